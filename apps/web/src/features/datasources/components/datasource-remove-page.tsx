import { tc } from '@eform/core/messages/clients';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { datasourcesKeys, deleteDatasource } from '../api/datasources-api';
import { DATASOURCE_LIST_PATH, datasourcePath } from '../lib/datasource-paths';
import { useShellDatasource } from './datasource-shell-page';

/**
 * datasource_remove (doc 3 §2, §8): the spec's question with delete and cancel (back to the
 * view); deleted: toast and the list; refused: the spec's failure text.
 */
export function DatasourceRemovePage() {
  const datasource = useShellDatasource();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteDatasource(datasource.id),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: tc('datasource.deleted') });
      await navigate(DATASOURCE_LIST_PATH, { replace: true });
      queryClient.removeQueries({ queryKey: datasourcesKeys.detail(String(datasource.id)) });
      void queryClient.invalidateQueries({ queryKey: datasourcesKeys.all });
    },
  });
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <Stack gap="md">
        <Text>{tc('datasource.confirmDelete')}</Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {tc('datasource.deleteFailed')}
          </Alert>
        )}
        <Group>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
            {tc('datasource.delete')}
          </Button>
          <Button
            variant="default"
            disabled={remove.isPending}
            onClick={() => void navigate(datasourcePath(datasource.type, datasource.id))}
          >
            {tc('datasource.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
