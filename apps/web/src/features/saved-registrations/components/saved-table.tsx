import { formatDate } from '@eform/core/format';
import { th } from '@eform/core/messages/home';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useRef, useState } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { ListPagination, PageSizeSelect, usePaging } from '../../../ui/list-pager';
import { chipOf, pageOf, type TSortOrder } from '../lib/list-rows';
import type { TLocalRegistration } from '../lib/local-db';

/** Chips wrap instead of cutting their text off in a narrow column (a phone). */
const CHIP_STYLES = {
  root: { height: 'auto', maxWidth: '100%', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible' },
} as const;

/** Why the server keeps a registration off its list, under the 'Alleen op dit apparaat' chip. */
const REFUSAL_TEXT = {
  form_not_found: 'saved.refusedFormNotFound',
  too_many: 'saved.refusedTooMany',
  too_large: 'saved.refusedTooLarge',
  too_long: 'saved.refusedTooLong',
} as const;

function Chip({ row }: { row: TLocalRegistration }) {
  const chip = chipOf(row);
  if (!chip) return null;
  return chip === 'conflict' ? (
    <Badge color="orange" variant="light" size="sm" radius="sm" tt="none" styles={CHIP_STYLES}>
      {th('unsent.conflictChip')}
    </Badge>
  ) : (
    <>
      <Badge color="gray" variant="light" size="sm" radius="sm" tt="none" styles={CHIP_STYLES}>
        {th('unsent.localOnlyChip')}
      </Badge>
      {row.refused && (
        <Text size="xs" c="dimmed">
          {th(REFUSAL_TEXT[row.refused])}
        </Text>
      )}
    </>
  );
}

/** Fields a row never shows: their content is compared by the row's change time instead. */
const CONTENT_FIELDS = new Set<string>(['values', 'schema', 'conflict']);

type TRowProps = {
  row: TLocalRegistration;
  onOpen: (row: TLocalRegistration) => void;
  onDelete: (row: TLocalRegistration) => void;
};

/**
 * Rows are read again from the device after every change (a sync merges a part at a time), as
 * new objects: a row whose fields did not change (values and schema count by the change time,
 * registrationUpdatedAt; a conflict by its version) keeps its rendering, so a sync of 500
 * re-renders the rows that changed, not the whole list each part.
 */
const sameRow = (a: TRowProps, b: TRowProps) =>
  a.onOpen === b.onOpen &&
  a.onDelete === b.onDelete &&
  (Object.keys(a.row) as (keyof TLocalRegistration)[]).every(
    (field) => CONTENT_FIELDS.has(field) || a.row[field] === b.row[field],
  ) &&
  a.row.conflict?.registration_updated_at === b.row.conflict?.registration_updated_at;

const SavedRow = memo(function SavedRow({ row, onOpen, onDelete }: TRowProps) {
  const deleted = row.deletedAt !== null;
  const struck = deleted ? { textDecoration: 'line-through' } : undefined;
  return (
    <Table.Tr
      data-testid="unsent-row"
      data-deleted={deleted || undefined}
      style={{ cursor: deleted ? 'default' : 'pointer' }}
      onClick={() => onOpen(row)}
    >
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <UnstyledButton
            fw={500}
            style={struck}
            disabled={deleted && !row.conflict}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(row);
            }}
            // A row with a conflict opens the question which copy to keep.
            {...(row.conflict ? DIALOG_OPENER : undefined)}
          >
            {row.formName}
          </UnstyledButton>
          {/* On a phone the summary tells the form's registrations apart under the name. */}
          {row.formSummary && (
            <Text size="sm" c="dimmed" hiddenFrom="sm" lineClamp={2} style={struck}>
              {row.formSummary}
            </Text>
          )}
          {deleted && (
            <Text size="xs" c="dimmed">
              {th('saved.deleted')}
            </Text>
          )}
          <Chip row={row} />
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={struck}>
        <Text size="sm" lineClamp={2}>
          {row.formSummary}
        </Text>
      </Table.Td>
      <Table.Td style={struck}>
        <Text size="sm">{formatDate(row.registrationUpdatedAt)}</Text>
      </Table.Td>
      <Table.Td>
        {!deleted && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={th('saved.deleteLabel', { form: row.formName })}
            onClick={(event) => {
              event.stopPropagation();
              onDelete(row);
            }}
            {...DIALOG_OPENER}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
}, sameRow);

/**
 * The saved registrations table (doc 1 §2.10): form name (with its chip), summary, last change
 * (sortable, newest first by default), actions; page sizes 10, 25, 50, 100 and all. Deleted ones
 * (their deletion not yet past the other devices) are struck through and do not open.
 */
export function SavedTable({
  rows,
  perPage,
  onPerPage,
  onOpen,
  onDelete,
}: {
  rows: readonly TLocalRegistration[];
  perPage: number;
  onPerPage: (perPage: number) => void;
  onOpen: (row: TLocalRegistration) => void;
  onDelete: (row: TLocalRegistration) => void;
}) {
  const [order, setOrder] = useState<TSortOrder>('desc');
  const paging = usePaging({ size: perPage, onSize: onPerPage });
  // Stable handlers for the memoised rows, calling the latest ones given.
  const handlers = useRef({ onOpen, onDelete });
  handlers.current = { onOpen, onDelete };
  const openRow = useCallback((row: TLocalRegistration) => handlers.current.onOpen(row), []);
  const deleteRow = useCallback((row: TLocalRegistration) => handlers.current.onDelete(row), []);
  const shown = pageOf(rows, order, paging.size, paging.page);
  const SortIcon = order === 'desc' ? IconArrowDown : IconArrowUp;
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <PageSizeSelect
          label={th('saved.pageSize')}
          allLabel={th('saved.pageSizeAll')}
          value={paging.size}
          onChange={paging.setSize}
        />
      </Group>
      <Paper withBorder radius="md">
        <Table highlightOnHover verticalSpacing="sm" data-testid="unsent-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{th('fillScreen.columnForm')}</Table.Th>
              <Table.Th visibleFrom="sm">{th('fillScreen.columnSummary')}</Table.Th>
              <Table.Th aria-sort={order === 'desc' ? 'descending' : 'ascending'}>
                <UnstyledButton
                  fw={700}
                  fz="sm"
                  onClick={() => setOrder(order === 'desc' ? 'asc' : 'desc')}
                >
                  <Group gap={4} wrap="nowrap">
                    {th('fillScreen.columnLastChange')}
                    <SortIcon size={14} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Table.Th>
              <Table.Th>{th('saved.columnActions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((row) => (
              <SavedRow key={row.fillToken} row={row} onOpen={openRow} onDelete={deleteRow} />
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <ListPagination
        pages={shown.pages}
        page={paging.page}
        onChange={paging.setPage}
        siblings={4}
      />
    </Stack>
  );
}
