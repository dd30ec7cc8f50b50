import { GLOBAL_ROLES, isAdminRole, type TRole } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import {
  findActiveServerNotification,
  listAllClientSummaries,
  listMemberClientSummaries,
} from './current-user.repository';

/** A signed-in account as the server works with it (request.auth.user). */
export interface TAccount {
  id: number;
  uuid: string;
  email: string;
  displayName: string;
  globalRoles: string[];
}

export interface TClientSummary {
  id: number;
  uuid: string;
  name: string;
}

export interface TUserInfo {
  user: TAccount;
  roles: TRole[];
  clients: TClientSummary[];
  serverNotification: { type: string; message: string } | null;
  environment: string;
}

/** True for accounts with the global admin role. */
export function isAdmin(user: Pick<TAccount, 'globalRoles'>): boolean {
  return isAdminRole(user.globalRoles);
}

/** The account's own roles: 'authenticated' (always) plus its global roles. */
export function userRoles(user: Pick<TAccount, 'globalRoles'>): TRole[] {
  const global = GLOBAL_ROLES.filter((role) => user.globalRoles.includes(role));
  return ['authenticated', ...global];
}

/** The clients the user works for: all of them for admins, else those with a membership. */
export function listClientsOfUser(db: TDb, user: TAccount): Promise<TClientSummary[]> {
  return isAdmin(user) ? listAllClientSummaries(db) : listMemberClientSummaries(db, user.id);
}

/** The first of {@link listClientsOfUser} (the web's default client), without listing them all. */
export async function firstClientOfUser(
  db: TDb,
  user: TAccount,
): Promise<TClientSummary | undefined> {
  const [first] = isAdmin(user)
    ? await listAllClientSummaries(db, 1)
    : await listMemberClientSummaries(db, user.id, 1);
  return first;
}

export async function getUserInfo(
  db: TDb,
  auth: { user: TAccount },
  environment: string,
): Promise<TUserInfo> {
  const [clients, serverNotification] = await Promise.all([
    listClientsOfUser(db, auth.user),
    findActiveServerNotification(db),
  ]);
  return { user: auth.user, roles: userRoles(auth.user), clients, serverNotification, environment };
}
