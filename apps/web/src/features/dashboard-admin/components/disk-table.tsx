import type { TDashboardReport } from '@eform/core/api/dashboard';
import { formatBytes } from '@eform/core/format';
import { tc } from '@eform/core/messages/clients';
import { Table, Text } from '@mantine/core';
import { ScrollRegion } from '../../../ui/scroll-region';

/** A report's day as '14-03-2031' (Dutch order). */
export function reportDay(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** A percentage with 2 decimals and a Dutch comma: '25,00%'. */
export function formatPercent(value: number): string {
  return tc('dashboardAdmin.percent', {
    value: value.toLocaleString('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  });
}

/** The storage's disk per report: date, free space, available %, capacity (doc 3 §2). */
export function DiskTable({ reports }: { reports: readonly TDashboardReport[] }) {
  if (reports.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="disk-table-empty">
        {tc('dashboardAdmin.disk.empty')}
      </Text>
    );
  }
  return (
    // A whole year is 365 rows: the table scrolls inside its card instead of the page (and
    // sideways on a phone).
    <ScrollRegion label={tc('dashboardAdmin.disk.title')} maxHeight={480}>
      <Table
        miw={420}
        style={{ whiteSpace: 'nowrap' }}
        striped
        stickyHeader
        verticalSpacing="xs"
        aria-label={tc('dashboardAdmin.disk.title')}
        data-testid="disk-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{tc('dashboardAdmin.disk.date')}</Table.Th>
            <Table.Th ta="right">{tc('dashboardAdmin.disk.free')}</Table.Th>
            <Table.Th ta="right">{tc('dashboardAdmin.disk.available')}</Table.Th>
            <Table.Th ta="right">{tc('dashboardAdmin.disk.capacity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((report) => (
            <Table.Tr key={report.report_date}>
              <Table.Td>{reportDay(report.report_date)}</Table.Td>
              <Table.Td ta="right">{formatBytes(report.disk_free)}</Table.Td>
              <Table.Td ta="right">{formatPercent(report.disk_available)}</Table.Td>
              <Table.Td ta="right">{formatBytes(report.disk_total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
