import type { TLoginAnswer } from '@eform/core/api';
import { mustSignOutWithoutClient } from '@eform/core/permissions';
import type { QueryClient } from '@tanstack/react-query';
import {
  fetchClientInfo,
  fetchUserInfo,
  loginUser,
  logoutUser,
  pickCurrentClient,
  sessionKeys,
  sessionStore,
} from '../../session';
import type { TLoginValues } from './login-schema';

/** The account has no client and is not an admin: it may not stay signed in (doc 1 §4). */
export class NoClientError extends Error {
  constructor() {
    super('Account without client');
    this.name = 'NoClientError';
  }
}

/**
 * Signs in, loads the user info and the roles of the first client into the cache, and only then
 * stores the session, so the guards route the user home without a loading flash.
 */
export async function signIn(queryClient: QueryClient, values: TLoginValues): Promise<void> {
  await startSession(queryClient, await loginUser(values.email, values.password));
}

/**
 * Starts the session of a login answer (the login's, or setting a password with a mail's link):
 * the user info and the first client's roles first, then the session is stored. An account that
 * may not stay signed in is signed out again ({@link NoClientError}).
 */
export async function startSession(queryClient: QueryClient, answer: TLoginAnswer): Promise<void> {
  const { api_key: apiKey, status: _status, ...account } = answer;
  try {
    const userInfo = await fetchUserInfo({ apiKey });
    if (mustSignOutWithoutClient(userInfo)) {
      throw new NoClientError();
    }
    const client = pickCurrentClient(userInfo.clients, null);
    if (client) {
      const clientInfo = await fetchClientInfo(client.id, { apiKey });
      queryClient.setQueryData(sessionKeys.clientInfo(client.id), clientInfo);
    }
    queryClient.setQueryData(sessionKeys.userInfo, userInfo);
    sessionStore.set({
      apiKey,
      user: { ...account, clients: userInfo.clients, roles: userInfo.roles },
      clientId: client?.id ?? null,
    });
  } catch (error) {
    await logoutUser(apiKey).catch(() => undefined);
    throw error;
  }
}
