import { ta } from '@eform/core/messages/admin';
import { Divider, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignedUsersQuery,
  changeFormAccess,
  formDetailKeys,
  formGroupsQuery,
  formUsersQuery,
  ListError,
  ListLoading,
  useFormDetail,
} from '../../form-admin-kit';
import { useCan } from '../../session';
import { groupEntry, type TAccessChange, userEntry } from '../lib/access-entries';
import { AccessList, AssignedUsers } from './access-list';
import { DetailPanel } from './detail-panel';

/** Shares the form with a user or group, or stops; the answer is the updated form. */
function useChangeAccess(formId: string) {
  const { replace } = useFormDetail();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TAccessChange) => changeFormAccess(formId, change),
    onSuccess: async (form) => {
      replace(form);
      // Awaited: the change counts as running until the lists show it, so no checkbox flickers.
      await Promise.all(
        [formDetailKeys.users, formDetailKeys.groups, formDetailKeys.assignedUsers].map((key) =>
          queryClient.invalidateQueries({ queryKey: key(formId) }),
        ),
      );
    },
    onError: () => {
      notifications.show({ color: 'red', message: ta('formSharing.access.changeFailed') });
    },
  });
}

function AccessPanelContent() {
  const { form } = useFormDetail();
  const users = useQuery(formUsersQuery(form.form_id));
  const groups = useQuery(formGroupsQuery(form.form_id));
  const assigned = useQuery(assignedUsersQuery(form.form_id));
  const change = useChangeAccess(form.form_id);
  const pending = change.isPending ? (change.variables ?? null) : null;
  const queries = [users, groups, assigned];
  if (queries.some((query) => query.isPending)) return <ListLoading />;
  if (!users.data || !groups.data || !assigned.data) {
    return (
      <ListError
        onRetry={() => {
          for (const query of queries) if (query.isError) void query.refetch();
        }}
      />
    );
  }
  return (
    <>
      <Text size="sm">{ta('formSharing.access.intro')}</Text>
      <AccessList
        title={ta('formSharing.access.users')}
        entries={users.data.map(userEntry)}
        emptyText={ta('formSharing.access.noUsers')}
        pending={pending}
        onChange={(next) => change.mutate(next)}
        searchLabel={ta('formSharing.access.searchUsers')}
        testId="access-users"
      />
      <AccessList
        title={ta('formSharing.access.groups')}
        entries={groups.data.map(groupEntry)}
        emptyText={ta('formSharing.access.noGroups')}
        pending={pending}
        onChange={(next) => change.mutate(next)}
        testId="access-groups"
      />
      <Divider />
      <AssignedUsers emails={assigned.data.map((user) => user.email)} />
    </>
  );
}

/**
 * Access (doc 2 §2): which users and groups of the client may fill this form, and who may now.
 * With 'eform manage form users' (what the server's access calls check).
 */
export function AccessPanel() {
  const can = useCan();
  if (!can('eform manage form users')) return null;
  return (
    <DetailPanel title={ta('formSharing.access.title')} testId="access-panel">
      <AccessPanelContent />
    </DetailPanel>
  );
}
