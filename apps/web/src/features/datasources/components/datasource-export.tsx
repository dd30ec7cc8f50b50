import type { TDatasource } from '@eform/core/api/datasources';
import { tc } from '@eform/core/messages/clients';
import { Alert, Anchor, Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/http/api-error';
import { fetchFileBlob } from '../../../lib/http/file-blob';
import { useObjectUrl } from '../../../lib/use-object-url';
import { datasourceBatchQuery, startDatasourceBatch } from '../api/datasources-api';
import { batchProgress } from '../lib/batch-progress';

/**
 * 'Exporteren' (doc 3 §2, §4): the export runs as a batch with its progress; when done the file
 * is fetched with the session's key (a plain link could not send it) and offered as a download
 * link under the datasource's name.
 */
export function DatasourceExport({ datasource }: { datasource: TDatasource }) {
  const start = useMutation({ mutationFn: () => startDatasourceBatch(datasource.id, 'export') });
  const batchName = start.data?.batch_name;
  const batch = useQuery({
    ...datasourceBatchQuery(batchName ?? ''),
    enabled: batchName !== undefined,
  });
  const done = batch.data?.items_in_queue === 0;
  const url = done ? batch.data?.download_url : undefined;
  const file = useQuery({
    queryKey: ['datasources', 'export-file', url],
    queryFn: ({ signal }) => fetchFileBlob(url ?? '', { signal, intent: 'background' }),
    enabled: url !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const href = useObjectUrl(file.data);
  const progress = batch.data ? batchProgress(batch.data) : null;
  const running = start.isPending || (batchName !== undefined && !done && !batch.isError);
  const problem = start.isError
    ? (serverMessage(start.error) ?? tc('datasources.export.failed'))
    : batch.isError
      ? (serverMessage(batch.error) ?? tc('datasources.export.failed'))
      : done && !url
        ? tc('datasources.export.failed')
        : file.isError
          ? (serverMessage(file.error) ?? tc('datasources.export.downloadFailed'))
          : null;
  const fileName = `${datasource.name}.csv`;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" aria-live="polite">
        <div>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="light"
            loading={running}
            onClick={() => start.mutate()}
          >
            {tc('datasources.export.button')}
          </Button>
        </div>
        {running && progress && (
          <Stack gap={4}>
            <Text size="sm">{tc('datasources.export.running', progress)}</Text>
            <Progress value={progress.percent} aria-label={tc('datasources.export.button')} />
          </Stack>
        )}
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {url && file.isPending && <Text size="sm">{tc('datasources.export.preparing')}</Text>}
        {href && (
          <Stack gap={4}>
            <Text size="sm">{tc('datasource.exportReady')}</Text>
            <Anchor href={href} download={fileName} data-testid="datasource-export-link">
              {tc('datasources.export.download', { name: fileName })}
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
