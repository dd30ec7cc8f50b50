import type { TClientUserPermission } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { ROLE_LABELS, type TAssignableRole } from '@eform/core/permissions';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiStatus, serverMessage } from '../../../../lib/http/api-error';
import { ConfirmDialog } from './confirm-dialog';
import { RoleCheckboxes } from './role-checkboxes';
import { clientPath, usePathClient } from './use-path-client';
import { clientUserPermissionQuery, clientUsersKeys, updateClientUserRoles } from './users-api';

/**
 * client_user_edit (/clients/:client_id/user/:user_id/edit, user_id the user's uuid): the roles
 * of one user for this client. Roles the signed-in user may not assign show disabled; taking the
 * role away from the client's last client manager asks first.
 */
export function ClientUserEditPage() {
  const { clientId } = usePathClient();
  const userUuid = useParams().user_id ?? '';
  const permission = useQuery(clientUserPermissionQuery(clientId, userUuid));
  if (permission.isPending) return <Skeleton h={240} aria-label={t('ui.app.loading')} />;
  if (permission.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={tc('users.loadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void permission.refetch()}>
          {t('ui.common.retry')}
        </Button>
      </Alert>
    );
  }
  return <ClientUserRolesForm clientId={clientId} data={permission.data} />;
}

type TFormProps = { clientId: string; data: TClientUserPermission };

function ClientUserRolesForm({ clientId, data }: TFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [roles, setRoles] = useState<TAssignableRole[]>(data.roles);
  const [warning, setWarning] = useState<string | null>(null);
  const name = data.user.display_name || data.user.username;

  const save = useMutation({
    mutationFn: (confirm: boolean) =>
      updateClientUserRoles(clientId, data.user.uuid, { roles, confirm_last_manager: confirm }),
    onSuccess: () => {
      setWarning(null);
      notifications.show({ color: 'green', message: tc('clients.userRolesSaved', { name }) });
      void queryClient.invalidateQueries({ queryKey: clientUsersKeys.all(clientId) });
      navigate(clientPath(clientId, 'users'));
    },
    onError: (error) => {
      if (isApiStatus(error, 409)) {
        setWarning(serverMessage(error) ?? tc('users.lastManagerTitle'));
        return;
      }
      setWarning(null);
      notifications.show({ color: 'red', message: serverMessage(error) ?? tc('users.saveFailed') });
    },
  });

  return (
    <Stack gap="md" maw={560}>
      <Title order={2}>{name}</Title>
      <Text c="dimmed">{data.user.username}</Text>
      {data.global_roles.length > 0 && (
        <Text size="sm">
          {tc('users.globalRoles', {
            roles: data.global_roles.map((role) => ROLE_LABELS[role]).join(', '),
          })}
        </Text>
      )}
      <RoleCheckboxes value={roles} assignable={data.assignable_roles} onChange={setRoles} />
      <Group gap="xs">
        <Button loading={save.isPending && warning === null} onClick={() => save.mutate(false)}>
          {tc('users.save')}
        </Button>
        <Button variant="default" component={Link} to={clientPath(clientId, 'users')}>
          {tc('users.back')}
        </Button>
      </Group>
      <ConfirmDialog
        opened={warning !== null}
        title={tc('users.lastManagerTitle')}
        message={warning ?? ''}
        confirmLabel={tc('users.lastManagerConfirm')}
        busy={save.isPending}
        onCancel={() => setWarning(null)}
        onConfirm={() => save.mutate(true)}
      />
    </Stack>
  );
}
