import type { TPermission, TRole } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import type { TClientRow, TTenant } from '../access';
import { getClientCredits } from '../credits';

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
