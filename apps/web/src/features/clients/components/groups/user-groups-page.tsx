import type { TUserGroup } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pageCount, pageRows } from '../../../../lib/paging';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { ListPagination, PageSizeSelect, usePaging } from '../../../../ui/list-pager';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { ConfirmDialog, DeleteIcon } from '../users/confirm-dialog';
import { groupEditPath } from './group-paths';
import { deleteGroup, groupKeys, groupListQuery } from './groups-api';

/**
 * client_user_groups (doc 3 'User groups list'): the client's groups by label, rows open the
 * group, a delete per row after a confirmation; page sizes 10, 25, 50, 100, all (default all).
 */
export function UserGroupsPage() {
  const client = useShellClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = useQuery(groupListQuery(client.clientId));
  const paging = usePaging();
  const [removing, setRemoving] = useState<TUserGroup | null>(null);
  const canChange = client.can('create user group');

  const remove = useMutation({
    mutationFn: (group: TUserGroup) => deleteGroup(group.id),
    onSuccess: () => {
      notifications.show({ color: 'green', message: tc('groups.deleted') });
      void queryClient.invalidateQueries({ queryKey: groupKeys.list(client.clientId) });
    },
    onError: () => notifications.show({ color: 'red', message: tc('groups.deleteFailed') }),
    onSettled: () => setRemoving(null),
  });

  const rows = groups.data ?? [];
  const pages = pageCount(rows.length, paging.size);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{tc('groups.list.title')}</Title>
        {canChange && (
          <Button
            component={Link}
            to={clientPath(client.clientId, 'user-group-add')}
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {tc('groups.list.addButton')}
          </Button>
        )}
      </Group>
      {groups.isPending && <ClientLoading />}
      {groups.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void groups.refetch()} />
      )}
      {groups.data && rows.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid="groups-empty">
            {tc('groups.list.empty')}
          </Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <>
          <PageSizeSelect
            w={140}
            label={tc('groups.list.pageSize')}
            allLabel={tc('groups.list.pageSizeAll')}
            value={paging.size}
            onChange={paging.setSize}
          />
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={420} type="native">
              <Table highlightOnHover verticalSpacing="sm" data-testid="groups-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{tc('groups.list.label')}</Table.Th>
                    <Table.Th>{tc('groups.list.users')}</Table.Th>
                    {canChange && <Table.Th w={80}>{tc('groups.list.actions')}</Table.Th>}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pageRows(rows, paging.size, paging.page).map((group) => (
                    <Table.Tr
                      key={group.id}
                      style={{ cursor: 'pointer' }}
                      onClick={() => navigate(groupEditPath(client.clientId, group.id))}
                    >
                      <Table.Td>
                        <Link
                          to={groupEditPath(client.clientId, group.id)}
                          onClick={(event) => event.stopPropagation()}
                        >
                          {group.label}
                        </Link>
                      </Table.Td>
                      <Table.Td>{group.users.length}</Table.Td>
                      {canChange && (
                        <Table.Td onClick={(event) => event.stopPropagation()}>
                          <DeleteIcon
                            label={tc('groups.list.deleteAria', { name: group.label })}
                            onClick={() => setRemoving(group)}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          <ListPagination pages={pages} page={paging.page} onChange={paging.setPage} siblings={4} />
        </>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title={tc('groups.confirm.title')}
        message={tc('groups.confirmDelete', { name: removing?.label ?? '' })}
        confirmLabel={tc('groups.confirm.yes')}
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
