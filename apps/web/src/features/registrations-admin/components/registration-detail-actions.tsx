import { TRASH_RETENTION_DAYS } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Button, Checkbox, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconSend, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import {
  registrationDetailKey,
  runRegistrationAction,
  type TAdminRegistration,
  type TRegistrationAction,
} from '../api/registration-detail-api';
import { registrationListKeys } from '../api/registrations-admin-api';
import { DownloadEmailsButton } from './registration-deliveries-download';

/** Each action's toasts (doc 2 §8). */
const TOASTS: Record<
  TRegistrationAction,
  { done: TPlainAdminMessageKey; failed: TPlainAdminMessageKey }
> = {
  trash: { done: 'registrations.trashed', failed: 'registrations.trashFailed' },
  untrash: { done: 'registrations.restored', failed: 'registrations.restoreFailed' },
  resend: { done: 'registrations.resent', failed: 'registrations.resendFailed' },
};

/** An action, and for a resend whether the integrations are sent again too. */
type TActionCall = { action: TRegistrationAction; hooks?: boolean };

/**
 * An action on the registration, with its toast. Trash and restore change only deleted_at: the
 * shown registration takes the new state from the confirmed answer (no refetch), and the list's
 * queries are invalidated so its tabs and counts follow.
 */
function useRegistrationAction(registration: TAdminRegistration) {
  const queryClient = useQueryClient();
  const { form_id: formId, _id: registrationId } = registration;
  return useMutation({
    mutationFn: ({ action, hooks }: TActionCall) =>
      runRegistrationAction(formId, registrationId, action, { hooks }),
    onSuccess: (_answer, { action, hooks }) => {
      notifications.show({ color: 'green', message: ta(TOASTS[action].done) });
      if (action === 'resend') {
        // The hooks sent again start as pending: the section shows them so.
        if (hooks)
          void queryClient.invalidateQueries({
            queryKey: registrationDetailKey(formId, registrationId),
          });
        return;
      }
      queryClient.setQueryData<TAdminRegistration>(
        registrationDetailKey(formId, registrationId),
        (current) =>
          current && {
            ...current,
            deleted_at: action === 'trash' ? new Date().toISOString() : null,
          },
      );
      void queryClient.invalidateQueries({ queryKey: registrationListKeys.all(formId) });
    },
    onError: (_error, { action }) =>
      notifications.show({ color: 'red', message: ta(TOASTS[action].failed) }),
  });
}

/** 'Naar prullenbak' asks first: the registration is deleted for good after the retention. */
function TrashConfirm({
  serial,
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  serial: number;
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      opened={opened}
      onClose={onCancel}
      title={ta('registrationDetail.trashConfirmTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Text mb="md">
        {ta('registrationDetail.trashConfirm', {
          serial: String(serial),
          days: String(TRASH_RETENTION_DAYS),
        })}
      </Text>
      <Group justify="flex-end" gap="xs">
        {/* Focus starts on the harmless choice: Enter right after opening trashes nothing. */}
        <Button variant="default" onClick={onCancel} data-autofocus>
          {ta('ui.formsAdmin.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {ta('registrationDetail.trash')}
        </Button>
      </Group>
    </Dialog>
  );
}

/**
 * Before a resend of a registration whose form has integrations: whether they are sent again
 * too ('Ook integraties opnieuw versturen', off unless chosen).
 */
function ResendConfirm({
  opened,
  pending,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (hooks: boolean) => void;
}) {
  const [hooks, setHooks] = useState(false);
  // Off each time it opens: sending the integrations again is a choice made for this resend.
  useEffect(() => {
    if (opened) setHooks(false);
  }, [opened]);
  return (
    <Dialog
      opened={opened}
      onClose={onCancel}
      title={ta('registrationDetail.resendTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Text mb="sm">{ta('registrationDetail.resendQuestion')}</Text>
      <Checkbox
        label={ta('registrationDetail.resendHooks')}
        checked={hooks}
        onChange={(event) => setHooks(event.currentTarget.checked)}
        mb="md"
        data-autofocus
      />
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {ta('registrationDetail.resendCancel')}
        </Button>
        <Button
          loading={pending}
          onClick={() => onConfirm(hooks)}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {ta('registrationDetail.resend')}
        </Button>
      </Group>
    </Dialog>
  );
}

/**
 * Resend (runs the after-send work again; with integrations it asks whether they go again too), 'E-mailbijlagen downloaden' once the registration
 * has e-mails, and, with 'eform manage form registrations delete', trash or restore. A trashed
 * registration or a draft is not resent.
 */
export function RegistrationDetailActions({
  registration,
  canDelete,
}: {
  registration: TAdminRegistration;
  canDelete: boolean;
}) {
  const action = useRegistrationAction(registration);
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);
  const withHooks = (registration.webhook_integrations?.length ?? 0) > 0;
  const trashed = registration.deleted_at !== null;
  // A draft was never sent (the server refuses it too); a trashed one is not resent.
  const resendable = !trashed && registration.registration_status === 'completed';
  const busy = action.isPending ? action.variables?.action : undefined;
  const confirmTrash = () =>
    action.mutate({ action: 'trash' }, { onSettled: () => setConfirming(false) });
  const resend = (hooks: boolean) =>
    action.mutate({ action: 'resend', hooks }, { onSettled: () => setResending(false) });
  return (
    <Group gap="sm" wrap="wrap" role="group" aria-label={ta('registrationDetail.actions')}>
      {resendable && (
        <Button
          variant="light"
          leftSection={<IconSend size={16} aria-hidden />}
          loading={busy === 'resend'}
          disabled={action.isPending && busy !== 'resend'}
          onClick={() => (withHooks ? setResending(true) : resend(false))}
          {...(withHooks ? DIALOG_OPENER : undefined)}
        >
          {ta('registrationDetail.resend')}
        </Button>
      )}
      {(registration.deliveries?.length ?? 0) > 0 && (
        <DownloadEmailsButton registration={registration} />
      )}
      {canDelete && (
        // One button for both states: it keeps its place and the focus when the state turns.
        <Button
          key="trash-toggle"
          variant={trashed ? 'light' : 'outline'}
          color={trashed ? undefined : 'red'}
          leftSection={
            trashed ? (
              <IconArrowBackUp size={16} aria-hidden />
            ) : (
              <IconTrash size={16} aria-hidden />
            )
          }
          loading={busy === 'untrash'}
          disabled={action.isPending && busy !== 'untrash'}
          onClick={() => (trashed ? action.mutate({ action: 'untrash' }) : setConfirming(true))}
          {...(trashed ? undefined : DIALOG_OPENER)}
        >
          {ta(trashed ? 'registrationDetail.untrash' : 'registrationDetail.trash')}
        </Button>
      )}
      {resendable && withHooks && (
        <ResendConfirm
          opened={resending}
          pending={busy === 'resend'}
          onCancel={() => setResending(false)}
          onConfirm={resend}
        />
      )}
      {canDelete && (
        <TrashConfirm
          serial={registration.registration_serial_number}
          opened={confirming}
          pending={busy === 'trash'}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmTrash}
        />
      )}
    </Group>
  );
}
