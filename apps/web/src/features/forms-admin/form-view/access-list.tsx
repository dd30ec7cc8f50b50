import { ta } from '@eform/core/messages/admin';
import { Checkbox, List, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  filterAccessEntries,
  isAccessChecked,
  type TAccessChange,
  type TAccessEntry,
} from '../lib/access-entries';

/** From this many entries on, a search box narrows the list (clients with many users). */
export const ACCESS_SEARCH_FROM = 8;

type TAccessListProps = {
  title: string;
  entries: readonly TAccessEntry[];
  /** Shown when there are no entries at all. */
  emptyText: string;
  /** The change on its way, if any: its checkbox shows it; every checkbox waits for it. */
  pending: TAccessChange | null;
  onChange: (change: TAccessChange) => void;
  /** Label of the search box; without it the list has none. */
  searchLabel?: string;
  testId: string;
};

/**
 * Users or groups of the client with a checkbox each that shares the form with them or stops
 * sharing ('Toegang voor …'). The checkboxes wait while a change runs, so the answers of two
 * changes cannot overtake each other.
 */
export function AccessList({
  title,
  entries,
  emptyText,
  pending,
  onChange,
  searchLabel,
  testId,
}: TAccessListProps) {
  const [query, setQuery] = useState('');
  const searchable = searchLabel !== undefined && entries.length >= ACCESS_SEARCH_FROM;
  const shown = searchable ? filterAccessEntries(entries, query) : entries;
  return (
    <Stack gap="xs" data-testid={testId}>
      <Title order={3} fz="h5">
        {title}
      </Title>
      {searchable && (
        <TextInput
          type="search"
          label={searchLabel}
          placeholder={ta('formSharing.access.searchUsersPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      {entries.length === 0 && <Text c="dimmed">{emptyText}</Text>}
      {entries.length > 0 && shown.length === 0 && (
        <Text c="dimmed" role="status">
          {ta('formSharing.access.noUserMatch', { query: query.trim() })}
        </Text>
      )}
      {shown.length > 0 && (
        <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
          <Stack gap="xs" py={2}>
            {shown.map((entry) => (
              <Checkbox
                key={`${entry.kind}-${entry.id}`}
                label={entry.label}
                description={entry.detail ?? undefined}
                aria-label={entry.accessibleName}
                checked={isAccessChecked(entry, pending)}
                disabled={pending !== null}
                onChange={(event) =>
                  onChange({ kind: entry.kind, id: entry.id, grant: event.currentTarget.checked })
                }
                styles={{ label: { overflowWrap: 'anywhere' } }}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/** How many users with access the panel names before it says 'en nog … anderen'. */
export const ASSIGNED_SHOWN = 10;

/** The users who may fill the form now, directly or through a group, as a short list. */
export function AssignedUsers({ emails }: { emails: readonly string[] }) {
  const rest = emails.length - ASSIGNED_SHOWN;
  return (
    <Stack gap="xs" data-testid="access-assigned">
      <Title order={3} fz="h5">
        {ta('formSharing.access.assigned')}
      </Title>
      {emails.length === 0 ? (
        <Text c="dimmed">{ta('formSharing.access.noneAssigned')}</Text>
      ) : (
        <List size="sm" spacing={2} styles={{ itemLabel: { overflowWrap: 'anywhere' } }}>
          {emails.slice(0, ASSIGNED_SHOWN).map((email) => (
            <List.Item key={email}>{email}</List.Item>
          ))}
          {rest > 0 && (
            <List.Item>{ta('formSharing.access.moreAssigned', { count: rest })}</List.Item>
          )}
        </List>
      )}
    </Stack>
  );
}
