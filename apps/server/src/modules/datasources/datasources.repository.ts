import { once } from 'node:events';
import type { TDatasourceType } from '@eform/core/api/datasources';
import { MAP_FEATURES_MAX } from '@eform/core/constants';
import {
  and,
  asc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import { from as copyFrom } from 'pg-copy-streams';
import { poolOf, type TDb } from '../../db/client';
import { processCache } from '../../db/process-caches';
import {
  batches,
  datasourceItems,
  datasources,
  files,
  type TBatchKind,
  type TBatchState,
} from '../../db/schema';

/** A datasource row. */
export type TDatasourceRow = typeof datasources.$inferSelect;
/** A datasource with its source file (null when it has none, or it is gone). */
export type TDatasourceWithFile = TDatasourceRow & {
  file: { uuid: string; filename: string; size: number; sha256: string } | null;
};
/** What names a datasource's live items: its client, its id and the generation in use. */
type TLiveSource = Pick<TDatasourceRow, 'clientId' | 'id' | 'generation'>;
/** An item as it is inserted. */
export type TItemInsert = typeof datasourceItems.$inferInsert;
/** An item row. */
export type TItemRow = typeof datasourceItems.$inferSelect;
/** What a map feature is made of (datasource-data.ts toFeature): not the raw object.* values. */
export type TFeatureRow = Pick<
  TItemRow,
  'itemId' | 'line' | 'name' | 'status' | 'invisible' | 'lon' | 'lat' | 'data'
>;
const FEATURE_COLUMNS = {
  itemId: datasourceItems.itemId,
  line: datasourceItems.line,
  name: datasourceItems.name,
  status: datasourceItems.status,
  invisible: datasourceItems.invisible,
  lon: datasourceItems.lon,
  lat: datasourceItems.lat,
  data: datasourceItems.data,
};
/** A batch row. */
export type TDatasourceBatchRow = typeof batches.$inferSelect;

const fileColumns = {
  uuid: files.uuid,
  filename: files.filename,
  size: files.size,
  sha256: files.sha256,
};
const fileOfDatasource = and(
  eq(files.clientId, datasources.clientId),
  eq(files.id, datasources.fileId),
);

function withFile(row: { datasource: TDatasourceRow; file: TDatasourceWithFile['file'] }) {
  return { ...row.datasource, file: row.file?.uuid ? row.file : null };
}

/** The datasource by id or uuid, of whichever client; the service checks who asks. */
export async function findDatasource(
  db: TDb,
  ref: { id: number } | { uuid: string },
): Promise<TDatasourceWithFile | undefined> {
  const [row] = await db
    .select({ datasource: datasources, file: fileColumns })
    .from(datasources)
    .leftJoin(files, fileOfDatasource)
    .where('id' in ref ? eq(datasources.id, ref.id) : eq(datasources.uuid, ref.uuid));
  return row ? withFile(row) : undefined;
}

/** The client's datasources of `type` by name, one page. */
export async function listDatasources(
  db: TDb,
  clientId: number,
  type: TDatasourceType,
  offset: number,
  limit: number,
): Promise<TDatasourceWithFile[]> {
  const rows = await db
    .select({ datasource: datasources, file: fileColumns })
    .from(datasources)
    .leftJoin(files, fileOfDatasource)
    .where(and(eq(datasources.clientId, clientId), eq(datasources.type, type)))
    .orderBy(asc(datasources.name), asc(datasources.id))
    .offset(offset)
    .limit(limit);
  return rows.map(withFile);
}

/** Id and name of the client's datasources of `type`, by name. */
export function listDatasourceOptions(db: TDb, clientId: number, type: TDatasourceType) {
  return db
    .select({ id: datasources.id, name: datasources.name })
    .from(datasources)
    .where(and(eq(datasources.clientId, clientId), eq(datasources.type, type)))
    .orderBy(asc(datasources.name), asc(datasources.id));
}

export async function insertDatasource(
  db: TDb,
  values: typeof datasources.$inferInsert,
): Promise<TDatasourceRow> {
  const [row] = await db.insert(datasources).values(values).returning();
  if (!row) throw new Error('datasource not inserted');
  return row;
}

export async function updateDatasource(
  db: TDb,
  clientId: number,
  id: number,
  set: Partial<typeof datasources.$inferInsert>,
): Promise<void> {
  await db
    .update(datasources)
    .set({ ...set, updatedAt: new Date() })
    .where(datasourceOf(clientId, id));
}

/** The datasource `id` of the client. */
function datasourceOf(clientId: number, id: number) {
  return and(eq(datasources.clientId, clientId), eq(datasources.id, id));
}

/** The items of the client's datasource, of every generation. */
function itemsOf(clientId: number, datasourceId: number) {
  return and(
    eq(datasourceItems.clientId, clientId),
    eq(datasourceItems.datasourceId, datasourceId),
  );
}

/** Deletes the datasource with its items; answers its file's id (or null). */
export async function deleteDatasource(tx: TDb, clientId: number, id: number) {
  await tx.delete(datasourceItems).where(itemsOf(clientId, id));
  const [row] = await tx
    .delete(datasources)
    .where(datasourceOf(clientId, id))
    .returning({ fileId: datasources.fileId });
  return row?.fileId ?? null;
}

/** An uploaded CSV of the client that no form or registration holds (a datasource source). */
export async function findClientCsvFile(db: TDb, clientId: number, uuid: string) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.clientId, clientId),
        eq(files.uuid, uuid),
        inArray(files.mimeType, ['text/plain', 'text/csv']),
        isNull(files.formId),
        isNull(files.registrationId),
      ),
    );
  return row;
}

