import type { TClientUser } from '@eform/core/api';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { ROLE_LABELS } from '@eform/core/permissions';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { isApiStatus, serverMessage } from '../../../../lib/http/api-error';
import { ConfirmDialog, DeleteIcon } from './confirm-dialog';
import { clientPath, usePathClient } from './use-path-client';
import {
  clientUsersKeys,
  clientUsersQuery,
  removeClientUser,
  resendWelcomeMail,
} from './users-api';

/** The name a user goes by on screen: the display name, else the username. */
export const userName = (user: { display_name: string; username: string }) =>
  user.display_name || user.username;

/** Roles as the list shows them: Dutch labels; the always-on filler role only when alone. */
function roleLabels(user: TClientUser): string {
  const roles = user.roles.filter((role) => role !== 'authenticated');
  return (roles.length > 0 ? roles : (['authenticated'] as const))
    .map((role) => ROLE_LABELS[role])
    .join(', ');
}

type TRemoval = { user: TClientUser; step: 'confirm' | 'lastManager'; warning?: string };

/** client_users (doc 3 'Client area'): the client's users with their roles and actions. */
export function ClientUsersPage() {
  const { clientId, permissions } = usePathClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const users = useQuery(clientUsersQuery(clientId));
  const [removal, setRemoval] = useState<TRemoval | null>(null);
  const canRemove = permissions?.includes('eform client remove users') ?? false;

  const resend = useMutation({
    mutationFn: (user: TClientUser) => resendWelcomeMail(clientId, user.uuid),
    onSuccess: (answer) =>
      notifications.show({
        color: 'green',
        message: tc('clients.welcomeMailSent', { email: answer.email }),
      }),
    onError: () => notifications.show({ color: 'red', message: tc('clients.welcomeMailFailed') }),
  });

  const remove = useMutation({
    mutationFn: ({ user, confirm }: { user: TClientUser; confirm: boolean }) =>
      removeClientUser(clientId, user.uuid, confirm),
    onSuccess: (_answer, { user }) => {
      setRemoval(null);
      notifications.show({
        color: 'green',
        message: tc('clients.userRemoved', { user: userName(user) }),
      });
      void queryClient.invalidateQueries({ queryKey: clientUsersKeys.all(clientId) });
    },
    onError: (error, { user }) => {
      if (isApiStatus(error, 409)) {
        setRemoval({ user, step: 'lastManager', warning: serverMessage(error) });
        return;
      }
      setRemoval(null);
      notifications.show({ color: 'red', message: tc('clients.userRemoveFailed') });
    },
  });

  const openUser = (user: TClientUser) => navigate(clientPath(clientId, `user/${user.uuid}/edit`));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('ui.page.clientUsers')}</Title>
        <Button
          component={Link}
          to={clientPath(clientId, 'user-add')}
          leftSection={<IconUserPlus size={16} aria-hidden />}
        >
          {tc('clients.addUser')}
        </Button>
      </Group>
      {users.isPending && <Skeleton h={120} aria-label={t('ui.app.loading')} />}
      {users.isError && (
        <Alert color="red" variant="light" role="alert" title={tc('users.loadFailed')}>
          <Button variant="light" color="red" size="xs" onClick={() => void users.refetch()}>
            {t('ui.common.retry')}
          </Button>
        </Alert>
      )}
      {users.data && users.data.length === 0 && <Text c="dimmed">{tc('users.empty')}</Text>}
      {users.data && users.data.length > 0 && (
        // On a phone the roles and last access move under the username, so the table fits
        // 375 px with its actions in reach instead of scrolling sideways (it was 612 px wide).
        <Table highlightOnHover data-testid="client-users-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{tc('users.column.username')}</Table.Th>
              <Table.Th visibleFrom="sm">{tc('users.column.roles')}</Table.Th>
              <Table.Th visibleFrom="sm">{tc('users.column.lastAccess')}</Table.Th>
              <Table.Th>{tc('users.column.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.data.map((user) => {
              const lastAccess = user.access
                ? formatDate(user.access)
                : tc('clients.neverAccessed');
              return (
                <Table.Tr
                  key={user.uuid}
                  onClick={() => openUser(user)}
                  style={{ cursor: 'pointer' }}
                >
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Link
                      to={clientPath(clientId, `user/${user.uuid}/edit`)}
                      onClick={(event) => event.stopPropagation()}
                    >
                      {user.username}
                    </Link>
                    <Text size="sm" hiddenFrom="sm">
                      {roleLabels(user)}
                    </Text>
                    <Text size="sm" c="dimmed" hiddenFrom="sm">
                      {tc('users.column.lastAccess')}: {lastAccess}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{roleLabels(user)}</Table.Td>
                  <Table.Td visibleFrom="sm">{lastAccess}</Table.Td>
                  <Table.Td onClick={(event) => event.stopPropagation()}>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={tc('users.resendWelcome', { user: userName(user) })}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={tc('users.resendWelcome', { user: userName(user) })}
                          loading={resend.isPending && resend.variables?.uuid === user.uuid}
                          onClick={() => resend.mutate(user)}
                        >
                          <IconMail size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      {canRemove && (
                        <DeleteIcon
                          label={tc('users.remove', { user: userName(user) })}
                          onClick={() => setRemoval({ user, step: 'confirm' })}
                        />
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <ConfirmDialog
        opened={removal !== null}
        title={
          removal?.step === 'lastManager' ? tc('users.lastManagerTitle') : tc('users.removeTitle')
        }
        message={
          removal?.step === 'lastManager'
            ? (removal.warning ?? tc('users.lastManagerTitle'))
            : tc('clients.confirmRemoveUser', { user: removal ? userName(removal.user) : '' })
        }
        confirmLabel={
          removal?.step === 'lastManager' ? tc('users.lastManagerConfirm') : tc('users.confirm')
        }
        busy={remove.isPending}
        onCancel={() => setRemoval(null)}
        onConfirm={() =>
          removal && remove.mutate({ user: removal.user, confirm: removal.step === 'lastManager' })
        }
      />
    </Stack>
  );
}
