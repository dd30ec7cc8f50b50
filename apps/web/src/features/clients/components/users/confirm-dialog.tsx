import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Modal, Text } from '@mantine/core';

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
    <Modal
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
    </Modal>
  );
}
