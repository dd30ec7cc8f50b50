import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { pageCount } from '../../../lib/paging';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { ListPagination, PageSizeSelect, usePaging } from '../../../ui/list-pager';
import { PageHeader } from '../../../ui/page-header';
import { useCan } from '../../session';
import { clientListQuery, type TClientScope } from '../api/clients-api';
import { clientPath } from '../lib/client-paths';

/** Pages of the list: 1 when all rows show on one. */
export const pageTotal = pageCount;

/**
 * A client list (doc 3 §2): sorted by name, paged by the server (10, 25, 50, 100 or all rows;
 * default all, §9), loading and empty states; a row opens the client.
 */
function ClientListPage({ scope }: { scope: TClientScope }) {
  const paging = usePaging();
  const navigate = useNavigate();
  const canCreate = useCan()('eform manage all clients');
  const query = useQuery({
    ...clientListQuery(scope, paging.page, paging.size),
    placeholderData: keepPreviousData,
  });
  const title = t(scope === 'admin' ? 'ui.page.clientListAdmin' : 'ui.page.clientListAssigned');
  const pages = pageCount(query.data?.total ?? 0, paging.size);
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        actions={
          canCreate && (
            <Button component={Link} to="/clients/create">
              {tc('clientsAdmin.list.create')}
            </Button>
          )
        }
      />
      {query.isPending ? (
        <ClientLoading />
      ) : query.isError ? (
        <ClientLoadError onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid="client-list-empty">
            {tc(scope === 'admin' ? 'clientsAdmin.list.empty' : 'clientsAdmin.list.emptyAssigned')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="xs">
          <Group justify="space-between" align="flex-end">
            <Text size="sm" c="dimmed">
              {tc('clientsAdmin.list.count', { count: query.data.total })}
            </Text>
            <PageSizeSelect
              label={tc('clientsAdmin.list.pageSize')}
              allLabel={tc('clientsAdmin.list.all')}
              value={paging.size}
              onChange={paging.setSize}
            />
          </Group>
          <Paper withBorder radius="md">
            <Table
              highlightOnHover
              verticalSpacing="sm"
              data-testid="client-list"
              aria-label={title}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tc('clientsAdmin.list.name')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={query.isPlaceholderData}>
                {query.data.items.map((client) => (
                  <Table.Tr
                    key={client.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => void navigate(clientPath(client.id))}
                  >
                    <Table.Td>
                      {/* The row's click is for the mouse; the link is for keyboard and reader. */}
                      <UnstyledButton
                        component={Link}
                        to={clientPath(client.id)}
                        onClick={(event) => event.stopPropagation()}
                        fw={500}
                      >
                        {client.name}
                      </UnstyledButton>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <ListPagination
            pages={pages}
            page={paging.page}
            onChange={paging.setPage}
            siblings={2}
            previousLabel={tc('clientsAdmin.list.previous')}
            nextLabel={tc('clientsAdmin.list.next')}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** client_list_admin (/clients/admin): every client. */
export function ClientListAdminPage() {
  return <ClientListPage scope="admin" />;
}

/** client_list_assigned (/clients/assigned): the user's own clients. */
export function ClientListAssignedPage() {
  return <ClientListPage scope="assigned" />;
}
