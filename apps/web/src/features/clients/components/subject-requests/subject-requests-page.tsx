import {
  SUBJECT_QUERY_MAX,
  SUBJECT_QUERY_MIN,
  type TSubjectSearchAnswer,
  type TSubjectSearchField,
} from '@eform/core/api/subject-requests';
import { tc } from '@eform/core/messages/clients';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../../../lib/http/api-error';
import { ClientLoading } from '../../../../ui/client-query-state';
import { DIALOG_OPENER } from '../../../../ui/dialog-opener';
import { useShellClient } from '../../hooks/use-shell-client';
import { EraseDialog } from './erase-dialog';
import { SubjectExportPanel } from './subject-export-panel';
import {
  eraseSubjectRegistrations,
  searchSubject,
  startSubjectExport,
} from './subject-requests-api';
import { groupByForm, SubjectResults } from './subject-results';

const FIELDS: readonly { value: TSubjectSearchField; label: string }[] = [
  { value: 'email', label: tc('subjectRequests.field.email') },
  { value: 'name', label: tc('subjectRequests.field.name') },
  { value: 'any', label: tc('subjectRequests.field.any') },
];

/**
 * 'Verzoeken van betrokkenen' (issue 34): a client manager finds every registration of a person
 * across the client's forms (e-mail address, name or any field), then exports the selection as
 * a zip or erases it after typing VERWIJDEREN.
 */
export function SubjectRequestsPage() {
  const { clientId } = useShellClient();
  const [query, setQuery] = useState('');
  const [field, setField] = useState<TSubjectSearchField>('email');
  const [answer, setAnswer] = useState<TSubjectSearchAnswer | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [queueId, setQueueId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<number | null>(null);
  const [shortShown, setShortShown] = useState(false);

  const search = useMutation({
    mutationFn: () => searchSubject(clientId, { query: query.trim(), field }),
    onSuccess: (found) => {
      setAnswer(found);
      // All found registrations are selected: an answer to a subject holds them all by default.
      setSelected(new Set(found.items.map((hit) => hit.registration_id)));
      setQueueId(null);
    },
  });
  const exportStart = useMutation({
    mutationFn: () => startSubjectExport(clientId, [...selected]),
    onSuccess: (started) => setQueueId(started.queue_id),
  });
  const erase = useMutation({
    mutationFn: () => eraseSubjectRegistrations(clientId, [...selected]),
    onSuccess: (result) => {
      setConfirming(false);
      setErased(result.deleted);
      setAnswer((current) =>
        current
          ? { ...current, items: current.items.filter((hit) => !selected.has(hit.registration_id)) }
          : current,
      );
      setSelected(new Set());
      setQueueId(null);
    },
  });

  const groups = useMemo(() => groupByForm(answer?.items ?? []), [answer]);
  const tooShort = query.trim().length < SUBJECT_QUERY_MIN;

  const change = (ids: readonly string[], checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (checked) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <Title order={2}>{tc('subjectRequests.title')}</Title>
      <Text c="dimmed">{tc('subjectRequests.intro')}</Text>
      <Paper withBorder radius="md" p="md">
        <form
          aria-label={tc('subjectRequests.search')}
          onSubmit={(event) => {
            event.preventDefault();
            // Too short: said at the field (the button stays reachable by keyboard).
            setShortShown(tooShort);
            if (!tooShort) {
              setErased(null);
              search.mutate();
            }
          }}
        >
          <Stack gap="sm">
            <TextInput
              label={tc('subjectRequests.query')}
              description={tc('subjectRequests.queryHint')}
              value={query}
              maxLength={SUBJECT_QUERY_MAX}
              onChange={(event) => setQuery(event.currentTarget.value)}
              error={shortShown && tooShort ? tc('subjectRequests.queryTooShort') : undefined}
              type="search"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="subject-field-label">
                {tc('subjectRequests.field')}
              </Text>
              <SegmentedControl
                aria-labelledby="subject-field-label"
                data={FIELDS.map((option) => ({ value: option.value, label: option.label }))}
                value={field}
                onChange={(value) => setField(value as TSubjectSearchField)}
                fullWidth
              />
            </Stack>
            <Group>
              <Button
                type="submit"
                loading={search.isPending}
                leftSection={<IconSearch size={16} aria-hidden />}
              >
                {tc('subjectRequests.search')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>

      {erased !== null && (
        <Alert color="green" variant="light" role="status">
          {tc('subjectRequests.erased', { count: String(erased) })}
        </Alert>
      )}
      {search.isPending && <ClientLoading />}
      {search.isError && (
        <Alert color="red" variant="light" role="alert">
          {serverMessage(search.error) ?? tc('subjectRequests.searchFailed')}
        </Alert>
      )}
      {!search.isPending && answer && answer.items.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" role="status">
            {tc('subjectRequests.empty')}
          </Text>
        </Paper>
      )}
      {!search.isPending && answer && answer.items.length > 0 && (
        <Stack gap="md">
          <Text role="status">
            {tc('subjectRequests.found', {
              count: String(answer.items.length),
              selected: String(selected.size),
            })}
          </Text>
          {answer.truncated && (
            <Alert color="yellow" variant="light">
              {tc('subjectRequests.truncated')}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              disabled={selected.size === 0}
              loading={exportStart.isPending}
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => exportStart.mutate()}
            >
              {tc('subjectRequests.export')}
            </Button>
            <Button
              color="red"
              variant="light"
              disabled={selected.size === 0}
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => {
                erase.reset();
                setConfirming(true);
              }}
              {...DIALOG_OPENER}
            >
              {tc('subjectRequests.erase')}
            </Button>
          </Group>
          {exportStart.isError && (
            <Alert color="red" variant="light" role="alert">
              {serverMessage(exportStart.error) ?? tc('subjectRequests.exportFailed')}
            </Alert>
          )}
          {queueId && <SubjectExportPanel clientId={clientId} queueId={queueId} />}
          <SubjectResults groups={groups} selected={selected} onChange={change} />
        </Stack>
      )}
      {confirming && (
        <EraseDialog
          count={selected.size}
          pending={erase.isPending}
          error={erase.error}
          onConfirm={() => erase.mutate()}
          onClose={() => setConfirming(false)}
        />
      )}
    </Stack>
  );
}
