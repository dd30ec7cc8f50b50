import {
  GUEST_SEARCH_MIN_QUERY_LENGTH,
  REGISTRATION_SEARCH_PAGE_SIZE,
  SEARCH_DIALOG_DEBOUNCE_MS,
} from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { Alert, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Dialog } from '../../../../../ui/dialog';
import { ListPagination } from '../../../../../ui/list-pager';
import { searchRegistrations } from '../../../api/lists-api';

/** A searchable field of the form: its data name and label. */
export type TSearchField = { value: string; label: string };

function Results({ guestId, field, query }: { guestId: string; field: string; query: string }) {
  const [page, setPage] = useState(1);
  const [pageOf, setPageOf] = useState({ field, query });
  // A new search starts on page 1.
  if (pageOf.field !== field || pageOf.query !== query) {
    setPageOf({ field, query });
    setPage(1);
  }
  const result = useQuery({
    queryKey: ['fill', 'guest', guestId, 'search', field, query, page],
    queryFn: ({ signal }) => searchRegistrations({ guestId }, { field, query, page }, signal),
    placeholderData: keepPreviousData,
  });
  if (result.isError) {
    return <Alert color="red" variant="light" title={th('fillScreen.searchFailed')} />;
  }
  if (!result.data) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={th('fillScreen.listLoading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={36} radius="sm" />
        ))}
      </Stack>
    );
  }
  const { registrations, pages_count } = result.data;
  if (registrations.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md" data-testid="search-empty">
        {th('fillScreen.searchEmpty')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md">
        <Table verticalSpacing="xs" data-testid="search-results">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{th('fillScreen.columnRegistration')}</Table.Th>
              <Table.Th>{th('fillScreen.columnUser')}</Table.Th>
              <Table.Th>{th('fillScreen.columnDate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {registrations.map((row) => (
              <Table.Tr key={row._id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {row.registration_name}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {row.value}
                  </Text>
                </Table.Td>
                <Table.Td>{row.registration_user ?? th('fillScreen.guestUser')}</Table.Td>
                <Table.Td>{formatDate(row.registration_date)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <ListPagination
        pages={pages_count}
        page={page}
        onChange={setPage}
        siblings={1}
        centered
        label={th('fillScreen.pages')}
      />
    </Stack>
  );
}

/**
 * The registration search of a guest form (doc 1 §2.13): a field (required) of the form's
 * searchable fields and a search text of at least GUEST_SEARCH_MIN_QUERY_LENGTH characters (the
 * server's guest rule, issue 17; shorter, the dialog says so), searched 250 ms after the last keystroke;
 * pages of {@link REGISTRATION_SEARCH_PAGE_SIZE}, newest first (the server's order).
 */
export function RegistrationSearchDialog({
  guestId,
  fields,
  opened,
  onClose,
}: {
  guestId: string;
  fields: readonly TSearchField[];
  opened: boolean;
  onClose: () => void;
}) {
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const [field, setField] = useState<string | null>(fields[0]?.value ?? null);
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DIALOG_DEBOUNCE_MS);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={th('fillScreen.searchTitle')}
      size="lg"
      fullScreen={phone}
    >
      <Stack gap="md">
        <Select
          label={th('fillScreen.searchField')}
          data={fields.map((f) => ({ value: f.value, label: f.label }))}
          value={field}
          onChange={setField}
          allowDeselect={false}
          required
        />
        <TextInput
          label={th('fillScreen.searchQuery')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        {opened &&
          field &&
          (debounced.length < GUEST_SEARCH_MIN_QUERY_LENGTH ? (
            // A guest searches with a few characters at least (issue 17): say so, ask nothing.
            <Text c="dimmed" ta="center" py="md" data-testid="search-too-short">
              {t('server.registration.searchQueryShort', {
                field: th('fillScreen.searchQuery'),
                min: GUEST_SEARCH_MIN_QUERY_LENGTH,
              })}
            </Text>
          ) : (
            <Results guestId={guestId} field={field} query={debounced} />
          ))}
      </Stack>
    </Dialog>
  );
}
