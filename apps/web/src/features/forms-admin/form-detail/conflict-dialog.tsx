import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { useFormDetail } from '../../form-admin-kit';

/**
 * The question after a 409: someone else saved this form since it was opened here. Nothing was
 * stored; the person chooses to load the newest version (dropping their change) or to save their
 * change again on top of it. Closing the dialog is the same as reloading: it never keeps a change
 * the server refused while showing it as saved.
 */
export function ConflictDialog() {
  const { conflict, reload, keepMine } = useFormDetail();
  const [busy, setBusy] = useState<'reload' | 'keep' | null>(null);
  const act = async (which: 'reload' | 'keep') => {
    setBusy(which);
    try {
      await (which === 'reload' ? reload() : keepMine());
    } finally {
      setBusy(null);
    }
  };
  return (
    <Dialog
      opened={conflict !== null}
      onClose={() => void act('reload')}
      title={ta('formDetail.conflict.title')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
      data-testid="form-conflict-dialog"
    >
      <Text mb="lg">{t('forms.conflict')}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" loading={busy === 'reload'} onClick={() => void act('reload')}>
          {ta('formDetail.conflict.reload')}
        </Button>
        <Button loading={busy === 'keep'} onClick={() => void act('keep')}>
          {ta('formDetail.conflict.keepMine')}
        </Button>
      </Group>
    </Dialog>
  );
}
