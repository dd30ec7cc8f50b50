import type { TDb } from '../../db/client';
import { type forms, registrations } from '../../db/schema';
import { ensureSerialSequence, nextSerialNumber } from './serial-numbers';

/**
 * A registration of `form` written straight to the database (tests and route fixtures): a
 * completed one with a sample value unless `values` say otherwise.
 */
export async function createRegistration(
  db: TDb,
  form: typeof forms.$inferSelect,
  values: Partial<typeof registrations.$inferInsert> = {},
) {
  await ensureSerialSequence(db, form.id);
  const serialNumber = await nextSerialNumber(db, form.id);
  const [row] = await db
    .insert(registrations)
    .values({
      clientId: form.clientId,
      formId: form.id,
      formRevision: form.revision,
      serialNumber,
      name: `Registratie ${serialNumber}`,
      values: { omschrijving: 'Geheime melding' },
      ...values,
    })
    .returning();
  if (!row) throw new Error('registration not created');
  return row;
}
