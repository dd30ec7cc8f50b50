import type { QueryClient } from '@tanstack/react-query';
import { logoutUser } from '../api/session-api';
import { sessionStore } from './session-store';

/**
 * Ends the session: forgets it on this device and drops every cached answer, then revokes the key
 * on the server (skipped when the server already refused the key). Never throws.
 */
export async function signOut(
  queryClient: QueryClient,
  { revoke = true }: { revoke?: boolean } = {},
): Promise<void> {
  const session = sessionStore.get();
  sessionStore.set(null);
  queryClient.clear();
  if (session && revoke) {
    await logoutUser(session.apiKey).catch(() => undefined);
  }
}
