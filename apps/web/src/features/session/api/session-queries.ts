import { USER_INFO_POLL_MS } from '@eform/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { queryIntent } from '../../../lib/http/api-client';
import { fetchClientInfo, fetchUserInfo } from './session-api';

export const sessionKeys = {
  userInfo: ['user-info'] as const,
  clientInfoAll: ['client-info'] as const,
  clientInfo: (clientId: number) => ['client-info', clientId] as const,
};

/**
 * How long a session answer counts as fresh: the router asks for both as a navigation starts
 * (see router.tsx), and the shell mounting a moment later must not ask again.
 */
export const SESSION_FRESH_MS = 5_000;

/** User info, polled while signed in (doc 1 §4); polling never redirects. */
export function userInfoQuery() {
  return queryOptions({
    queryKey: sessionKeys.userInfo,
    staleTime: SESSION_FRESH_MS,
    queryFn: ({ signal }) => fetchUserInfo({ signal, intent: 'background' }),
    refetchInterval: USER_INFO_POLL_MS,
  });
}

/** Roles and permissions of the signed-in user for one client. */
export function clientInfoQuery(clientId: number) {
  return queryOptions({
    queryKey: sessionKeys.clientInfo(clientId),
    staleTime: SESSION_FRESH_MS,
    queryFn: (context) =>
      fetchClientInfo(clientId, { signal: context.signal, intent: queryIntent(context) }),
  });
}
