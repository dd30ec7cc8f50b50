import { ta } from '@eform/core/messages/admin';
import { Group, NativeSelect, Pagination, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { ADMIN_PAGE_SIZES, pageCount, pageRows, type TAdminPageSize } from '../lib/paging';

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

const PAGE_SIZE_OPTIONS = ADMIN_PAGE_SIZES.map((size) => ({
  value: size,
  label: size === 'all' ? ta('ui.formsAdmin.all') : size,
}));

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
  const [size, setSize] = useState<TAdminPageSize>('all');
  const [page, setPage] = useState(1);
  const pages = pageCount(rows.length, size);
  const current = Math.min(page, pages);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {rows.length > 0 && (
          <NativeSelect
            size="xs"
            label={ta('ui.formsAdmin.pageSize')}
            data={PAGE_SIZE_OPTIONS}
            value={size}
            onChange={(event) => {
              setSize(event.currentTarget.value as TAdminPageSize);
              setPage(1);
            }}
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
                {pageRows(rows, size, current).map((row) => (
                  <Table.Tr key={rowKey(row)}>{renderRow(row)}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? ta('ui.formsAdmin.previous') : ta('ui.formsAdmin.next'),
          })}
        />
      )}
    </Stack>
  );
}
