import type { TSubjectExportState } from '@eform/core/api/subject-requests';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { files, formRevisions, forms, registrations, subjectExports, users } from '../../db/schema';

/** A subject export row. */
export type TSubjectExportRecord = typeof subjectExports.$inferSelect;
type TNewSubjectExport = typeof subjectExports.$inferInsert;

/** What a search or an export reads of a registration: the row, its form and its revision. */
const registrationColumns = {
  id: registrations.id,
  uuid: registrations.uuid,
  formId: registrations.formId,
  formRevision: registrations.formRevision,
  serialNumber: registrations.serialNumber,
  name: registrations.name,
  status: registrations.status,
  phase: registrations.phase,
  values: registrations.values,
  registeredAt: registrations.registeredAt,
  updatedAt: registrations.updatedAt,
  deletedAt: registrations.deletedAt,
  formUuid: forms.uuid,
  formName: forms.name,
  formSchema: forms.schema,
  revisionContent: formRevisions.content,
};

function registrationsWithForm(db: TDb) {
  return db
    .select(registrationColumns)
    .from(registrations)
    .innerJoin(
      forms,
      and(eq(forms.id, registrations.formId), eq(forms.clientId, registrations.clientId)),
    )
    .leftJoin(
      formRevisions,
      and(
        eq(formRevisions.formId, registrations.formId),
        eq(formRevisions.revision, registrations.formRevision),
      ),
    );
}

/** A registration as a subject request reads it: the row, its form and its revision's content. */
export type TSubjectRegistration = Awaited<ReturnType<typeof registrationsWithForm>>[number];

/** `text` as a LIKE pattern matching it anywhere (its wildcards taken literally). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * One page of the client's registrations (sent and drafts, trashed too) whose values or name
 * may hold `query`, newest id first, below `beforeId`: a cheap pre-filter, the exact check is
 * the caller's. The values are searched as their jsonb text, where a string stands as JSON
 * writes it, so the query is written so too (a quote as \").
 */
export async function findCandidates(
  db: TDb,
  clientId: number,
  query: string,
  beforeId: number | undefined,
  limit: number,
): Promise<TSubjectRegistration[]> {
  const inJson = containsPattern(JSON.stringify(query).slice(1, -1));
  const inName = containsPattern(query);
  return registrationsWithForm(db)
    .where(
      and(
        eq(registrations.clientId, clientId),
        beforeId === undefined ? undefined : lt(registrations.id, beforeId),
        sql`(${registrations.values}::text ilike ${inJson} or ${registrations.name} ilike ${inName})`,
      ),
    )
    .orderBy(sql`${registrations.id} desc`)
    .limit(limit);
}

/** The client's registrations of these uuids (others' uuids find nothing): uuid → id. */
export async function findRegistrationIds(
  db: TDb,
  clientId: number,
  uuids: readonly string[],
): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: registrations.id, uuid: registrations.uuid })
    .from(registrations)
    .where(
      and(
        eq(registrations.clientId, clientId),
        inArray(
          registrations.uuid,
          uuids.map((uuid) => uuid.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.uuid, row.id]));
}

/** The client's registrations of these ids, with form and revision, in serial order per form. */
export async function findExportRegistrations(
  db: TDb,
  clientId: number,
  ids: readonly number[],
): Promise<TSubjectRegistration[]> {
  if (ids.length === 0) return [];
  return registrationsWithForm(db)
    .where(and(eq(registrations.clientId, clientId), inArray(registrations.id, [...ids])))
    .orderBy(asc(forms.name), asc(registrations.formId), asc(registrations.serialNumber));
}

/** Who sent the registration (its user's e-mail), for the PDF. */
export async function findRegistrationUser(
  db: TDb,
  clientId: number,
  registrationId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, registrationId)));
  return row?.email ?? null;
}

/** The registration's own files (photos, signatures, uploads), in upload order. */
export function findRegistrationFiles(db: TDb, clientId: number, registrationId: number) {
  return db
    .select({
      uuid: files.uuid,
      sha256: files.sha256,
      size: files.size,
      filename: files.filename,
      mimeType: files.mimeType,
    })
    .from(files)
    .where(and(eq(files.clientId, clientId), eq(files.registrationId, registrationId)))
    .orderBy(asc(files.id));
}

/** Stores a new subject export (queued). */
export async function insertSubjectExport(
  db: TDb,
  values: TNewSubjectExport,
): Promise<TSubjectExportRecord> {
  const [row] = await db.insert(subjectExports).values(values).returning();
  if (!row) throw new Error('subject export not stored');
  return row;
}

/** The client's subject export of this uuid. */
export async function findSubjectExport(
  db: TDb,
  clientId: number,
  uuid: string,
): Promise<TSubjectExportRecord | undefined> {
  const [row] = await db
    .select()
    .from(subjectExports)
    .where(and(eq(subjectExports.clientId, clientId), eq(subjectExports.uuid, uuid.toLowerCase())));
  return row;
}

/** The subject export of this id within its client (the job's payload). */
export async function findSubjectExportById(
  db: TDb,
  clientId: number,
  id: number,
): Promise<TSubjectExportRecord | undefined> {
  const [row] = await db
    .select()
    .from(subjectExports)
    .where(and(eq(subjectExports.clientId, clientId), eq(subjectExports.id, id)));
  return row;
}

/** Moves an export from one of `from` to `to`'s state (and fields); undefined when it was not. */
export async function moveSubjectExport(
  db: TDb,
  record: Pick<TSubjectExportRecord, 'clientId' | 'id'>,
  from: readonly TSubjectExportState[],
  to: Partial<TNewSubjectExport> & { state: TSubjectExportState },
): Promise<TSubjectExportRecord | undefined> {
  const [row] = await db
    .update(subjectExports)
    .set(to)
    .where(
      and(
        eq(subjectExports.clientId, record.clientId),
        eq(subjectExports.id, record.id),
        inArray(subjectExports.state, [...from]),
      ),
    )
    .returning();
  return row;
}

/** Removes up to `limit` subject exports that expired before `now`; answers their file keys. */
export async function deleteExpiredSubjectExports(
  db: TDb,
  now: Date,
  limit: number,
): Promise<{ count: number; keys: string[] }> {
  const expired = db
    .select({ clientId: subjectExports.clientId, id: subjectExports.id })
    .from(subjectExports)
    .where(lt(subjectExports.expiresAt, now))
    .orderBy(subjectExports.expiresAt)
    .limit(limit);
  const rows = await db
    .delete(subjectExports)
    .where(sql`(${subjectExports.clientId}, ${subjectExports.id}) in (${expired})`)
    .returning({ fileKey: subjectExports.fileKey });
  const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
  return { count: rows.length, keys: [...new Set(keys)] };
}
