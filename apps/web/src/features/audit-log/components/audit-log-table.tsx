import type { TAuditEntry } from '@eform/core/api/audit';
import { formatDate } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/scroll-region';
import { actionLabel, objectLabel } from '../lib/action-labels';

/**
 * The entries as a table: when, who, what, on which object, from where (and, across clients,
 * whose). Wider than a phone, it scrolls sideways in a region the keyboard reaches too.
 */
export function AuditLogTable({
  entries,
  label,
  showClient = false,
}: {
  entries: readonly TAuditEntry[];
  label: string;
  showClient?: boolean;
}) {
  return (
    <ScrollRegion label={label}>
      <Table miw={showClient ? 760 : 680} verticalSpacing="xs" data-testid="audit-log-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('audit.column.at')}</Table.Th>
            <Table.Th>{tc('audit.column.user')}</Table.Th>
            <Table.Th>{tc('audit.column.action')}</Table.Th>
            <Table.Th>{tc('audit.column.object')}</Table.Th>
            <Table.Th>{tc('audit.column.address')}</Table.Th>
            {showClient && <Table.Th>{tc('audit.column.client')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry, index) => (
            // Entries carry no id of their own; their order is fixed (newest first, by id).
            // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows at its end
            <Table.Tr key={index}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(entry.at)}</Table.Td>
              <Table.Td>{entry.user?.display_name ?? tc('audit.unknownUser')}</Table.Td>
              <Table.Td>{actionLabel(entry.action)}</Table.Td>
              <Table.Td>
                <Text size="sm">{objectLabel(entry.object_type)}</Text>
                <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {entry.object_id}
                </Text>
              </Table.Td>
              <Table.Td>{entry.address ?? ''}</Table.Td>
              {showClient && <Table.Td>{entry.client_id ?? ''}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
