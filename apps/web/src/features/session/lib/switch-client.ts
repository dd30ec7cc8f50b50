import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../api/session-queries';
import { sessionStore } from './session-store';

/**
 * Makes `clientId` the current client. Roles and permissions belong to a client, so the old
 * client's are dropped before the new client's arrive (no screen shows one client's rights in
 * another).
 */
export function switchClient(queryClient: QueryClient, clientId: number): void {
  queryClient.removeQueries({ queryKey: sessionKeys.clientInfoAll });
  sessionStore.setClientId(clientId);
}
