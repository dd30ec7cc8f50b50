import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';

/** 'Weet je zeker dat je deze registratie wilt verwijderen?' (doc 1 §8) before a delete. */
export function DeleteDialog({
  formName,
  onConfirm,
  onClose,
}: {
  formName: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog opened onClose={onClose} title={th('saved.deleteTitle')} centered>
      <Stack gap="md">
        <Text>{th('unsent.confirmDelete')}</Text>
        <Text size="sm" c="dimmed">
          {formName}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('fill.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await onConfirm();
              setBusy(false);
            }}
          >
            {th('saved.delete')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
