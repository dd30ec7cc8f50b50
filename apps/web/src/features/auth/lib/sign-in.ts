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
  const {
    api_key: apiKey,
    status: _status,
    ...account
  } = await loginUser(values.email, values.password);
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
