import type { TClientDetail, TUpdateClientBody } from '@eform/core/api';
import { tc } from '@eform/core/messages/clients';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { sessionKeys } from '../../session';
import { clientsKeys, createClient, updateClient } from '../api/clients-api';
import { clientPath } from '../lib/client-paths';

/**
 * Creates a client (doc 3 §2 client_create), toasts, refreshes the client lists and the user
 * info (the shell's client switcher lists the new client), then opens its overview.
 */
export function useCreateClient() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (name: string) => createClient({ name }),
    onSuccess: async (client) => {
      notifications.show({ color: 'green', message: tc('clients.created', { name: client.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo }),
      ]);
      await navigate(clientPath(client.id));
    },
  });
}

/**
 * Saves the client (client_edit): toast 'Klant {name} is aangepast.', the saved client into the
 * cache, the client info (its name in the shell) and lists refreshed; the caller goes on.
 */
export function useUpdateClient(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateClientBody) => updateClient(clientId, body),
    onSuccess: async (saved: TClientDetail) => {
      queryClient.setQueryData(clientsKeys.detail(clientId), saved);
      notifications.show({ color: 'green', message: tc('clients.saved', { name: saved.name }) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientsKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.clientInfoAll }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo }),
      ]);
    },
  });
}
