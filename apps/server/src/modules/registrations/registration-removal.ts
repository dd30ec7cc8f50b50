import type { TDb } from '../../db/client';
import { deleteFormRegistrations } from './registrations-admin.repository';
import { dropSerialSequence } from './serial-numbers';

/**
 * Removes a deleted form's registrations, on the form deletion's transaction `tx`: the
 * registrations (their file rows go with the form: files.form_id cascades), their submit rows
 * (registration_submits has no foreign key to them), and the form's serial sequence. The credit
 * usages stay: they are the ledger of credits spent, which a deleted form does not give back, and
 * the usage charts and reports count them; their registration_id then names a registration that
 * is gone (registration ids are never reused).
 */
export async function removeFormRegistrations(
  tx: TDb,
  clientId: number,
  formId: number,
): Promise<void> {
  await deleteFormRegistrations(tx, clientId, formId);
  await dropSerialSequence(tx, formId);
}
