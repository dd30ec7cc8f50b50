import { SUBJECT_EXPORT_POLL_MS } from '@eform/core/api/subject-requests';
import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../../../../lib/save-blob';
import { fetchSubjectExportFile, subjectExportQuery } from './subject-requests-api';

/**
 * A running subject export: its progress, asked every second until it is done or failed, then
 * the download (a button: the zip is fetched with the session's key, which a link cannot send).
 */
export function SubjectExportPanel({ clientId, queueId }: { clientId: number; queueId: string }) {
  const status = useQuery({
    ...subjectExportQuery(clientId, queueId),
    refetchInterval: (query) => {
      const state = query.state.data?.status;
      return state === 'done' || state === 'failed' ? false : SUBJECT_EXPORT_POLL_MS;
    },
  });
  const [downloadFailed, setDownloadFailed] = useState(false);
  const data = status.data;
  if (status.isError || data?.status === 'failed') {
    return (
      <Alert color="red" variant="light" role="alert">
        {data?.error ?? tc('subjectRequests.exportFailed')}
      </Alert>
    );
  }
  if (data?.status === 'done') {
    const download = async () => {
      setDownloadFailed(false);
      try {
        const day = new Date().toISOString().slice(0, 10);
        saveBlob(
          await fetchSubjectExportFile(clientId, queueId),
          `${tc('subjectRequests.fileName')}-${day}.zip`,
        );
      } catch {
        setDownloadFailed(true);
      }
    };
    return (
      <Stack gap="xs" role="status">
        <Group gap="sm">
          <Text>{tc('subjectRequests.exportReady')}</Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void download()}
          >
            {tc('subjectRequests.download')}
          </Button>
        </Group>
        {downloadFailed && (
          <Text c="red" role="alert">
            {tc('subjectRequests.downloadFailed')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={4} role="status">
      <Text size="sm">{tc('subjectRequests.exporting')}</Text>
      <Progress
        value={data?.progress ?? 0}
        aria-label={tc('subjectRequests.exportProgress')}
        animated
      />
    </Stack>
  );
}
