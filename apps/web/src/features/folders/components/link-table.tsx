import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './link-table.module.css';

/** One row: its name, where it leads, and an icon. */
export type TLinkRow = { key: string | number; name: string; to: string; icon: ReactNode };

/**
 * The fillers' tables (folders, a folder's forms): rows sorted by name, the whole row opens its
 * target and the name is the keyboard link.
 */
export function LinkTable({
  column,
  rows,
  testId,
}: {
  column: string;
  rows: readonly TLinkRow[];
  testId: string;
}) {
  const navigate = useNavigate();
  const sorted = [...rows].sort((a, b) => a.name.localeCompare(b.name, 'nl'));
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{column}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={row.key} className={classes.row} onClick={() => navigate(row.to)}>
              <Table.Td>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    {row.icon}
                    <Anchor component={Link} to={row.to} c="inherit" fw={500}>
                      {row.name}
                    </Anchor>
                  </Group>
                  <Text c="dimmed" lh={0} aria-hidden>
                    <IconChevronRight size={18} />
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
