import { Anchor, Paper } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import classes from './link-table.module.css';

/** One row: its name, where it leads, an icon, and optionally a mark after the name. */
export type TLinkRow = {
  key: string | number;
  name: string;
  to: string;
  icon: ReactNode;
  mark?: ReactNode;
};

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
      <table className={classes.table} data-testid={testId}>
        <thead>
          <tr>
            <th scope="col">{column}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.key} className={classes.row} onClick={() => navigate(row.to)}>
              <td>
                <div className={classes.cell}>
                  <div className={classes.name}>
                    {row.icon}
                    <Anchor component={Link} to={row.to} c="inherit" fw={500}>
                      {row.name}
                    </Anchor>
                    {row.mark}
                  </div>
                  <span className={classes.chevron} aria-hidden>
                    <IconChevronRight size={18} />
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Paper>
  );
}
