import { DomainError, isDomainError } from '@eform/core/errors';
import {
  CLIENT_ROLES,
  permissionsForRoles,
  type TPermission,
  type TRole,
} from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { isAdmin, type TAccount, userRoles } from '../current-user';
import {
  findClient,
  findMembership,
  type TClientRow,
  type TMembershipRow,
} from './access.repository';
import { parseClientRef } from './ids';

/** The client a request works on, with what the signed-in user may do there. */
export interface TTenant {
  client: TClientRow;
  membership: TMembershipRow | null;
  roles: TRole[];
  permissions: TPermission[];
}

/** Who asks: the signed-in account (request.auth carries it). */
export interface TAsker {
  user: TAccount;
}

/**
 * Resolves the client of a request for the signed-in user. Non-members get FORBIDDEN whether or
 * not the client exists, so ids of other tenants cannot be probed; admins are members of every
 * client and get NOT_FOUND for one that does not exist.
 */
export async function resolveTenant(db: TDb, auth: TAsker, ref: string): Promise<TTenant> {
  const admin = isAdmin(auth.user);
  const parsed = parseClientRef(ref);
  const client = parsed ? await findClient(db, parsed) : undefined;
  if (!client) throw new DomainError(admin ? 'NOT_FOUND' : 'FORBIDDEN');
  const membership = (await findMembership(db, client.id, auth.user.id)) ?? null;
  if (!membership && !admin) throw new DomainError('FORBIDDEN');
  const membershipRoles = CLIENT_ROLES.filter((role) => membership?.roles.includes(role));
  const roles: TRole[] = [...userRoles(auth.user), ...membershipRoles];
  return { client, membership, roles, permissions: permissionsForRoles(roles) };
}

/** Throws FORBIDDEN unless the tenant context grants `permission`. */
export function assertPermission(tenant: TTenant, permission: TPermission): void {
  if (!tenant.permissions.includes(permission)) throw new DomainError('FORBIDDEN');
}

/**
 * The tenant of a client reference from a path (`/api/forms/published/{client_id}`): like
 * {@link resolveTenant}, but outside the user's clients the answer is NOT_FOUND, as for a client
 * that does not exist.
 */
export async function tenantOfRef(db: TDb, auth: TAsker, ref: string): Promise<TTenant> {
  try {
    return await resolveTenant(db, auth, ref);
  } catch (error) {
    if (isDomainError(error) && error.code === 'FORBIDDEN') throw new DomainError('NOT_FOUND');
    throw error;
  }
}

/**
 * The tenant context of an object the path or body names (a folder, a form, a file, a
 * registration, a client id in a body): the user's roles in the client that owns it. A user who
 * is no member of that client gets NOT_FOUND, exactly as for an object that does not exist, so
 * ids of other tenants cannot be probed and no name leaks.
 */
export function tenantForClient(db: TDb, auth: TAsker, clientId: number): Promise<TTenant> {
  return tenantOfRef(db, auth, String(clientId));
}
