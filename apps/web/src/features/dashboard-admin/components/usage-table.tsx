import { formatCount } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { Table, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import type { TClientUsage } from '../lib/period';

/** The client view of a client (client_view, doc 3 §2). */
const clientViewPath = (clientId: number) => `/clients/${clientId}`;

/**
 * Usage per client: registrations (when `withRegistrations`) and credits. A row opens the
 * client's view; the name is a link for keyboard and screen reader, the row's click for the mouse.
 */
export function UsageTable({
  rows,
  label,
  withRegistrations,
  testId,
}: {
  rows: readonly TClientUsage[];
  label: string;
  withRegistrations: boolean;
  testId: string;
}) {
  const navigate = useNavigate();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid={`${testId}-empty`}>
        {tc('dashboardAdmin.usage.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={320} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('dashboardAdmin.client')}</Table.Th>
            {withRegistrations && (
              <Table.Th ta="right">{tc('dashboardAdmin.registrations')}</Table.Th>
            )}
            <Table.Th ta="right">{tc('dashboardAdmin.credits')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.clientId}
              style={{ cursor: 'pointer' }}
              onClick={() => void navigate(clientViewPath(row.clientId))}
            >
              <Table.Td>
                <UnstyledButton
                  component={Link}
                  to={clientViewPath(row.clientId)}
                  onClick={(event) => event.stopPropagation()}
                  fw={500}
                >
                  {row.clientName}
                </UnstyledButton>
              </Table.Td>
              {withRegistrations && (
                <Table.Td ta="right">{formatCount(row.registrations)}</Table.Td>
              )}
              <Table.Td ta="right">{formatCount(row.credits)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
