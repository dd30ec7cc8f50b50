import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../../../lib/save-blob';
import { ClientLoadError, ClientLoading } from '../../../ui/client-query-state';
import { auditLogQuery, fetchAuditCsv, type TAuditScope } from '../api/audit-log-api';
import { NO_FILTERS, type TAuditFilters } from '../lib/audit-filters';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';

/**
 * A log with its states: filters (unless `fixed` narrows it for good, as a registration's own
 * list does), loading, an error with a retry, 'Nog geen gebeurtenissen.', the table, 'Meer
 * laden' and 'Exporteren (CSV)'.
 */
export function AuditLogView({
  scope,
  label,
  fixed,
  showFilters = true,
  showExport = true,
}: {
  scope: TAuditScope;
  /** The table's name for screen readers. */
  label: string;
  fixed?: Partial<TAuditFilters>;
  showFilters?: boolean;
  showExport?: boolean;
}) {
  const [chosen, setChosen] = useState<TAuditFilters>(NO_FILTERS);
  const filters = { ...chosen, ...fixed };
  const log = useInfiniteQuery(auditLogQuery(scope, filters));
  const exportCsv = useMutation({
    mutationFn: () => fetchAuditCsv(scope, filters),
    onSuccess: (blob) => saveBlob(blob, 'auditlog.csv'),
  });
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const acrossClients = scope.kind === 'admin';
  return (
    <Stack gap="md">
      {showFilters && (
        <Paper withBorder radius="md" p="md">
          <AuditLogFilters value={chosen} onApply={setChosen} showClient={acrossClients} />
        </Paper>
      )}
      {showExport && (
        <Group justify="flex-end">
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          >
            {tc('audit.export')}
          </Button>
        </Group>
      )}
      {exportCsv.isError && (
        <Alert color="red" variant="light" role="alert">
          {tc('audit.exportFailed')}
        </Alert>
      )}
      {log.isPending && <ClientLoading />}
      {log.isError && <ClientLoadError message="audit.error" onRetry={() => void log.refetch()} />}
      {log.isSuccess && entries.length === 0 && (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" data-testid="audit-log-empty">
            {tc('audit.empty')}
          </Text>
        </Paper>
      )}
      {entries.length > 0 && (
        <Paper withBorder radius="md">
          <AuditLogTable entries={entries} label={label} showClient={acrossClients} />
        </Paper>
      )}
      {log.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={log.isFetchingNextPage}
            onClick={() => void log.fetchNextPage()}
          >
            {tc('audit.more')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
