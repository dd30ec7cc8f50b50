import { formatDate, formatDateOnly } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconShoppingCart } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { ScrollRegion } from '../../../../ui/scroll-region';
import { useShellClient } from '../../hooks/use-shell-client';
import { clientPath } from '../../lib/client-paths';
import { creditListQuery } from './credits-api';

/**
 * client_credits (doc 3 'Credits and purchases'): name, bought on, total, left and expiry of
 * each entry (an expired one shows 0 left unless the user is an admin: the server decides), and
 * the buttons to buy credits and, for admins, to add them by hand.
 */
export function CreditsPage() {
  const client = useShellClient();
  const credits = useQuery(creditListQuery(client.clientId));
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{tc('credits.list.title')}</Title>
        <Group gap="xs">
          {client.can('add client credits') && (
            <Button
              component={Link}
              to={clientPath(client.clientId, 'credits-buy')}
              leftSection={<IconShoppingCart size={16} aria-hidden />}
            >
              {tc('credits.list.buyButton')}
            </Button>
          )}
          {client.can('admin add client credits') && (
            <Button
              component={Link}
              variant="light"
              to={clientPath(client.clientId, 'credits-admin-add')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {tc('credits.list.adminAddButton')}
            </Button>
          )}
        </Group>
      </Group>
      {credits.isPending && <ClientLoading />}
      {credits.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void credits.refetch()} />
      )}
      {credits.data?.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {tc('credits.list.empty')}
          </Text>
        </Paper>
      )}
      {credits.data && credits.data.length > 0 && (
        <Paper withBorder radius="md">
          {/* Wider than a phone: it scrolls sideways in a region the keyboard reaches too. */}
          <ScrollRegion label={tc('credits.list.title')}>
            <Table miw={560} verticalSpacing="sm" data-testid="credits-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{tc('credits.list.name')}</Table.Th>
                  <Table.Th>{tc('credits.list.created')}</Table.Th>
                  <Table.Th ta="right">{tc('credits.list.total')}</Table.Th>
                  <Table.Th ta="right">{tc('credits.list.left')}</Table.Th>
                  <Table.Th>{tc('credits.list.expires')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {credits.data.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{entry.name}</Table.Td>
                    <Table.Td>{formatDate(entry.created)}</Table.Td>
                    <Table.Td ta="right">{entry.credits_total}</Table.Td>
                    <Table.Td ta="right">{entry.credits_left}</Table.Td>
                    <Table.Td>
                      {entry.credit_expire_date
                        ? formatDateOnly(entry.credit_expire_date)
                        : tc('credits.list.never')}
                      {entry.expired && (
                        <Badge ml="xs" color="gray" variant="light">
                          {tc('credits.list.expired')}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        </Paper>
      )}
    </Stack>
  );
}