/** Whether another datasource still names the file. */
export async function fileInUse(db: TDb, clientId: number, fileId: number): Promise<boolean> {
  const count = await db.$count(
    datasources,
    and(eq(datasources.clientId, clientId), eq(datasources.fileId, fileId)),
  );
  return count > 0;
}

/** Deletes the client's file row; answers its storage key. */
export async function deleteFileRow(tx: TDb, clientId: number, fileId: number) {
  const [row] = await tx
    .delete(files)
    .where(and(eq(files.clientId, clientId), eq(files.id, fileId)))
    .returning({ sha256: files.sha256 });
  return row?.sha256;
}

/** Takes a new generation for an import and marks the datasource as importing. */
export async function startGeneration(db: TDb, clientId: number, id: number): Promise<number> {
  const [row] = await db
    .update(datasources)
    .set({
      generationsStarted: sql`${datasources.generationsStarted} + 1`,
      importState: 'running',
      updatedAt: new Date(),
    })
    .where(datasourceOf(clientId, id))
    .returning({ generation: datasources.generationsStarted });
  if (!row) throw new Error('datasource gone');
  return row.generation;
}

export async function insertItems(db: TDb, rows: TItemInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(datasourceItems).values(rows);
}

const COPY_SPECIAL = /[\\\n\r\t]/g;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\n': '\\n',
  '\r': '\\r',
  '\t': '\\t',
};
/** A value in COPY's text format: NULL as \N, backslash, tab and line breaks escaped. */
function copyValue(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  return value.replace(COPY_SPECIAL, (c) => COPY_ESCAPES[c] ?? c);
}

/** The columns an import writes, in the order of {@link copyLine}. */
const COPY_ITEMS = `COPY datasource_items (client_id, datasource_id, generation, line, item_id,
  name, status, invisible, lon, lat, data, object) FROM STDIN`;

function copyLine(row: TItemInsert): string {
  return [
    row.clientId,
    row.datasourceId,
    row.generation,
    row.line,
    row.itemId,
    row.name,
    row.status ?? '',
    row.invisible ?? false,
    row.lon,
    row.lat,
    JSON.stringify(row.data ?? {}),
    JSON.stringify(row.object ?? {}),
  ]
    .map(copyValue)
    .join('\t');
}

