import type { THookSecret } from '@eform/core/api/integrations';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/http/api-error';
import { Dialog } from '../../../ui/dialog';
import { rollHookSecret } from '../api/integrations-api';

/** A question before something goes: the harmless choice has the focus, the other is red. */
function ConfirmDialog({
  opened,
  title,
  question,
  confirm,
  pending = false,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  title: string;
  question: string;
  confirm: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Text>{question}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {ta('integrationSettings.removeCancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {confirm}
        </Button>
      </Group>
    </Dialog>
  );
}

/** 'Integratie {number} verwijderen?': gone from the draft, for good at the next save. */
export function IntegrationRemoveDialog({
  number,
  onCancel,
  onConfirm,
}: {
  number: number | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      opened={number !== null}
      title={ta('integrationSettings.removeTitle')}
      question={ta('integrationSettings.removeQuestion', { number: number ?? 0 })}
      confirm={ta('integrationSettings.removeConfirm')}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}

/**
 * 'Nieuw geheim maken' asks first (the old secret stops working at once), then answers the new
 * secret to show once.
 */
export function SecretRollDialog({
  formId,
  hookId,
  onClose,
  onRolled,
}: {
  formId: string;
  hookId: string | undefined;
  onClose: () => void;
  onRolled: (secret: THookSecret) => void;
}) {
  const roll = useMutation({
    mutationFn: (id: string) => rollHookSecret(formId, id),
    onSuccess: onRolled,
    onError: (error) =>
      notifications.show({
        color: 'red',
        message: serverMessage(error) ?? ta('integrationSettings.rollFailed'),
      }),
  });
  return (
    <ConfirmDialog
      opened={hookId !== undefined}
      title={ta('integrationSettings.rollTitle')}
      question={ta('integrationSettings.rollQuestion')}
      confirm={ta('integrationSettings.rollConfirm')}
      pending={roll.isPending}
      onCancel={onClose}
      onConfirm={() => hookId && roll.mutate(hookId)}
    />
  );
}
