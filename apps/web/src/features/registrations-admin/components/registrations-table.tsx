import type {
  TRegistrationListItem,
  TRegistrationSortField,
} from '@eform/core/api/registrations-admin';
import type { TInputElement } from '@eform/core/elements';
import { formatDate, truncateLabel } from '@eform/core/format';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import { Anchor, Paper, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { HookStatusBadge } from './hook-status-badge';
import { registrationDetailLink } from './registration-detail-link';
import { elementLabel, RegistrationValue } from './registration-value';
import type { TListView } from './registrations-url';
import { ReviewStateBadge } from './review-state-badge';

type TFixedColumn = {
  key: string;
  label: TPlainAdminMessageKey;
  sort?: TRegistrationSortField;
  cell: (row: TRegistrationListItem) => string;
};

const dash = (text: string | null | undefined) => text || '–';

const SERIAL: TFixedColumn = {
  key: 'serial',
  label: 'registrationsList.column.serial',
  sort: 'registration_serial_number',
  cell: (row) => String(row.registration_serial_number),
};
const DATE: TFixedColumn = {
  key: 'date',
  label: 'registrationsList.column.date',
  sort: 'registration_date',
  cell: (row) => formatDate(row.registration_date),
};
const NAME: TFixedColumn = {
  key: 'name',
  label: 'registrationsList.column.name',
  sort: 'registration_name',
  cell: (row) => dash(row.registration_name),
};
const PHASE: TFixedColumn = {
  key: 'phase',
  label: 'registrationsList.column.phase',
  cell: (row) => dash(row.registration_phase),
};
const USER: TFixedColumn = {
  key: 'user',
  label: 'registrationsList.column.user',
  cell: (row) => dash(row.registration_user_id?.username),
};
const DELETED: TFixedColumn = {
  key: 'deleted',
  label: 'registrationsList.column.deletedAt',
  sort: 'deleted_at',
  cell: (row) => (row.deleted_at ? formatDate(row.deleted_at) : '–'),
};

/** The registration's own columns: phase only on workflow forms, the trashing date in the trash. */
export function fixedColumns(workflow: boolean, trash: boolean): TFixedColumn[] {
  return [SERIAL, DATE, NAME, ...(workflow ? [PHASE] : []), USER, ...(trash ? [DELETED] : [])];
}

type TSortHeaderProps = {
  label: string;
  field: TRegistrationSortField;
  view: TListView;
  onSort: (field: TRegistrationSortField, direction: 1 | -1) => void;
};

/** A header that sorts by its column; again on the same column turns the order round. */
function SortHeader({ label, field, view, onSort }: TSortHeaderProps) {
  const active = view.sortBy === field;
  const Icon = !active ? IconArrowsSort : view.sortDirection === 1 ? IconArrowUp : IconArrowDown;
  // Names read A-Z first; numbers and dates newest first.
  const first = field === 'registration_name' ? 1 : -1;
  return (
    <Table.Th
      aria-sort={active ? (view.sortDirection === 1 ? 'ascending' : 'descending') : undefined}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(field, active ? (view.sortDirection === 1 ? -1 : 1) : first)}
        aria-label={ta('registrationsList.sortBy', { column: label })}
        fz="sm"
        fw={700}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.4} />
      </UnstyledButton>
    </Table.Th>
  );
}

type TRegistrationsTableProps = {
  formId: string;
  rows: readonly TRegistrationListItem[];
  columns: readonly TInputElement[];
  workflow: boolean;
  /** The form has integrations: a column with each hook's status. */
  hooks: boolean;
  view: TListView;
  onSort: (field: TRegistrationSortField, direction: 1 | -1) => void;
};

/** Each hook of the registration: its name and its status as a badge, one under the other. */
function HookStatuses({ row }: { row: TRegistrationListItem }) {
  if (row.webhook_integrations.length === 0) return <Text size="sm">–</Text>;
  return (
    <Stack gap={4} data-testid="registration-hooks">
      {row.webhook_integrations.map((hook, index) => (
        <HookStatusBadge
          key={hook.hook_id ?? `${hook.hook_name}-${index}`}
          status={hook.hook_status}
          name={hook.hook_name}
        />
      ))}
    </Stack>
  );
}

/** Clicks on a link or button inside a row do their own thing, not open the row. */
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element && event.target.closest('a, button') !== null;

/**
 * The page of registrations: the own columns, then one per schema element (label cut at 150,
 * whole in its title). The number is the row's link to the registration (keyboard and screen
 * readers); a click anywhere else on the row opens it too. On a phone the table scrolls sideways
 * inside its card.
 */
export function RegistrationsTable({
  formId,
  rows,
  columns,
  workflow,
  hooks,
  view,
  onSort,
}: TRegistrationsTableProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const fixed = fixedColumns(workflow, view.tab === 'trash');
  // Drafts are never reviewed: their tab has no review column.
  const reviews = view.tab !== 'draft';
  // The detail gets the list's query, so its way back returns to this view.
  const detail = (row: TRegistrationListItem) => registrationDetailLink(formId, row._id, search);
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640} type="native">
        <Table highlightOnHover verticalSpacing="sm" data-testid="registrations-table">
          <Table.Thead>
            <Table.Tr>
              {fixed.map((column) =>
                column.sort ? (
                  <SortHeader
                    key={column.key}
                    label={ta(column.label)}
                    field={column.sort}
                    view={view}
                    onSort={onSort}
                  />
                ) : (
                  <Table.Th key={column.key}>{ta(column.label)}</Table.Th>
                ),
              )}
              {reviews && <Table.Th>{ta('registrationReview.column')}</Table.Th>}
              {hooks && <Table.Th>{ta('registrationsList.column.hooks')}</Table.Th>}
              {columns.map((element) => {
                const label = elementLabel(element);
                // Cut at 150 characters with '…' (doc 2 §2); the full label goes in its title.
                const cut = truncateLabel(label);
                return (
                  <Table.Th
                    key={element.uuid}
                    title={cut === label ? undefined : label}
                    data-testid={`column-${element.name}`}
                    style={{ minWidth: 120, maxWidth: 280 }}
                  >
                    {cut}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={row._id}
                data-testid={`registration-row-${row._id}`}
                style={{ cursor: 'pointer' }}
                onClick={(event) => {
                  if (fromControl(event)) return;
                  const { to, state } = detail(row);
                  void navigate(to, { state });
                }}
              >
                {fixed.map((column) => (
                  <Table.Td key={column.key} style={{ whiteSpace: 'nowrap' }}>
                    {column === SERIAL ? (
                      <Anchor
                        component={Link}
                        to={detail(row).to}
                        state={detail(row).state}
                        fw={600}
                        size="sm"
                        aria-label={ta('registrationsList.open', {
                          serial: row.registration_serial_number,
                        })}
                      >
                        {column.cell(row)}
                      </Anchor>
                    ) : (
                      <Text size="sm">{column.cell(row)}</Text>
                    )}
                  </Table.Td>
                ))}
                {reviews && (
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <ReviewStateBadge state={row.review_state} />
                  </Table.Td>
                )}
                {hooks && (
                  // A cell narrowed by the value columns would cut the statuses to '…'.
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <HookStatuses row={row} />
                  </Table.Td>
                )}
                {columns.map((element) => (
                  <Table.Td key={element.uuid}>
                    <RegistrationValue element={element} value={row.values[element.name]} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
