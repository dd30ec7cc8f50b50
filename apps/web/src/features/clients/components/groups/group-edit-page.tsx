import { tc } from '@eform/core/messages/clients';
import { Button, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { serverMessage } from '../../../../lib/http/api-error';
import { ClientLoadError, ClientLoading } from '../../../../ui/client-query-state';
import { useShellClient } from '../../hooks/use-shell-client';
import { GroupFormsList } from './group-forms-list';
import { GroupMembers } from './group-members';
import { GroupNameForm } from './group-name-form';
import { groupListPath } from './group-paths';
import { groupKeys, groupQuery, renameGroup } from './groups-api';

/**
 * client_user_group_edit (doc 3 'Group edit'): the name, the forms the group can fill (each with
 * a view button), a panel to add client users and the group's users with a remove button.
 */
export function GroupEditPage() {
  const client = useShellClient();
  const groupId = useParams().group_id ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const group = useQuery(groupQuery(groupId));
  const rename = useMutation({
    mutationFn: (label: string) => renameGroup(groupId, label),
    onSuccess: (saved) => {
      notifications.show({ color: 'green', message: tc('groups.saved', { name: saved.label }) });
      queryClient.setQueryData(groupKeys.group(groupId), saved);
      void queryClient.invalidateQueries({ queryKey: groupKeys.list(client.clientId) });
      navigate(groupListPath(client.clientId));
    },
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{tc('groups.edit.title')}</Title>
        <Button
          component={Link}
          to={groupListPath(client.clientId)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {tc('groups.edit.back')}
        </Button>
      </Group>
      {group.isPending && <ClientLoading />}
      {group.isError && (
        <ClientLoadError message="clients.loadFailed" onRetry={() => void group.refetch()} />
      )}
      {group.data && (
        <>
          <GroupNameForm
            initial={group.data.label}
            submitLabel={tc('groups.edit.save')}
            pending={rename.isPending}
            error={rename.isError ? (serverMessage(rename.error) ?? tc('groups.saveFailed')) : null}
            onSubmit={(label) => rename.mutate(label)}
          />
          <GroupFormsList groupId={groupId} />
          <GroupMembers group={group.data} />
        </>
      )}
    </Stack>
  );
}
