import { and, eq, inArray, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { datasources, files, forms, registrations } from '../../db/schema';
import { isUuid } from '../access';

/** A stored file row. */
export type TFileRow = typeof files.$inferSelect;

/** The row of a new file: whose it is and what the storage holds. */
export interface TNewFile {
  clientId: number;
  /** The form being filled; null for an upload that named none (the user's current client). */
  formId: number | null;
  uploadedBy: number | null;
  sha256: string;
  size: number;
  mimeType: string;
  filename: string;
  /** Chosen ahead (a form's copy names its files before they are stored); random when absent. */
  uuid?: string;
}

/** Inserts a file row; answers it with its id and uuid. */
export async function insertFile(db: TDb, file: TNewFile): Promise<TFileRow> {
  const [row] = await db.insert(files).values(file).returning();
  if (!row) throw new Error('file row not inserted');
  return row;
}

/** The file with this uuid (any client); undefined for one that does not exist or no uuid. */
export async function findFileByUuid(db: TDb, fileUuid: string): Promise<TFileRow | undefined> {
  if (!isUuid(fileUuid)) return undefined;
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.uuid, fileUuid.toLowerCase()))
    .limit(1);
  return row;
}

/** Files of the client with these uuids (the others are left out). */
export async function findClientFilesByUuid(
  db: TDb,
  clientId: number,
  fileUuids: readonly string[],
): Promise<TFileRow[]> {
  const valid = [...new Set(fileUuids.filter(isUuid))].map((uuid) => uuid.toLowerCase());
  if (valid.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.clientId, clientId), inArray(files.uuid, valid)));
}

/**
 * SQL on an outer `files` and `forms` row: the form's schema names the file (an imageTag's picture
 * or a staticFile's file holds its url or id, at any depth). The file was uploaded for that form.
 */
function schemaShowsFileSql(file: {
  clientId: SQLWrapper | number;
  formId: SQLWrapper | number;
  uuid: SQLWrapper | string;
}): SQL {
  return sql`${forms.clientId} = ${file.clientId} and ${forms.id} = ${file.formId}
    and position(${file.uuid}::text in ${forms.schema}::text) > 0`;
}

/** The file of the outer `files` row, for {@link schemaShowsFileSql}. */
const OUTER_FILE = { clientId: files.clientId, formId: files.formId, uuid: files.uuid };

/** Whether the file's form (of its client) shows it: its schema names the file. */
export async function formShowsFile(
  db: TDb,
  file: Pick<TFileRow, 'clientId' | 'formId' | 'uuid'>,
): Promise<boolean> {
  if (file.formId === null) return false;
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(schemaShowsFileSql({ ...file, formId: file.formId }))
    .limit(1);
  return row !== undefined;
}

/**
 * Of these files of the client, the ids of those their form shows (see {@link formShowsFile}),
 * and no registration holds.
 */
export async function findShownFileIds(
  db: TDb,
  clientId: number,
  fileIds: readonly number[],
): Promise<Set<number>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: files.id })
    .from(files)
    .innerJoin(forms, schemaShowsFileSql(OUTER_FILE))
    .where(
      and(
        eq(files.clientId, clientId),
        inArray(files.id, [...fileIds]),
        isNull(files.registrationId),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The form's files with these uuids that no registration holds (the others are left out). */
export async function findFormFilesByUuid(
  db: TDb,
  clientId: number,
  formId: number,
  fileUuids: readonly string[],
): Promise<TFileRow[]> {
  const valid = [...new Set(fileUuids.filter(isUuid))].map((uuid) => uuid.toLowerCase());
  if (valid.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(
      and(
        eq(files.clientId, clientId),
        eq(files.formId, formId),
        inArray(files.uuid, valid),
        isNull(files.registrationId),
      ),
    );
}

/**
 * The file with this uuid that the published form with this guest id shows (see
 * {@link formShowsFile}), no registration's, with whether guest access is on; undefined when
 * there is none.
 */
export async function findGuestFormFile(db: TDb, guestId: string, fileUuid: string) {
  if (!isUuid(guestId) || !isUuid(fileUuid)) return undefined;
  const [row] = await db
    .select({ file: files, settings: forms.settings })
    .from(files)
    .innerJoin(forms, schemaShowsFileSql(OUTER_FILE))
    .where(
      and(
        eq(files.uuid, fileUuid.toLowerCase()),
        isNull(files.registrationId),
        eq(forms.guestId, guestId.toLowerCase()),
        isNotNull(forms.publishedAt),
      ),
    )
    .limit(1);
  return row && { file: row.file, guestAccess: row.settings.guestAccess === true };
}

/** Who may see a registration: its owner and assignee (null when it does not exist). */
export async function findRegistrationViewers(db: TDb, clientId: number, registrationId: number) {
  const [row] = await db
    .select({
      userId: registrations.userId,
      assignedUserId: registrations.assignedUserId,
      uuid: registrations.uuid,
      formId: registrations.formId,
    })
    .from(registrations)
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, registrationId)))
    .limit(1);
  return row ?? null;
}

