import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { Dialog } from '../../../ui/dialog';
import { datasourceBatchQuery, datasourcesKeys, importOutcomeQuery } from '../api/datasources-api';
import type { TImportRun } from '../hooks/use-datasource-save';
import { batchProgress } from '../lib/batch-progress';
import { datasourcePath } from '../lib/datasource-paths';

/**
 * The import of a saved datasource's file in a dialog that cannot be closed (doc 3 §2, §4): the
 * batch is asked every 500 ms until nothing is left in its queue, then the datasource is read
 * again; an import that failed shows the server's reason and leads to the edit screen, one that
 * worked toasts `success` and opens the datasource.
 */
export function ImportDialog({
  run,
  success,
  onDismiss,
}: {
  run: TImportRun;
  success: string;
  /** Closes the dialog when a failed import sends the user on (to the edit screen, say). */
  onDismiss: () => void;
}) {
  const { datasource, batchName } = run;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const batch = useQuery(datasourceBatchQuery(batchName));
  const done = batch.data?.items_in_queue === 0;
  // The datasource as the finished import left it (its state and error).
  const result = useQuery({ ...importOutcomeQuery(datasource.id, batchName), enabled: done });
  const failed = result.data?.import_state === 'failed';
  const finished = useRef(false);
  useEffect(() => {
    if (!result.isSuccess || result.data.import_state === 'failed' || finished.current) return;
    finished.current = true;
    void queryClient.invalidateQueries({ queryKey: datasourcesKeys.all });
    notifications.show({ color: 'green', message: success });
    void navigate(datasourcePath(datasource.type, datasource.id), { replace: true });
  }, [result.isSuccess, result.data, queryClient, success, navigate, datasource]);

  const progress = batch.data ? batchProgress(batch.data) : null;
  const problem = failed
    ? (result.data?.import_error ?? tc('datasources.import.failedUnknown'))
    : batch.isError
      ? (serverMessage(batch.error) ?? tc('datasources.import.pollFailed'))
      : result.isError
        ? (serverMessage(result.error) ?? tc('datasources.import.pollFailed'))
        : null;
  return (
    <Dialog
      opened
      onClose={() => {}}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      title={tc('datasources.import.title')}
    >
      {problem ? (
        <Stack gap="md">
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={tc('datasources.import.failedTitle')}
          >
            {problem}
          </Alert>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                onDismiss();
                void navigate(datasourcePath(datasource.type, datasource.id));
              }}
            >
              {tc('datasources.import.toView')}
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                onDismiss();
                void navigate(datasourcePath(datasource.type, datasource.id, 'edit'));
              }}
            >
              {tc('datasources.import.toEdit')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" aria-live="polite">
          <Text>{tc('datasource.importing')}</Text>
          <Progress
            value={progress?.percent ?? 0}
            size="lg"
            animated={!done}
            aria-label={tc('datasources.import.title')}
          />
          {progress && (
            <Text size="sm" c="dimmed" data-testid="import-count">
              {tc('datasources.import.progress', progress)}
            </Text>
          )}
        </Stack>
      )}
    </Dialog>
  );
}