/** An import's rows on their way into the database: one COPY, see {@link openItemsCopy}. */
export interface TItemsCopy {
  /** Sends `rows`; resolves once the connection takes more (back-pressure). */
  write(rows: readonly TItemInsert[]): Promise<void>;
  /** Ends the COPY: every row written is in the table, or it throws and none is. */
  end(): Promise<void>;
  /** Cancels the COPY: none of its rows stays. */
  abort(error: Error): Promise<void>;
}

/**
 * One COPY for a whole import, on a client of the pool's own (not in a transaction: COPY is one
 * by itself, so a file refused halfway leaves no row). A multi-row INSERT spent most of its time
 * building and planning 12,000 parameters a statement; COPY streams the rows as text, and the
 * database takes them while the next ones are parsed (bench:geo).
 */
export async function openItemsCopy(db: TDb): Promise<TItemsCopy> {
  const client = await poolOf(db).connect();
  const stream = client.query(copyFrom(COPY_ITEMS));
  // The stream's own failure (the database refused a row, or went away): the first one counts.
  let failure: Error | undefined;
  let cancelled: Error | undefined;
  const finished = new Promise<void>((resolve, reject) => {
    stream.once('finish', resolve);
    stream.on('error', (error: Error) => {
      if (failure) return;
      failure = error;
      reject(error);
    });
  });
  // Read once it settles, by end() or abort(): never an unhandled rejection in between.
  finished.catch(() => undefined);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    // A COPY that failed or was cancelled may leave the connection mid-protocol: the pool drops
    // it then.
    client.release(failure ?? cancelled);
  };
  return {
    async write(rows) {
      if (failure) throw failure;
      if (rows.length === 0) return;
      if (!stream.write(`${rows.map(copyLine).join('\n')}\n`)) {
        await Promise.race([once(stream, 'drain'), finished]);
      }
    },
    async end() {
      stream.end();
      try {
        await finished;
      } finally {
        release();
      }
    },
    async abort(error) {
      // A COPY still running is cancelled (the database drops its rows); one that failed by
      // itself has no connection left to tell.
      if (!failure && !released) {
        cancelled = error;
        stream.destroy(error);
      }
      await finished.catch(() => undefined);
      release();
    },
  };
}

/**
 * Fresh statistics of the items after an import went live: the planner picks the extent and
 * trigram indexes by them, and a freshly imported million rows left it guessing (a view's read
 * walked the whole datasource) until autovacuum came by. A sample of the table: well under a
 * second at millions of rows.
 */
export async function analyzeItems(db: TDb): Promise<void> {
  await db.execute(sql`analyze datasource_items`);
}

/** Removes one generation's items (a failed import's). */
export async function deleteGeneration(
  db: TDb,
  clientId: number,
  datasourceId: number,
  generation: number,
): Promise<void> {
  await db
    .delete(datasourceItems)
    .where(and(itemsOf(clientId, datasourceId), eq(datasourceItems.generation, generation)));
}

/** Removes the items of generations newer than the one in use (imports that never finished). */
export async function deleteUnusedGenerations(db: TDb, ds: TLiveSource): Promise<void> {
  await db
    .delete(datasourceItems)
    .where(and(itemsOf(ds.clientId, ds.id), gt(datasourceItems.generation, ds.generation)));
}

/**
 * An import succeeded: its generation goes live in one transaction, with its counts and fields,
 * and the older generations' items (the ones in use, a crashed run's) go. Generations only move
 * forward: a run handed out twice that ends after a later one already switched does not switch
 * back (false), so no generation goes live after another run deleted part of it.
 */