/** Who sent and who holds each of these registrations of the client. */
export function findRegistrationsParties(
  db: TDb,
  clientId: number,
  registrationIds: readonly number[],
) {
  if (registrationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: registrations.id,
      userId: registrations.userId,
      assignedUserId: registrations.assignedUserId,
    })
    .from(registrations)
    .where(
      and(eq(registrations.clientId, clientId), inArray(registrations.id, [...registrationIds])),
    );
}

/** Gives the unattached files among `fileIds` to the registration. */
export async function setFilesRegistration(
  db: TDb,
  clientId: number,
  registrationId: number,
  fileIds: readonly number[],
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .update(files)
    .set({ registrationId })
    .where(
      and(
        eq(files.clientId, clientId),
        inArray(files.id, [...fileIds]),
        isNull(files.registrationId),
      ),
    );
}

/**
 * Lets go of a deleted form's files (before the form row goes, which would cascade the rows and
 * strand their bytes): no form, no registration, no uploader, and dated at the epoch, so nobody
 * may download them any more and the next upload purge deletes the rows and the bytes no other
 * row holds. Answers how many.
 */
export async function releaseFormFileRows(
  db: TDb,
  clientId: number,
  formId: number,
): Promise<number> {
  const released = await db
    .update(files)
    .set({ formId: null, registrationId: null, uploadedBy: null, createdAt: new Date(0) })
    .where(and(eq(files.clientId, clientId), eq(files.formId, formId)))
    .returning({ id: files.id });
  return released.length;
}

/**
 * Deletes up to `limit` uploads that no registration took and that are older than `before`
 * (every client: a maintenance job, not a request), oldest first; answers their storage keys.
 * A file its form shows (an imageTag's picture, a staticFile's file) is kept while it does.
 */
export async function deleteOrphanFiles(db: TDb, before: Date, limit: number): Promise<string[]> {
  const result = await db.execute<{ sha256: string }>(sql`
    delete from ${files} where (client_id, id) in (
      select client_id, id from ${files}
      where registration_id is null and created_at < ${before}
        and not exists (
          select 1 from ${forms}
          where ${schemaShowsFileSql(OUTER_FILE)}
        )
        -- A Word template an e-mail setting of the client's forms names (issue 20).
        and not exists (
          select 1 from ${forms}
          where ${forms.clientId} = ${files.clientId}
            and position(${files.uuid}::text in ${forms.emailSettings}::text) > 0
        )
        -- A datasource's source CSV.
        and not exists (
          select 1 from ${datasources}
          where ${datasources.clientId} = ${files.clientId} and ${datasources.fileId} = ${files.id}
        )
      order by created_at
      limit ${limit}
    )
    returning sha256`);
  return result.rows.map((row) => row.sha256);
}

/** Of these storage keys, those no file row refers to any more. */
export async function unreferencedKeys(db: TDb, keys: readonly string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  const held = await db
    .selectDistinct({ sha256: files.sha256 })
    .from(files)
    .where(inArray(files.sha256, unique));
  const referenced = new Set(held.map((row) => row.sha256));
  return unique.filter((key) => !referenced.has(key));
}
