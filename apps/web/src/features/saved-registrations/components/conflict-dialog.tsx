import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Button, Card, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TLocalRegistration } from '../lib/local-db';

/**
 * 'Kies een registratie versie' (doc 1 §2.10, §4): the version on this device and the server's,
 * each with its last change; the one chosen is kept, the other is gone.
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
    <Modal opened onClose={onClose} title={t('unsent.conflictTitle')} size={800} centered>
      <Stack gap="md">
        <Text fw={500}>{row.formName}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {version(
            'local',
            t('unsent.localVersion', { date: formatDate(row.registrationUpdatedAt) }),
            row.formSummary,
          )}
          {server &&
            version(
              'server',
              t('unsent.serverVersion', { date: formatDate(server.registration_updated_at) }),
              server.form_summary,
            )}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
