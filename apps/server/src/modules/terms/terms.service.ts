import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TTenant } from '../access';
import { recordTermsAcceptance } from './terms.repository';

/**
 * The signed-in user accepts the terms and conditions of the tenant's client (doc 1 §2.3, doc 3
 * §4): recorded on their membership, so client info stops asking for them. The body names the
 * client again; a uuid that is not this client's is refused rather than silently applied here.
 * An admin without a membership is never asked for the terms, so there is nothing to record.
 */
export async function acceptTerms(
  db: TDb,
  tenant: TTenant,
  clientUuid: string,
  now: Date = new Date(),
): Promise<void> {
  if (clientUuid.toLowerCase() !== tenant.client.uuid.toLowerCase()) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'client_uuid' },
    });
  }
  if (!tenant.membership) return;
  await recordTermsAcceptance(db, tenant.membership.id, now);
}
