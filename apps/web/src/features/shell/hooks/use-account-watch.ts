import { t } from '@eform/core/messages';
import { mustSignOutWithoutClient } from '@eform/core/permissions';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { signOut, useCurrentUser } from '../../session';

/**
 * The polled user info may show that the account lost its last client: a non-admin is then
 * warned (the warning stays) and signed out (doc 1 §4, §8).
 */
export function useAccountWatch(): void {
  const queryClient = useQueryClient();
  const current = useCurrentUser();
  const user = current?.user;
  const lostClients = !!user && mustSignOutWithoutClient(user);
  useEffect(() => {
    if (!lostClients) return;
    notifications.show({ color: 'orange', message: t('account.noClient'), autoClose: false });
    void signOut(queryClient);
  }, [lostClients, queryClient]);
}
