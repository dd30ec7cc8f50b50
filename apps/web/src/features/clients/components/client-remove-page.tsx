import type { TBatch } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { serverMessage } from '../../../lib/http/api-error';
import { sessionKeys, useCan } from '../../session';
import { batchQuery, clientsKeys, startClientRemoval } from '../api/clients-api';
import { useShellClient } from '../hooks/use-shell-client';
import { clientListPath, clientPath } from '../lib/client-paths';

/** How often the progress is asked while the removal runs. */
export const BATCH_POLL_MS = 1000;

/** The query parameter holding the running batch: a reload finds its progress on the server. */
const BATCH_PARAM = 'batch';

/** Percentage done of a batch. */
export function batchPercent(batch: TBatch): number {
  if (batch.total_items <= 0) return 100;
  return Math.round(((batch.total_items - batch.items_in_queue) / batch.total_items) * 100);
}

/**
 * client_remove (doc 3 §2, §4): a confirmation, then the removal's batch with its progress bar
 * until nothing is left in its queue, then a toast and the client list. The batch's name rides
 * in the address, so a reload continues showing the progress the server keeps.
 */
export function ClientRemovePage() {
  const [params, setParams] = useSearchParams();
  const batchName = params.get(BATCH_PARAM);
  const clientId = useParams().client_id ?? '';
  const shell = useShellClient();
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => startClientRemoval(clientId),
    onSuccess: (batch) => setParams({ [BATCH_PARAM]: batch.batch_name }, { replace: true }),
  });
  if (batchName) return <RemovalProgress batchName={batchName} name={shell.name} />;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Text>{tc('clients.confirmRemove', { name: shell.name })}</Text>
        {start.isError && (
          <Alert color="red" variant="light" role="alert">
            {serverMessage(start.error) ?? tc('clientsAdmin.remove.failed')}
          </Alert>
        )}
        <Group>
          <Button color="red" loading={start.isPending} onClick={() => start.mutate()}>
            {tc('clientsAdmin.remove.confirm')}
          </Button>
          <Button variant="default" onClick={() => void navigate(clientPath(clientId))}>
            {tc('clientsAdmin.remove.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The running removal: asks its batch every second until done, then leaves for the list. */
function RemovalProgress({ batchName, name }: { batchName: string; name: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canManageAll = useCan()('eform manage all clients');
  const query = useQuery({
    ...batchQuery(batchName),
    refetchInterval: (q) => (q.state.data?.items_in_queue === 0 ? false : BATCH_POLL_MS),
  });
  const done = query.data?.items_in_queue === 0;
  const finished = useRef(false);
  useEffect(() => {
    if (!done || finished.current) return;
    finished.current = true;
    notifications.show({
      color: 'green',
      message: name
        ? tc('clientsAdmin.remove.done', { name })
        : tc('clientsAdmin.remove.doneNoName'),
    });
    queryClient.removeQueries({ queryKey: sessionKeys.clientInfoAll });
    void queryClient.invalidateQueries({ queryKey: clientsKeys.all });
    void queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo });
    void navigate(clientListPath(canManageAll), { replace: true });
  }, [done, name, queryClient, navigate, canManageAll]);

  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {serverMessage(query.error) ?? tc('clientsAdmin.remove.failed')}
      </Alert>
    );
  }
  const batch = query.data;
  const percent = batch ? batchPercent(batch) : 0;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="sm" aria-live="polite">
        <Text>{tc('clients.removing')}</Text>
        <Progress
          value={percent}
          size="lg"
          animated={!done}
          aria-label={tc('clientsAdmin.remove.title')}
          data-testid="removal-progress"
        />
        {batch && (
          <Text size="sm" c="dimmed" data-testid="removal-count">
            {tc('clientsAdmin.remove.progress', {
              done: batch.total_items - batch.items_in_queue,
              total: batch.total_items,
            })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {tc('clientsAdmin.remove.stillRunning')}
        </Text>
      </Stack>
    </Paper>
  );
}
