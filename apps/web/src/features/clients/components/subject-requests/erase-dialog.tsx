import { SUBJECT_ERASE_CONFIRM } from '@eform/core/api/subject-requests';
import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { serverMessage } from '../../../../lib/http/api-error';
import { Dialog } from '../../../../ui/dialog';

/**
 * The erasure's confirmation: the user types VERWIJDEREN exactly before the red button works,
 * so a person's registrations are never deleted by one stray click.
 */
export function EraseDialog({
  count,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  count: number;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === SUBJECT_ERASE_CONFIRM;
  return (
    <Dialog opened onClose={onClose} title={tc('subjectRequests.eraseTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (confirmed && !pending) onConfirm();
        }}
      >
        <Stack gap="md">
          <Text>{tc('subjectRequests.eraseText', { count: String(count) })}</Text>
          <TextInput
            label={tc('subjectRequests.confirmLabel')}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error !== null && error !== undefined && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(error) ?? tc('subjectRequests.eraseFailed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {tc('subjectRequests.cancel')}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={pending}>
              {tc('subjectRequests.confirmButton')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
