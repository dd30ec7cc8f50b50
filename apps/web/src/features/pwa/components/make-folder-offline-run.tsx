import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useSession } from '../../session';
import { makeFormsOffline, type TOfflineProgress } from '../lib/make-forms-offline';
import { markOfflineReady } from '../lib/offline-ready';

type TRun =
  | { state: 'running'; progress: TOfflineProgress }
  | { state: 'done'; failed: number; total: number };

/**
 * One run of 'Offline beschikbaar maken' (see make-folder-offline.tsx): starts when mounted,
 * shows its progress, marks the forms that are ready and tells how it went.
 */
export function MakeFolderOfflineRun({
  formIds,
  onDone,
}: {
  formIds: readonly string[];
  onDone: () => void;
}) {
  const user = useSession()?.user.uuid ?? null;
  const [run, setRun] = useState<TRun>({
    state: 'running',
    progress: { done: 0, total: formIds.length },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: one run per mount (keyed by the tap).
  useEffect(() => {
    if (!user) return;
    let current = true;
    void makeFormsOffline(formIds, (progress) => {
      if (current) setRun({ state: 'running', progress });
    }).then((result) => {
      markOfflineReady(user, result.ready);
      if (!current) return;
      setRun({ state: 'done', failed: result.failed.length, total: formIds.length });
      onDone();
    });
    return () => {
      current = false;
    };
  }, []);

  if (run.state === 'running') {
    const { done, total } = run.progress;
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Text size="sm">{th('ui.offline.makingAvailable', { done, total })}</Text>
        <Progress
          value={total ? (100 * done) / total : 0}
          aria-label={t('ui.offline.makeAvailable')}
        />
      </Stack>
    );
  }
  return run.failed === 0 ? (
    <Alert color="green" variant="light" role="status" data-testid="make-offline-done">
      {th('ui.offline.madeAvailable')}
    </Alert>
  ) : (
    <Alert color="orange" variant="light" role="alert" data-testid="make-offline-failed">
      {th('ui.offline.makeAvailableFailed', { failed: run.failed, total: run.total })}
    </Alert>
  );
}
