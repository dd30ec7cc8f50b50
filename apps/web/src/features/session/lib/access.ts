import {
  hasAnyPermission,
  isFiller,
  isRole,
  permissionsForRoles,
  type TPermission,
} from '@eform/core/permissions';
import type { TClientRef } from '../api/session-types';

/** What the signed-in user may do in the current client. */
export type TAccess = {
  roles: readonly string[];
  permissions: readonly string[];
  isFiller: boolean;
  /** Where "home" is for this user: fillers /folders, everyone else /dashboard (doc 1 §2.2). */
  home: string;
};

export const FILLER_HOME = '/folders';
export const DEFAULT_HOME = '/dashboard';

/** The chosen client when the user still has it, else the first of the list. */
export function pickCurrentClient(
  clients: readonly TClientRef[],
  storedId: number | null,
): TClientRef | null {
  return clients.find((c) => c.id === storedId) ?? clients[0] ?? null;
}

/**
 * Builds the access from the client info, or, when there is no client to ask (an admin on an
 * install without clients), from the account's own roles through the core role matrix.
 */
export function buildAccess(
  userRoles: readonly string[],
  clientInfo: { roles: readonly string[]; permissions: readonly string[] } | null,
): TAccess {
  const roles = clientInfo?.roles ?? userRoles;
  const permissions = clientInfo?.permissions ?? permissionsForRoles(userRoles.filter(isRole));
  const filler = isFiller(roles);
  return {
    roles,
    permissions,
    isFiller: filler,
    home: filler ? FILLER_HOME : DEFAULT_HOME,
  };
}

/** True when the access holds at least one of `list`. */
export function canAny(access: TAccess, list: readonly TPermission[]): boolean {
  return hasAnyPermission(access.permissions, list);
}
