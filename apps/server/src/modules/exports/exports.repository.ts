import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import Cursor from 'pg-cursor';
import type { TDb } from '../../db/client';
import { batches, files, forms, registrations, subjectExports, users } from '../../db/schema';
import { registrationExports, type TExportState } from '../../db/schema/exports';
import type { TExportRow } from './export-columns';

/** An export row. */
export type TExportRecord = typeof registrationExports.$inferSelect;
/** What a new export row holds. */
export type TNewExport = typeof registrationExports.$inferInsert;

/** Rows read from PostgreSQL per round trip (and per progress update). */
export const EXPORT_BATCH = 1000;

const dialect = new PgDialect();

/**
 * Which registrations an export takes, in which order: the registrations list's WHERE and
 * ORDER BY (registrations module, `registrationListSql`), so an export holds what the list shows.
 */
export interface TExportSelection {
  where: SQL;
  orderBy: SQL[];
}

/** How many registrations the selection holds. */
export async function countSelection(db: TDb, selection: TExportSelection): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${registrations} where ${selection.where}`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Reads a query in batches through a cursor on a connection of its own: PostgreSQL sends
 * `EXPORT_BATCH` rows per round trip and nothing more is held, however many rows match.
 * Stopping the iteration (break, a throw) closes the cursor and returns the connection.
 */
async function* cursorBatches<R>(db: TDb, query: SQL): AsyncGenerator<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // The pool under Drizzle's handle (an export never runs on a transaction).
  const pool = (db as TDb & { $client: pg.Pool }).$client;
  const client: pg.PoolClient = await pool.connect();
  const cursor = client.query(new Cursor<R>(text, params));
  try {
    for (;;) {
      const rows = await cursor.read(EXPORT_BATCH);
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < EXPORT_BATCH) return;
    }
  } finally {
    await cursor.close().catch(() => undefined);
    client.release();
  }
}

/** The selection's registrations with the user's name, in the list's order, in batches. */
export function registrationBatches(
  db: TDb,
  selection: TExportSelection,
): AsyncGenerator<TExportRow[]> {
  return cursorBatches<TExportRow>(
    db,
    sql`select ${registrations.id} as id, ${registrations.serialNumber} as serial_number,
        ${registrations.registeredAt} as registered_at, ${registrations.name} as name,
        ${registrations.phase} as phase, ${registrations.status} as status,
        ${users.email} as username, ${registrations.reviewState} as review_state,
        ${registrations.values} as values
      from ${registrations} left join ${users} on ${users.id} = ${registrations.userId}
      where ${selection.where}
      order by ${sql.join(selection.orderBy, sql`, `)}`,
  );
}

/** A registration as the geo exports read it: the export's row and its uuid. */
export type TGeoRow = TExportRow & { uuid: string };

/** The selection's registrations with their uuids, in the list's order, in batches. */
export function geoBatches(db: TDb, selection: TExportSelection): AsyncGenerator<TGeoRow[]> {
  return cursorBatches<TGeoRow>(
    db,
    sql`select ${registrations.id} as id, ${registrations.uuid} as uuid,
        ${registrations.serialNumber} as serial_number,
        ${registrations.registeredAt} as registered_at, ${registrations.name} as name,
        ${registrations.phase} as phase, ${registrations.status} as status,
        ${users.email} as username, ${registrations.values} as values
      from ${registrations} left join ${users} on ${users.id} = ${registrations.userId}
      where ${selection.where}
      order by ${sql.join(selection.orderBy, sql`, `)}`,
  );
}

/** A stored file of an exported registration. */
export interface TExportFile {
  serial_number: number;
  sha256: string;
  filename: string;
}

/** The files of the selection's registrations, by registration number, in batches. */
export function fileBatches(db: TDb, selection: TExportSelection): AsyncGenerator<TExportFile[]> {
  return cursorBatches<TExportFile>(
    db,
    sql`select ${registrations.serialNumber} as serial_number, ${files.sha256} as sha256,
        ${files.filename} as filename
      from ${registrations}
        join ${files} on ${files.clientId} = ${registrations.clientId}
          and ${files.registrationId} = ${registrations.id}
      where ${selection.where}
      order by ${registrations.serialNumber}, ${files.id}`,
  );
}

/** Stores a new export. */
export async function insertExport(db: TDb, values: TNewExport): Promise<TExportRecord> {
  const [row] = await db.insert(registrationExports).values(values).returning();
  if (!row) throw new Error('export not stored');
  return row;
}

/** The export `uuid` of the form, whatever its user (the service checks who asks). */
export async function findExport(
  db: TDb,
  clientId: number,
  formId: number,
  uuid: string,
): Promise<TExportRecord | undefined> {
  const [row] = await db
    .select()
    .from(registrationExports)
    .where(
      and(
        eq(registrationExports.clientId, clientId),
        eq(registrationExports.formId, formId),
        eq(registrationExports.uuid, uuid.toLowerCase()),
      ),
    );
  return row;
}

/** An export by its own keys (the job's payload), with its form's name and schema. */
export async function findExportWithForm(db: TDb, clientId: number, id: number) {
  const [row] = await db
    .select({
      record: registrationExports,
      form: { uuid: forms.uuid, name: forms.name, schema: forms.schema, settings: forms.settings },
    })
    .from(registrationExports)
    .innerJoin(forms, eq(forms.id, registrationExports.formId))
    .where(and(eq(registrationExports.clientId, clientId), eq(registrationExports.id, id)));
  return row;
}

/**
 * Moves an export from one of `from` to `to` (with more columns set); undefined when it was in
 * none of them (cancelled meanwhile, say), so a state is never overwritten by a stale writer.
 */
export async function moveExport(
  db: TDb,
  record: Pick<TExportRecord, 'clientId' | 'id'>,
  from: readonly TExportState[],
  to: Partial<TNewExport> & { state: TExportState },
): Promise<TExportRecord | undefined> {
  const [row] = await db
    .update(registrationExports)
    .set(to)
    .where(
      and(
        eq(registrationExports.clientId, record.clientId),
        eq(registrationExports.id, record.id),
        inArray(registrationExports.state, [...from]),
      ),
    )
    .returning();
  return row;
}

/** Records progress of a running export; false when it no longer runs (cancelled). */
export async function recordProgress(
  db: TDb,
  record: Pick<TExportRecord, 'clientId' | 'id'>,
  processed: number,
): Promise<boolean> {
  return (await moveExport(db, record, ['running'], { state: 'running', processed })) !== undefined;
}

/** Removes up to `limit` exports that expired before `now`; answers their file keys. */
export async function deleteExpiredExports(
  db: TDb,
  now: Date,
  limit: number,
): Promise<{ count: number; keys: string[] }> {
  const expired = db
    .select({ clientId: registrationExports.clientId, id: registrationExports.id })
    .from(registrationExports)
    .where(lt(registrationExports.expiresAt, now))
    .orderBy(registrationExports.expiresAt)
    .limit(limit);
  const rows = await db
    .delete(registrationExports)
    .where(sql`(${registrationExports.clientId}, ${registrationExports.id}) in (${expired})`)
    .returning({ fileKey: registrationExports.fileKey });
  const keys = rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
  return { count: rows.length, keys: [...new Set(keys)] };
}

/**
 * Of `keys`, those no export (of registrations, a subject request, or a datasource's batch) and no uploaded file
 * holds: storage is content-addressed, so the same bytes may also be another export's file, or
 * an upload of an exported file.
 */
export async function unheldKeys(db: TDb, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const exportKey = sql`${batches.state}->>'exportKey'`;
  const held = new Set(
    (
      await db.execute<{ key: string }>(
        sql`select ${registrationExports.fileKey} as key from ${registrationExports}
          where ${inArray(registrationExports.fileKey, [...keys])}
          union select ${files.sha256} from ${files} where ${inArray(files.sha256, [...keys])}
          union select ${exportKey} from ${batches} where ${inArray(exportKey, [...keys])}
          union select ${subjectExports.fileKey} from ${subjectExports}
          where ${inArray(subjectExports.fileKey, [...keys])}`,
      )
    ).rows.map((row) => row.key),
  );
  return keys.filter((key) => !held.has(key));
}
