import type { TClientUser, TGroupUser, TUserGroup } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { Accordion, Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { useShellClient } from '../../hooks/use-shell-client';
import { ConfirmDialog, DeleteIcon } from '../users/confirm-dialog';
import { clientUsersQuery } from '../users/users-api';
import { addGroupUser, groupKeys, removeGroupUser } from './groups-api';

const nameOf = (user: TClientUser) => user.display_name || user.username;

/**
 * The group's users, each with a remove button (after a confirmation), and an expandable panel
 * listing the client's other users to add (GET /api/clients/{client_id}/users).
 */
export function GroupMembers({ group }: { group: TUserGroup }) {
  const client = useShellClient();
  const queryClient = useQueryClient();
  const groupId = String(group.id);
  const [removing, setRemoving] = useState<TGroupUser | null>(null);
  const [panel, setPanel] = useState<string | null>(null);
  const users = useQuery({ ...clientUsersQuery(String(client.clientId)), enabled: panel !== null });

  const saved = (answer: TUserGroup) => {
    queryClient.setQueryData(groupKeys.group(groupId), answer);
    void queryClient.invalidateQueries({ queryKey: groupKeys.list(client.clientId) });
  };
  const add = useMutation({
    mutationFn: (user: TClientUser) => addGroupUser(groupId, user.uuid),
    onSuccess: (answer) => {
      saved(answer);
      notifications.show({ color: 'green', message: tc('groups.userAdded') });
    },
    onError: () => notifications.show({ color: 'red', message: tc('groups.userAddFailed') }),
  });
  const remove = useMutation({
    mutationFn: (user: TGroupUser) => removeGroupUser(groupId, user.uuid),
    onSuccess: (answer) => {
      saved(answer);
      notifications.show({ color: 'green', message: tc('groups.userRemoved') });
    },
    onError: () => notifications.show({ color: 'red', message: tc('groups.userRemoveFailed') }),
    onSettled: () => setRemoving(null),
  });

  const inGroup = new Set(group.users.map((u) => u.uuid));
  const candidates = (users.data ?? []).filter((u) => !inGroup.has(u.uuid));

  return (
    <Stack gap="xs" component="section" aria-labelledby="group-users-title">
      <Title order={3} size="h4" id="group-users-title">
        {tc('groups.edit.users')}
      </Title>
      <Accordion variant="contained" value={panel} onChange={setPanel}>
        <Accordion.Item value="add">
          <Accordion.Control icon={<IconPlus size={16} aria-hidden />}>
            {tc('groups.edit.addUsers')}
          </Accordion.Control>
          <Accordion.Panel>
            {users.isPending && <ClientLoading rows={2} />}
            {users.isError && (
              <ClientLoadError message="clients.loadFailed" onRetry={() => void users.refetch()} />
            )}
            {users.data && candidates.length === 0 && (
              <Text c="dimmed">{tc('groups.edit.noUsersToAdd')}</Text>
            )}
            {candidates.length > 0 && (
              <Table.ScrollContainer minWidth={320} type="native">
                <Table verticalSpacing="xs" data-testid="group-add-users">
                  <Table.Tbody>
                    {candidates.map((user) => (
                      <Table.Tr key={user.uuid}>
                        <Table.Td>
                          {nameOf(user)}
                          {user.display_name && (
                            <Text size="xs" c="dimmed">
                              {user.email}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td w={130}>
                          <Button
                            size="xs"
                            variant="light"
                            loading={add.isPending && add.variables?.uuid === user.uuid}
                            aria-label={tc('groups.edit.addUserAria', { name: nameOf(user) })}
                            onClick={() => add.mutate(user)}
                          >
                            {tc('groups.edit.addUser')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {group.users.length === 0 ? (
        <Text c="dimmed">{tc('groups.edit.usersEmpty')}</Text>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={320} type="native">
            <Table
              verticalSpacing="xs"
              aria-labelledby="group-users-title"
              data-testid="group-users"
            >
              <Table.Tbody>
                {group.users.map((user) => (
                  <Table.Tr key={user.uuid}>
                    <Table.Td>
                      {user.name}
                      {user.name !== user.email && (
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td w={60}>
                      <DeleteIcon
                        label={tc('groups.edit.removeUserAria', { name: user.name })}
                        onClick={() => setRemoving(user)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={tc('groups.confirm.title')}
        message={tc('groups.confirmRemoveUser', { user: removing?.name ?? '' })}
        confirmLabel={tc('groups.edit.removeUser')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
