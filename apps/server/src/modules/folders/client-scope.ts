import { DomainError, isDomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TAuth } from '../auth/auth.service';
import { resolveTenant, type TTenant } from '../clients/clients.service';

/**
 * The tenant context of an object the path or body names (a folder, a form, a client id in a
 * body): the user's roles in the client that owns it. A user who is no member of that client gets
 * NOT_FOUND, exactly as for an object that does not exist, so ids of other tenants cannot be
 * probed and no name leaks (issue 8, item 5).
 */
export async function tenantForClient(db: TDb, auth: TAuth, clientId: number): Promise<TTenant> {
  try {
    return await resolveTenant(db, auth, String(clientId));
  } catch (error) {
    if (isDomainError(error) && error.code === 'FORBIDDEN') throw new DomainError('NOT_FOUND');
    throw error;
  }
}

/** A numeric id from a path; NOT_FOUND for anything else (no lookup for garbage). */
export function parseNumericId(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new DomainError('NOT_FOUND');
  return Number(value);
}
