import { t } from '@eform/core/messages';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { useSwControlled } from '../hooks/use-sw-controlled';

// The work (fetching every form with its needs) and its progress load at the tap: the folder
// screens are on the fill path's first load.
const MakeFolderOfflineRun = lazy(() =>
  import('./make-folder-offline-run').then((m) => ({ default: m.MakeFolderOfflineRun })),
);

/**
 * 'Offline beschikbaar maken' on a folder's form list (issue 22 item 7): one tap fetches every
 * form of the folder with what it needs. Only online and with the service worker in control,
 * which keeps what is fetched.
 */
export function MakeFolderOffline({ formIds }: { formIds: readonly string[] }) {
  const online = useOnlineStatus();
  const controlled = useSwControlled();
  const [run, setRun] = useState(0);
  const [running, setRunning] = useState(false);
  if (!controlled || formIds.length === 0 || (!online && run === 0)) return null;
  return (
    <Stack gap="xs" data-testid="make-offline">
      <Group gap="sm" wrap="nowrap" align="center">
        <Button
          variant="light"
          leftSection={<IconCloudDownload size={18} aria-hidden />}
          onClick={() => {
            setRunning(true);
            setRun((n) => n + 1);
          }}
          loading={running}
          disabled={!online}
        >
          {t('ui.offline.makeAvailable')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('ui.offline.makeAvailableHint')}
        </Text>
      </Group>
      {run > 0 && (
        <Suspense fallback={null}>
          <MakeFolderOfflineRun key={run} formIds={formIds} onDone={() => setRunning(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
