import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  batches,
  clients,
  creditUsages,
  datasourceItems,
  datasources,
  files,
  forms,
  registrationExports,
  registrationSubmits,
  registrations,
  type TBatchState,
} from '../../db/schema';

/**
 * The client's rows that grow with use, removed chunk by chunk before the client row itself
 * (whose delete then cascades over the few rows left: memberships, groups, credits, folders, …).
 * `keys` names the storage key a deleted row leaves behind. Forms are not here: their serial
 * sequences go with them (client-removal.service.ts).
 */
export const REMOVAL_STEPS = [
  { name: 'exports', table: registrationExports, keys: sql.raw('file_key') },
  { name: 'files', table: files, keys: sql.raw('sha256') },
  { name: 'submits', table: registrationSubmits, keys: null },
  { name: 'registrations', table: registrations, keys: null },
  { name: 'credit usages', table: creditUsages, keys: null },
  { name: 'datasource items', table: datasourceItems, keys: null },
  { name: 'datasources', table: datasources, keys: null },
] as const;

/** One removal step of {@link REMOVAL_STEPS}. */
export type TRemovalStep = (typeof REMOVAL_STEPS)[number];

/** How many rows the removal will delete before the client row: the batch's total_items. */
export async function countRemovalItems(db: TDb, clientId: number): Promise<number> {
  const counts = await Promise.all(
    [...REMOVAL_STEPS.map((step) => step.table), forms].map((table) =>
      db.$count(table, eq(table.clientId, clientId)),
    ),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

export function insertBatch(
  db: TDb,
  values: { clientId: number; createdBy: number; totalItems: number },
) {
  return db
    .insert(batches)
    .values({ kind: 'client-removal', ...values, itemsInQueue: values.totalItems })
    .returning();
}

export type TBatchRow = typeof batches.$inferSelect;

export async function findBatch(db: TDb, name: string): Promise<TBatchRow | undefined> {
  const [row] = await db.select().from(batches).where(eq(batches.name, name));
  return row;
}

/** The client's removal still under way, if one is. */
export async function findOpenRemoval(db: TDb, clientId: number) {
  const [row] = await db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.clientId, clientId),
        eq(batches.kind, 'client-removal'),
        isNull(batches.finishedAt),
      ),
    );
  return row;
}

/**
 * The batch row locked for one chunk (FOR UPDATE): two workers on the same batch (a job handed
 * out again after a restart) take turns, chunk by chunk.
 */
export async function lockBatch(tx: TDb, name: string): Promise<TBatchRow | undefined> {
  const [row] = await tx.select().from(batches).where(eq(batches.name, name)).for('update');
  return row;
}

/** Deletes up to `limit` rows of the step's table of the client; answers their storage keys. */
export async function deleteStepChunk(
  tx: TDb,
  step: TRemovalStep,
  clientId: number,
  limit: number,
): Promise<{ count: number; keys: string[] }> {
  const table = step.table;
  const result = await tx.execute<{ key: string | null }>(sql`
    delete from ${table} where ctid = any(array(
      select ctid from ${table} where client_id = ${clientId} limit ${limit}
    ))
    returning ${step.keys ?? sql`null`} as key`);
  const keys = result.rows.map((row) => row.key).filter((key): key is string => key !== null);
  return { count: result.rows.length, keys };
}

/** Ids of up to `limit` forms of the client. */
export async function clientFormIds(tx: TDb, clientId: number, limit: number) {
  const rows = await tx
    .select({ id: forms.id })
    .from(forms)
    .where(eq(forms.clientId, clientId))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function deleteForm(tx: TDb, clientId: number, formId: number) {
  await tx.delete(forms).where(and(eq(forms.clientId, clientId), eq(forms.id, formId)));
}

/** Records a chunk: `done` items fewer in the queue (1 stays for the client row), new state. */
export async function recordChunk(tx: TDb, name: string, done: number, state: TBatchState) {
  await tx
    .update(batches)
    .set({
      itemsInQueue: sql`greatest(${batches.itemsInQueue} - ${done}, 1)`,
      state,
      updatedAt: new Date(),
    })
    .where(eq(batches.name, name));
}

/**
 * Locks the client row: every insert of a row referring to the client takes a key-share lock on
 * it, so from here to the commit nobody adds a file (whose bytes the cascade would strand).
 */
export async function lockClient(tx: TDb, clientId: number): Promise<void> {
  await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
}

/** Deletes the client row (its remaining rows cascade) and finishes the batch. */
export async function deleteClientAndFinish(tx: TDb, name: string, clientId: number) {
  await tx.delete(clients).where(eq(clients.id, clientId));
  const now = new Date();
  await tx
    .update(batches)
    .set({ itemsInQueue: 0, finishedAt: now, updatedAt: now, state: {} })
    .where(eq(batches.name, name));
}

export async function saveBatchState(db: TDb, name: string, state: TBatchState) {
  await db.update(batches).set({ state, updatedAt: new Date() }).where(eq(batches.name, name));
}

/** Unfinished batches no chunk was recorded for since `before`: their worker is gone. */
export async function staleBatchNames(db: TDb, before: Date): Promise<string[]> {
  const rows = await db
    .select({ name: batches.name })
    .from(batches)
    .where(
      and(
        // Only removals: other batches (datasource imports) have jobs of their own.
        eq(batches.kind, 'client-removal'),
        isNull(batches.finishedAt),
        lt(batches.updatedAt, before),
      ),
    );
  return rows.map((row) => row.name);
}

/**
 * Deletes batches finished before `before`; answers how many, and the storage keys of the files
 * they held (a datasource export's CSV).
 */
export async function deleteFinishedBatches(
  db: TDb,
  before: Date,
): Promise<{ count: number; keys: string[] }> {
  const rows = await db
    .delete(batches)
    .where(lt(batches.finishedAt, before))
    .returning({ state: batches.state });
  const keys = rows.flatMap((row) => (row.state.exportKey ? [row.state.exportKey] : []));
  return { count: rows.length, keys: [...new Set(keys)] };
}
