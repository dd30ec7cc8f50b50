import { USER_INFO_POLL_MS } from '@eform/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { queryIntent } from '../../../lib/http/api-client';
import { fetchClientInfo, fetchUserInfo } from './session-api';

export const sessionKeys = {
  userInfo: ['user-info'] as const,
  clientInfoAll: ['client-info'] as const,
  clientInfo: (clientId: number) => ['client-info', clientId] as const,
};

/** User info, polled while signed in (doc 1 §4); polling never redirects. */
export function userInfoQuery() {
  return queryOptions({
    queryKey: sessionKeys.userInfo,
    queryFn: ({ signal }) => fetchUserInfo({ signal, intent: 'background' }),
    refetchInterval: USER_INFO_POLL_MS,
  });
}

/** Roles and permissions of the signed-in user for one client. */
export function clientInfoQuery(clientId: number) {
  return queryOptions({
    queryKey: sessionKeys.clientInfo(clientId),
    queryFn: (context) =>
      fetchClientInfo(clientId, { signal: context.signal, intent: queryIntent(context) }),
  });
}
