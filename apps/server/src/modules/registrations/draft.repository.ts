import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { registrationSubmits, registrations } from '../../db/schema';
import { isUuid } from '../access';

export type TRegistrationRow = typeof registrations.$inferSelect;

/** A live registration of the form by its _id, locked for a continuing submit. */
export async function findDraftForUpdate(
  tx: TDb,
  clientId: number,
  formId: number,
  uuid: string,
): Promise<TRegistrationRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.uuid, uuid.toLowerCase()),
        eq(registrations.formId, formId),
        isNull(registrations.deletedAt),
      ),
    )
    .for('update');
  return row;
}

/** Records a submit that continued a draft; false when the fill_token was sent before. */
export async function insertSubmit(
  tx: TDb,
  clientId: number,
  fillToken: string,
  registrationId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(registrationSubmits)
    .values({ clientId, fillToken, registrationId })
    .onConflictDoNothing()
    .returning({ id: registrationSubmits.registrationId });
  return rows.length === 1;
}

/** Writes a continued draft (its values, name, phase, status, assignee). */
export async function updateDraft(
  tx: TDb,
  clientId: number,
  id: number,
  values: Partial<typeof registrations.$inferInsert>,
): Promise<void> {
  await tx
    .update(registrations)
    .set(values)
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, id)));
}
