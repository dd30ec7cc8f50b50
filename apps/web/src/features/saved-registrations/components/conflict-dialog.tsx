import { formatDate } from '@eform/core/format';
import { th } from '@eform/core/messages/home';
import { Button, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { differences, type TDifference } from '../lib/differences';
import type { TLocalRegistration } from '../lib/local-db';

/** How many differing fields each version shows; the rest are counted. */
const SHOWN_DIFFERENCES = 6;

/** The differing fields' values of one version, as a description list. */
function VersionValues({ list, side }: { list: readonly TDifference[]; side: 'local' | 'server' }) {
  if (list.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {th('saved.noDifferences')}
      </Text>
    );
  }
  const rest = list.length - SHOWN_DIFFERENCES;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {th('saved.differencesTitle')}
      </Text>
      <dl style={{ margin: 0 }}>
        {list.slice(0, SHOWN_DIFFERENCES).map((difference) => (
          <div key={difference.label} style={{ marginBottom: 4 }}>
            <Text component="dt" size="sm" c="dimmed">
              {difference.label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-line' }} lineClamp={3}>
              {difference[side] || th('saved.emptyValue')}
            </Text>
          </div>
        ))}
      </dl>
      {rest > 0 && (
        <Text size="sm" c="dimmed">
          {th('saved.moreDifferences', { count: rest })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * 'Kies een registratie versie' (doc 1 §2.10, §4): the version on this device and the server's,
 * each with its last change and the values of the fields in which they differ (a choice made on
 * dates alone is a guess); the one chosen is kept, the other is gone.
 */
export function ConflictDialog({
  row,
  onChoose,
  onClose,
}: {
  row: TLocalRegistration;
  onChoose: (keep: 'local' | 'server') => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState<'local' | 'server' | null>(null);
  const server = row.conflict;
  const differing = useMemo(
    () =>
      server
        ? differences(row.schema.length ? row.schema : server.schema, row.values, server.values)
        : [],
    [row, server],
  );
  const choose = async (keep: 'local' | 'server') => {
    setBusy(keep);
    try {
      await onChoose(keep);
    } finally {
      setBusy(null);
    }
  };
  const version = (keep: 'local' | 'server', text: string, summary: string) => (
    <Card withBorder radius="md" padding="md" data-testid={`conflict-${keep}`}>
      <Stack gap="sm">
        <Text fw={500}>{text}</Text>
        {summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {summary}
          </Text>
        )}
        <VersionValues list={differing} side={keep} />
        <Button
          variant={keep === 'local' ? 'filled' : 'light'}
          loading={busy === keep}
          disabled={busy !== null}
          aria-label={th(keep === 'local' ? 'saved.keepLocalLabel' : 'saved.keepServerLabel')}
          onClick={() => void choose(keep)}
        >
          {th(keep === 'local' ? 'saved.keepLocal' : 'saved.keepServer')}
        </Button>
      </Stack>
    </Card>
  );
  return (
    <Dialog opened onClose={onClose} title={th('unsent.conflictTitle')} size={800} centered>
      <Stack gap="md">
        <Text fw={500}>{row.formName}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {version(
            'local',
            th('unsent.localVersion', { date: formatDate(row.registrationUpdatedAt) }),
            row.formSummary,
          )}
          {server &&
            version(
              'server',
              th('unsent.serverVersion', { date: formatDate(server.registration_updated_at) }),
              server.form_summary,
            )}
        </SimpleGrid>
      </Stack>
    </Dialog>
  );
}
