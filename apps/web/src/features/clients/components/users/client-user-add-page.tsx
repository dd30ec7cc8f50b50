import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { assignableRolesFor, type TAssignableRole } from '@eform/core/permissions';
import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverMessage } from '../../../../lib/http/api-error';
import { useEmailField } from '../../../../ui/use-email-field';
import { RoleCheckboxes } from './role-checkboxes';
import { clientPath, usePathClient } from './use-path-client';
import { addClientUser, clientUsersKeys } from './users-api';

/**
 * client_user_add: an e-mail address, the roles (those the user may not assign disabled) and,
 * for admins, whether the user must accept the terms. Added: the server's message as a toast and
 * back to the users; refused: its message as a toast, and what was filled in stays.
 */
export function ClientUserAddPage() {
  const { clientId, permissions } = usePathClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const email = useEmailField();
  const [roles, setRoles] = useState<TAssignableRole[]>([]);
  const [requireTerms, setRequireTerms] = useState(false);
  const assignable = assignableRolesFor(permissions ?? []);
  const mayRequireTerms = permissions?.includes('eform client user require terms') ?? false;

  const add = useMutation({
    mutationFn: () =>
      addClientUser(clientId, {
        email: email.value,
        roles,
        ...(mayRequireTerms ? { require_terms: requireTerms } : {}),
      }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: answer.message });
      void queryClient.invalidateQueries({ queryKey: clientUsersKeys.all(clientId) });
      navigate(clientPath(clientId, 'users'));
    },
    onError: (failure) =>
      notifications.show({
        color: 'red',
        message: serverMessage(failure) ?? failure.message,
      }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.check()) add.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('ui.page.clientUserAdd')}</Title>
        <TextInput {...email.inputProps} label={tc('users.emailLabel')} autoComplete="off" />
        <RoleCheckboxes value={roles} assignable={assignable} onChange={setRoles} />
        {mayRequireTerms && (
          <Checkbox
            label={tc('users.requireTerms')}
            checked={requireTerms}
            onChange={(event) => setRequireTerms(event.currentTarget.checked)}
          />
        )}
        <Group gap="xs">
          <Button type="submit" loading={add.isPending}>
            {tc('clients.addUser')}
          </Button>
          <Button variant="default" component={Link} to={clientPath(clientId, 'users')}>
            {tc('users.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
