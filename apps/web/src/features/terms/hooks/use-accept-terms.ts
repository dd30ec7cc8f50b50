import type { TClientInfo } from '@eform/core/api';
import { th } from '@eform/core/messages/home';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiStatus } from '../../../lib/http/api-error';
import { sessionKeys } from '../../session';
import { acceptTermsAndConditions } from '../api/terms-api';

/**
 * Accepts the current client's terms. Any 2xx answer (the spec names 200 and 201) lifts the wall
 * at once; the client info is then reloaded to confirm. A failure shows the spec's helpdesk text,
 * except a 401: the session has ended and the sign-in screen follows.
 */
export function useAcceptTerms(client: { id: number; uuid: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTermsAndConditions(client.uuid),
    onSuccess: async () => {
      const key = sessionKeys.clientInfo(client.id);
      queryClient.setQueryData<TClientInfo>(key, (info) =>
        info ? { ...info, terms_and_conditions_required: false } : info,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (isApiStatus(error, 401)) return;
      notifications.show({ color: 'red', message: th('terms.acceptFailed') });
    },
  });
}