export async function switchGeneration(
  db: TDb,
  clientId: number,
  id: number,
  live: { generation: number; itemsCount: number; fields: string[]; columns: string[] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ generation: datasources.generation })
      .from(datasources)
      .where(datasourceOf(clientId, id))
      .for('update');
    if (!current || current.generation >= live.generation) return false;
    await tx
      .update(datasources)
      .set({ ...live, importState: 'done', importError: null, updatedAt: new Date() })
      .where(datasourceOf(clientId, id));
    await tx
      .delete(datasourceItems)
      .where(and(itemsOf(clientId, id), lt(datasourceItems.generation, live.generation)));
    return true;
  });
}

/** The live items of a datasource in an order, at most `limit` after line `afterLine`. */
export function itemsPage(
  db: TDb,
  ds: TLiveSource,
  afterLine: number,
  limit: number,
): Promise<TItemRow[]> {
  return db
    .select()
    .from(datasourceItems)
    .where(and(liveItems(ds), gt(datasourceItems.line, afterLine)))
    .orderBy(asc(datasourceItems.line))
    .limit(limit);
}

function liveItems(ds: TLiveSource) {
  return and(itemsOf(ds.clientId, ds.id), eq(datasourceItems.generation, ds.generation));
}

/** A map's extent in WGS84. */
export interface TExtent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Items in order by name, then line (the database's order of `name`: code points). */
const byNameThenLine = (a: TFeatureRow, b: TFeatureRow) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : a.line - b.line;

/**
 * The live items with coordinates (within `extent` when given), by name: at most
 * MAP_FEATURES_MAX. A view's few thousand come from the extent index and are sorted here: ordered
 * by name in SQL, the planner walked the name index through the whole datasource for them (half
 * a second at a million items). Over the cap within a view, which of them is not by name.
 */
export async function placedItems(
  db: TDb,
  ds: TLiveSource,
  extent: TExtent | null,
): Promise<TFeatureRow[]> {
  const placed = and(liveItems(ds), isNotNull(datasourceItems.lat));
  if (!extent) {
    return db
      .select(FEATURE_COLUMNS)
      .from(datasourceItems)
      .where(placed)
      .orderBy(asc(datasourceItems.name), asc(datasourceItems.line))
      .limit(MAP_FEATURES_MAX);
  }
  const rows = await db
    .select(FEATURE_COLUMNS)
    .from(datasourceItems)
    .where(
      and(
        placed,
        gte(datasourceItems.lat, extent.bottom),
        lte(datasourceItems.lat, extent.top),
        gte(datasourceItems.lon, extent.left),
        lte(datasourceItems.lon, extent.right),
      ),
    )
    .limit(MAP_FEATURES_MAX);
  return rows.sort(byNameThenLine);
}

/** Every live item, by name (a search field's options). */
export function allItemsByName(db: TDb, ds: TLiveSource): Promise<TItemRow[]> {
  return db
    .select()
    .from(datasourceItems)
    .where(liveItems(ds))
    .orderBy(asc(datasourceItems.name), asc(datasourceItems.line));
}

/** `text` as a LIKE pattern that matches it literally (no wildcards of its own). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The first `limit` live items by name (then line) whose name contains `part` in any case, or of
 * all items when `part` is null (a search on the server). Two steps: the lines, from
 * datasource_items_name_idx alone for a common `part` (the first names in order that hold it) or
 * from the trigram index for a rare one; then those rows by key. In one statement the planner,
 * without statistics of a fresh import, ran the limited search once per item. The trigram index
 * holds the items without a place, as a search list's all are (it has no coordinates): said so
 * for a search list, so the index serves it; a map layer is searched without it.
 */
export async function searchItemsByName(
  db: TDb,
  ds: TLiveSource & Pick<TDatasourceRow, 'type'>,
  part: string | null,
  limit: number,
): Promise<TItemRow[]> {
  const found = await db
    .select({ line: datasourceItems.line })
    .from(datasourceItems)
    .where(
      and(
        liveItems(ds),
        ds.type === 'search' ? isNull(datasourceItems.lat) : undefined,
        part === null ? undefined : ilike(datasourceItems.name, `%${likeLiteral(part)}%`),
      ),
    )
    .orderBy(asc(datasourceItems.name), asc(datasourceItems.line))
    .limit(limit);
  if (found.length === 0) return [];
  const order = new Map(found.map((row, i) => [row.line, i]));
  const rows = await db
    .select()
    .from(datasourceItems)
    .where(and(liveItems(ds), inArray(datasourceItems.line, [...order.keys()])));
  return rows.sort((a, b) => (order.get(a.line) ?? 0) - (order.get(b.line) ?? 0));
}

/**
 * The statuses of each datasource generation, kept in the process: a generation's items never
 * change once it is live, and reading them all again costs a scan of the whole datasource
 * (a second at a million items) on every map read. Bounded: the oldest go first.
 */
const statusCache = processCache(new Map<string, Promise<string[]>>());
const STATUS_CACHE_SIZE = 1000;

/** The distinct statuses of the live items with coordinates ('' for none). */
export function statusValues(db: TDb, ds: TLiveSource): Promise<string[]> {
  const key = `${ds.id}:${ds.generation}`;
  const cached = statusCache.get(key);
  if (cached) return cached;
  const read = db
    .selectDistinct({ status: datasourceItems.status })
    .from(datasourceItems)
    .where(and(liveItems(ds), isNotNull(datasourceItems.lat)))
    .then((rows) => rows.map((row) => row.status));
  statusCache.set(key, read);
  // A failed read is asked again next time.
  read.catch(() => statusCache.delete(key));
  if (statusCache.size > STATUS_CACHE_SIZE) {
    const [oldest] = statusCache.keys();
    if (oldest !== undefined) statusCache.delete(oldest);
  }
  return read;
}

export async function insertDatasourceBatch(
  db: TDb,
  values: {
    kind: TBatchKind;
    clientId: number;
    createdBy: number;
    totalItems: number;
    itemsInQueue: number;
    state: TBatchState;
  },
): Promise<TDatasourceBatchRow> {
  const [row] = await db.insert(batches).values(values).returning();
  if (!row) throw new Error('batch not inserted');
  return row;
}

export async function findDatasourceBatch(db: TDb, name: string) {
  const [row] = await db.select().from(batches).where(eq(batches.name, name));
  return row;
}

/**
 * The datasource's unfinished batch of `kind` that moved since `since`, if one is under way (a
 * batch whose job died long ago does not block a new one).
 */
export async function findOpenDatasourceBatch(
  db: TDb,
  clientId: number,
  datasourceId: number,
  kind: TBatchKind,
  since: Date,
) {
  const [row] = await db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.clientId, clientId),
        eq(batches.kind, kind),
        isNull(batches.finishedAt),
        gte(batches.updatedAt, since),
        sql`(${batches.state}->>'datasourceId')::int = ${datasourceId}`,
      ),
    );
  return row;
}

/** Records progress: `done` of the batch's items are processed (one stays until the end). */
export async function recordBatchProgress(db: TDb, name: string, done: number): Promise<void> {
  await db
    .update(batches)
    .set({
      itemsInQueue: sql`greatest(${batches.totalItems} - ${done}, 1)`,
      updatedAt: new Date(),
    })
    .where(eq(batches.name, name));
}

/** The batch's total once counted: all of it still in the queue (at least 1: not done yet). */
export async function recordBatchTotal(db: TDb, name: string, total: number): Promise<void> {
  await db
    .update(batches)
    .set({ totalItems: total, itemsInQueue: Math.max(total, 1), updatedAt: new Date() })
    .where(eq(batches.name, name));
}

/** Finishes the batch: nothing left in the queue; `state` as it ends. */
export async function finishDatasourceBatch(
  db: TDb,
  name: string,
  totalItems: number,
  state: TBatchState,
): Promise<void> {
  const now = new Date();
  await db
    .update(batches)
    .set({ totalItems, itemsInQueue: 0, finishedAt: now, updatedAt: now, state })
    .where(eq(batches.name, name));
}
