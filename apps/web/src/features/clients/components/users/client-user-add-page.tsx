import { ZAccountEmail } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { assignableRolesFor, type TAssignableRole } from '@eform/core/permissions';
import { Button, Checkbox, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { serverMessage } from '../../../../lib/http/api-error';
import { RoleCheckboxes } from './role-checkboxes';
import { clientPath, usePathClient } from './use-path-client';
import { addClientUser, clientUsersKeys } from './users-api';

/** The e-mail field's message: required, then a valid address (doc 3 §5). */
export function emailError(value: string): string | undefined {
  if (value.trim() === '') return tc('users.emailRequired');
  return ZAccountEmail.safeParse(value).success ? undefined : tc('users.emailInvalid');
}

/**
 * client_user_add: an e-mail address, the roles (those the user may not assign disabled) and,
 * for admins, whether the user must accept the terms. Added: the server's message as a toast and
 * back to the users; refused: its message as a toast, and what was filled in stays.
 */
export function ClientUserAddPage() {
  const { clientId, permissions } = usePathClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<TAssignableRole[]>([]);
  const [requireTerms, setRequireTerms] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);
  const assignable = assignableRolesFor(permissions ?? []);
  const mayRequireTerms = permissions?.includes('eform client user require terms') ?? false;

  const add = useMutation({
    mutationFn: () =>
      addClientUser(clientId, {
        email: email.trim(),
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
    const found = emailError(email);
    setError(found);
    if (found) emailRef.current?.focus();
    else add.mutate();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={560}>
        <Title order={2}>{t('ui.page.clientUserAdd')}</Title>
        <TextInput
          ref={emailRef}
          label={tc('users.emailLabel')}
          type="email"
          autoComplete="off"
          withAsterisk
          value={email}
          error={error}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setEmail(next);
            if (error) setError(emailError(next));
          }}
        />
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
