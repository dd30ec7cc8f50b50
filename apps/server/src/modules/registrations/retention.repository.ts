import { and, eq, isNull, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { forms, registrations, savedRegistrations } from '../../db/schema';
import { deleteRegistrationBatch } from './registrations-admin.repository';

/** A form of some client, as the retention run and its preview read it. */
export interface TRetentionForm {
  id: number;
  clientId: number;
  /** settings.retention as stored (checked by the service). */
  retention: unknown;
}

/** Forms of every client that have a settings.retention (the run checks whether one is on). */
export function formsWithRetention(db: TDb): Promise<TRetentionForm[]> {
  return db
    .select({
      id: forms.id,
      clientId: forms.clientId,
      retention: sql<unknown>`${forms.settings} -> 'retention'`,
    })
    .from(forms)
    .where(sql`jsonb_typeof(${forms.settings} -> 'retention') = 'object'`)
    .orderBy(forms.id);
}

type TFormKey = Pick<TRetentionForm, 'id' | 'clientId'>;

/** The form's sent registrations sent before `cutoff`, trashed or not. */
const sentBefore = (form: TFormKey, cutoff: Date) =>
  and(
    eq(registrations.clientId, form.clientId),
    eq(registrations.formId, form.id),
    ne(registrations.status, 'draft'),
    lt(registrations.registeredAt, cutoff),
  ) as SQL;

/** The form's drafts last changed before `cutoff`, trashed or not. */
const draftsBefore = (form: TFormKey, cutoff: Date) =>
  and(
    eq(registrations.clientId, form.clientId),
    eq(registrations.formId, form.id),
    eq(registrations.status, 'draft'),
    lt(registrations.updatedAt, cutoff),
  ) as SQL;

/** The form's saved registrations (not deletion marks) last changed before `cutoff`. */
const savedBefore = (form: TFormKey, cutoff: Date) =>
  and(
    eq(savedRegistrations.clientId, form.clientId),
    eq(savedRegistrations.formId, form.id),
    isNull(savedRegistrations.deletedAt),
    lt(savedRegistrations.updatedAt, cutoff),
  ) as SQL;

/** One batch of registrations matching `where`, locked so a second run skips them. */
function batchOf(where: SQL, limit: number) {
  return sql`select client_id, id from ${registrations} where ${where}
    limit ${limit} for update skip locked`;
}

/** Deletes up to `limit` of the form's sent registrations sent before `cutoff`, with files. */
export function deleteSentBefore(db: TDb, form: TFormKey, cutoff: Date, limit: number) {
  return deleteRegistrationBatch(db, batchOf(sentBefore(form, cutoff), limit));
}

/** Deletes up to `limit` of the form's drafts last changed before `cutoff`, with files. */
export function deleteDraftsBefore(db: TDb, form: TFormKey, cutoff: Date, limit: number) {
  return deleteRegistrationBatch(db, batchOf(draftsBefore(form, cutoff), limit));
}

/** Deletes up to `limit` of the form's saved registrations last changed before `cutoff`. */
export async function deleteSavedBefore(
  db: TDb,
  form: TFormKey,
  cutoff: Date,
  limit: number,
): Promise<number> {
  const result = await db.execute(sql`
    delete from ${savedRegistrations} where ctid in (
      select ctid from ${savedRegistrations} where ${savedBefore(form, cutoff)}
      limit ${limit} for update skip locked)`);
  return result.rowCount ?? 0;
}

/** How many of the form's sent registrations, drafts and saved ones are past these cutoffs. */
export async function countBefore(
  db: TDb,
  form: TFormKey,
  cutoffs: { sent: Date | null; drafts: Date | null },
): Promise<{ sent: number; drafts: number; saved: number }> {
  const count = async (table: typeof registrations | typeof savedRegistrations, where: SQL) => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
    return row?.n ?? 0;
  };
  const [sent, drafts, saved] = await Promise.all([
    cutoffs.sent ? count(registrations, sentBefore(form, cutoffs.sent)) : 0,
    cutoffs.drafts ? count(registrations, draftsBefore(form, cutoffs.drafts)) : 0,
    cutoffs.drafts ? count(savedRegistrations, savedBefore(form, cutoffs.drafts)) : 0,
  ]);
  return { sent, drafts, saved };
}
