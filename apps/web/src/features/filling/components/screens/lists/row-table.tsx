import { Anchor, Paper, Table, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DIALOG_OPENER } from '../../../../../ui/dialog-opener';
import classes from './row-table.module.css';

/** One row: the name (the keyboard target), the other cells, and where it leads or what it opens. */
export type TRow = {
  key: string;
  name: string;
  /** The registration's own name (its registrationNameToken), under the name on every size. */
  detail?: string;
  /** Shown under the name on a phone, in its own column from sm up. */
  summary?: string;
  cells: ReactNode[];
} & ({ to: string } | { /** Opens the row in a dialog. */ onOpen: () => void });

/**
 * The filler's registration tables: the whole row opens it, the name is the link or button a
 * keyboard reaches. On a phone (375 px) the summary moves under the name instead of a column
 * of its own, so nothing scrolls sideways.
 */
export function RowTable({
  columns,
  summaryColumn,
  rows,
  testId,
}: {
  /** Headers: the name first, then one per cell. */
  columns: string[];
  /** Header of the summary column (hidden below sm). */
  summaryColumn?: string;
  rows: readonly TRow[];
  testId: string;
}) {
  const navigate = useNavigate();
  const [nameHeader, ...cellHeaders] = columns;
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{nameHeader}</Table.Th>
            {summaryColumn && <Table.Th visibleFrom="sm">{summaryColumn}</Table.Th>}
            {cellHeaders.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const open = 'to' in row ? () => void navigate(row.to) : row.onOpen;
            return (
              <Table.Tr key={row.key} className={classes.row} onClick={open}>
                <Table.Td>
                  {'to' in row ? (
                    <Anchor component={Link} to={row.to} c="inherit" fw={500}>
                      {row.name}
                    </Anchor>
                  ) : (
                    <UnstyledButton
                      fw={500}
                      onClick={(event) => {
                        event.stopPropagation();
                        row.onOpen();
                      }}
                      {...DIALOG_OPENER}
                    >
                      {row.name}
                    </UnstyledButton>
                  )}
                  {row.detail && (
                    <Text size="sm" data-testid="row-detail">
                      {row.detail}
                    </Text>
                  )}
                  {row.summary && (
                    <Text size="sm" c="dimmed" hiddenFrom="sm" lineClamp={2}>
                      {row.summary}
                    </Text>
                  )}
                </Table.Td>
                {summaryColumn && (
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" lineClamp={2}>
                      {row.summary}
                    </Text>
                  </Table.Td>
                )}
                {row.cells.map((cell, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed per table
                  <Table.Td key={i}>{cell}</Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
