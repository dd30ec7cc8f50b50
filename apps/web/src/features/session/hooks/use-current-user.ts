import type { TUserInfo } from '@eform/core/api';
import { useQuery } from '@tanstack/react-query';
import { userInfoQuery } from '../api/session-queries';
import type { TClientRef } from '../api/session-types';
import { pickCurrentClient } from '../lib/access';
import { useSession } from './use-session';

export type TCurrentUser = {
  user: TUserInfo | null;
  /** The stored account (from sign-in) until the first user info answer arrives. */
  email: string;
  roles: readonly string[];
  clients: readonly TClientRef[];
  currentClient: TClientRef | null;
};

/** The signed-in user with fresh user info (polled every 60 s) and the current client. */
export function useCurrentUser(): TCurrentUser | null {
  const session = useSession();
  const userInfo = useQuery({ ...userInfoQuery(), enabled: session !== null });
  if (!session) return null;
  const user = userInfo.data ?? null;
  const clients = user?.clients ?? session.user.clients;
  return {
    user,
    email: user?.email ?? session.user.email,
    roles: user?.roles ?? session.user.roles,
    clients,
    currentClient: pickCurrentClient(clients, session.clientId),
  };
}
