import { DomainError } from '@eform/core/errors';
import {
  CLIENT_ROLES,
  permissionsForRoles,
  type TPermission,
  type TRole,
} from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import type { TAuth } from '../auth/auth.service';
import { getClientCredits } from '../credits/credits.service';
import { isAdmin, userRoles } from '../users/users.service';
import {
  findClient,
  findMembership,
  type TClientRow,
  type TMembershipRow,
} from './clients.repository';

/** The client a request works on, with what the signed-in user may do there. */
export interface TTenant {
  client: TClientRow;
  membership: TMembershipRow | null;
  roles: TRole[];
  permissions: TPermission[];
}

const NUMERIC = /^\d{1,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses a client reference from a path: numeric id or uuid; null when neither. */
export function parseClientRef(value: string): { id: number } | { uuid: string } | null {
  if (NUMERIC.test(value)) return { id: Number(value) };
  if (UUID.test(value)) return { uuid: value.toLowerCase() };
  return null;
}

/**
 * Resolves the client of a request for the signed-in user. Non-members get FORBIDDEN whether or
 * not the client exists, so ids of other tenants cannot be probed; admins are members of every
 * client and get NOT_FOUND for one that does not exist.
 */
export async function resolveTenant(db: TDb, auth: TAuth, ref: string): Promise<TTenant> {
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
 * Whether the terms wall applies to this user for this client now: the client requires terms,
 * the user is on its terms list, and has not accepted yet.
 */
function mustAcceptTerms(tenant: TTenant): boolean {
  return (
    tenant.client.termsAndConditionsRequired &&
    (tenant.membership?.requireTerms ?? false) &&
    !tenant.membership?.termsAcceptedAt
  );
}

/** The client of a request with its current credit balance. */
export interface TClientWithCredits {
  client: TClientRow;
  credits: number;
}

/** What the signed-in user may do in the client, and whether the terms wall applies. */
export interface TClientInfo extends TClientWithCredits {
  roles: TRole[];
  permissions: TPermission[];
  mustAcceptTerms: boolean;
}

export async function getClientWithCredits(db: TDb, tenant: TTenant): Promise<TClientWithCredits> {
  return { client: tenant.client, credits: await getClientCredits(db, tenant.client.id) };
}

export async function getClientInfo(db: TDb, tenant: TTenant): Promise<TClientInfo> {
  return {
    ...(await getClientWithCredits(db, tenant)),
    roles: tenant.roles,
    permissions: tenant.permissions,
    mustAcceptTerms: mustAcceptTerms(tenant),
  };
}
