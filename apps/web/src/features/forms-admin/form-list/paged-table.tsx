import { ta } from '@eform/core/messages/admin';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { pageCount, pageRows } from '../../../lib/paging';
import { ListPagination, PageSizeSelect, usePaging } from '../../../ui/list-pager';

type TPagedTableProps<T> = {
  /** The h2 above the table; it names the table too. */
  title: string;
  rows: readonly T[];
  /** Header cells. */
  head: ReactNode;
  rowKey: (row: T) => string | number;
  renderRow: (row: T) => ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty: string;
  testId: string;
};

/**
 * A titled admin table with the page sizes of doc 2 §9 (default all). On a phone the table
 * scrolls sideways inside its card instead of widening the page.
 */
export function PagedTable<T>({
  title,
  rows,
  head,
  rowKey,
  renderRow,
  empty,
  testId,
}: TPagedTableProps<T>) {
  const titleId = useId();
  const paging = usePaging();
  const pages = pageCount(rows.length, paging.size);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {rows.length > 0 && (
          <PageSizeSelect
            label={ta('ui.formsAdmin.pageSize')}
            allLabel={ta('ui.formsAdmin.all')}
            value={paging.size}
            onChange={paging.setSize}
          />
        )}
      </Group>
      {rows.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid={`${testId}-empty`}>
            {empty}
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={420} type="native">
            <Table
              highlightOnHover
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-labelledby={titleId}
              data-testid={testId}
            >
              <Table.Thead>
                <Table.Tr>{head}</Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows(rows, paging.size, paging.page).map((row) => (
                  <Table.Tr key={rowKey(row)}>{renderRow(row)}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ListPagination
        pages={pages}
        page={paging.page}
        onChange={paging.setPage}
        previousLabel={ta('ui.formsAdmin.previous')}
        nextLabel={ta('ui.formsAdmin.next')}
      />
    </Stack>
  );
}
