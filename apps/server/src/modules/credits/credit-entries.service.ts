import type { TAdminAddCreditsBody, TCreditEntry } from '@eform/core/api';
import type { TDb } from '../../db/client';
import type { TTenant } from '../access';
import { listCreditEntries } from './credits.repository';
import { addCreditEntry, defaultCreditExpiry } from './credits.service';
import { checkLowCredits } from './low-credits';

/**
 * The client's credit entries (doc 3 client_credits). An expired entry shows 0 credits left,
 * except to holders of 'eform view real credits' (admins), who see what was left (doc 3 §4).
 */
export async function listCredits(
  db: TDb,
  tenant: TTenant,
  now = new Date(),
): Promise<TCreditEntry[]> {
  const real = tenant.permissions.includes('eform view real credits');
  const rows = await listCreditEntries(db, tenant.client.id);
  return rows.map((row) => {
    const expired = row.expiresAt !== null && row.expiresAt <= now;
    return {
      id: row.id,
      name: row.name,
      created: row.createdAt.toISOString(),
      credits_total: row.creditsTotal,
      credits_left: expired && !real ? 0 : row.creditsLeft,
      credit_expire_date: row.expiresAt?.toISOString() ?? null,
      expired,
    };
  });
}

/**
 * An admin adds credits by hand (doc 3 client_credits_admin_add): the entry with its contact,
 * expiring at the end of the given day (Dutch time is close enough: the date is shown as a day)
 * or CREDITS_VALID_YEARS ahead. A top-up may end a low-credit warning (low-credits.ts).
 */
export async function adminAddCredits(
  db: TDb,
  tenant: TTenant,
  body: TAdminAddCreditsBody,
  userId: number,
  now = new Date(),
) {
  const expiresAt = body.credit_expire_date
    ? new Date(`${body.credit_expire_date}T23:59:59.999Z`)
    : defaultCreditExpiry(now);
  const entry = await addCreditEntry(db, tenant.client.id, {
    name: body.name,
    total: body.credits_total,
    expiresAt,
    createdBy: userId,
    contact: {
      company: body.contact_company,
      addressedTo: body.contact_addressed_to,
      street: body.contact_street,
      postalCode: body.contact_postal_code,
      city: body.contact_city,
      email: body.contact_email,
      taxNumber: body.contact_tax_number,
    },
  });
  await checkLowCredits(db, tenant.client.id);
  const [created] = (await listCredits(db, tenant, now)).filter((e) => e.id === entry.id);
  if (!created) throw new Error('credit entry not found after insert');
  return created;
}
