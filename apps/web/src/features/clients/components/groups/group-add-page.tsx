import { tc } from '@eform/core/messages/clients';
import { Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../../../lib/http/api-error';
import { useShellClient } from '../../hooks/use-shell-client';
import { GroupNameForm } from './group-name-form';
import { groupListPath } from './group-paths';
import { createGroup, groupKeys } from './groups-api';

/** client_user_group_add: 'Groepnaam', 'Groep toevoegen aan klant', then client_user_groups. */
export function GroupAddPage() {
  const client = useShellClient();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (label: string) => createGroup(client.clientId, label),
    onSuccess: (group) => {
      notifications.show({ color: 'green', message: tc('groups.created', { name: group.label }) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.list(client.clientId) });
      navigate(groupListPath(client.clientId));
    },
  });
  return (
    <Stack gap="md">
      <Title order={2}>{tc('groups.add.title')}</Title>
      <GroupNameForm
        submitLabel={tc('groups.add')}
        pending={create.isPending}
        error={create.isError ? (serverMessage(create.error) ?? tc('groups.saveFailed')) : null}
        onSubmit={(label) => create.mutate(label)}
      />
    </Stack>
  );
}
