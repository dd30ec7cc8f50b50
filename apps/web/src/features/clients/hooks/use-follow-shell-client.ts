import { t } from '@eform/core/messages';
import { isAdminRole } from '@eform/core/permissions';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { switchClient, useCurrentUser } from '../../session';

/**
 * Opening the shell of another of the user's own clients makes it the current client (with the
 * switch's toast, doc 3 §4): the tab screens' route guards and the other screens read the
 * current client's permissions, which must be this client's. Admins hold every permission in
 * every client, so their working client stays as they chose it.
 */
export function useFollowShellClient(clientId: number | null): void {
  const queryClient = useQueryClient();
  const current = useCurrentUser();
  const target = current?.clients.find((client) => client.id === clientId) ?? null;
  const follow =
    current !== null &&
    !isAdminRole(current.roles) &&
    target !== null &&
    current.currentClient?.id !== target.id;
  useEffect(() => {
    if (!follow || !target) return;
    switchClient(queryClient, target.id);
    notifications.show({ color: 'green', message: t('client.switched', { client: target.name }) });
  }, [follow, target, queryClient]);
}
