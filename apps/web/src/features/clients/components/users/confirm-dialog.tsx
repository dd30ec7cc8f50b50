import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Dialog } from '../../../../ui/dialog';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';

type TConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A yes/no question before something that cannot be undone here. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  return (
    <Dialog
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Text mb="lg">{props.message}</Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
          {tc('users.cancel')}
        </Button>
        <Button color="red" loading={props.busy} onClick={props.onConfirm}>
          {props.confirmLabel}
        </Button>
      </Group>
    </Dialog>
  );
}

/**
 * The red trash button of a list row that asks with a {@link ConfirmDialog} first: its tooltip
 * and accessible name say what it removes, and it is announced as opening a dialog.
 */
export function DeleteIcon({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        onClick={onClick}
        {...DIALOG_OPENER}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
