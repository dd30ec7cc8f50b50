import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { assertPermission, isUuid, type TAsker, type TTenant } from '../access';
import { isAdmin } from '../current-user';
import { unheldKeys } from '../exports';
import { removeFormRegistrations } from '../registrations';
import {
  clientFormIds,
  countRemovalItems,
  deleteClientAndFinish,
  deleteFinishedBatches,
  deleteForm,
  deleteStepChunk,
  findBatch,
  findOpenRemoval,
  insertBatch,
  lockBatch,
  lockClient,
  REMOVAL_STEPS,
  recordChunk,
  saveBatchState,
  staleBatchNames,
  type TBatchRow,
} from './client-removal.repository';
import { queueClientRemoval } from './removal-queue';

/** Rows deleted per chunk (one short transaction each). */
export const REMOVAL_CHUNK = 500;
/** Forms deleted per chunk: each drops its serial sequence too. */
const FORM_CHUNK = 20;

/**
 * Starts removing the tenant's client with everything it holds: a batch whose job deletes it
 * chunk by chunk (runClientRemoval). A removal already under way is answered instead of a second.
 */
export async function startClientRemoval(
  db: TDb,
  tenant: TTenant,
  asker: TAsker,
): Promise<TBatchRow> {
  assertPermission(tenant, 'delete client entities');
  const open = await findOpenRemoval(db, tenant.client.id);
  if (open) return open;
  // Every row counted, plus the client row itself (the last item).
  const totalItems = (await countRemovalItems(db, tenant.client.id)) + 1;
  const [batch] = await insertBatch(db, {
    clientId: tenant.client.id,
    createdBy: asker.user.id,
    totalItems,
  });
  if (!batch) throw new Error('batch not inserted');
  await queueClientRemoval(db, batch.name);
  return batch;
}

/** A batch as its creator (or an admin) may see it; NOT_FOUND for anyone else. */
export async function getBatch(db: TDb, asker: TAsker, name: string): Promise<TBatchRow> {
  const batch = isUuid(name) ? await findBatch(db, name) : undefined;
  if (!batch || (batch.createdBy !== asker.user.id && !isAdmin(asker.user))) {
    throw new DomainError('NOT_FOUND');
  }
  return batch;
}

/**
 * Works a removal batch to its end, one committed chunk at a time, so a stopped server loses at
 * most the chunk under way and the next run continues from the counts in the database.
 */
export async function runClientRemoval(
  db: TDb,
  storage: TStorage,
  name: string,
  chunkSize = REMOVAL_CHUNK,
): Promise<void> {
  while (await runRemovalChunk(db, storage, name, chunkSize)) {
    // Each round commits one chunk.
  }
}

/**
 * One chunk: the first step with rows left loses up to `chunkSize` of them (files and exports
 * record the storage keys they leave, on the same transaction), then the forms, then the client
 * row itself, whose delete cascades over the rest. Answers whether work is left.
 */
export async function runRemovalChunk(
  db: TDb,
  storage: TStorage,
  name: string,
  chunkSize = REMOVAL_CHUNK,
): Promise<boolean> {
  await removeLeftBytes(db, storage, name);
  const more = await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, name);
    if (!batch || batch.finishedAt || batch.kind !== 'client-removal') return false;
    const clientId = batch.clientId;
    if (clientId === null) {
      // The client went by other means; nothing of it is left to remove.
      await deleteClientAndFinish(tx, name, -1);
      return false;
    }
    if (await removeRows(tx, name, clientId, chunkSize)) return true;
    // Nothing left but the client row: no row may join the client from here to the commit, and
    // whatever did since the last look goes through the chunks first.
    await lockClient(tx, clientId);
    if (await removeRows(tx, name, clientId, chunkSize)) return true;
    await deleteClientAndFinish(tx, name, clientId);
    return false;
  });
  await removeLeftBytes(db, storage, name);
  return more;
}

/** Deletes the next chunk of rows of the client, if any is left; answers whether it did. */
async function removeRows(tx: TDb, name: string, clientId: number, chunkSize: number) {
  for (const step of REMOVAL_STEPS) {
    const { count, keys } = await deleteStepChunk(tx, step, clientId, chunkSize);
    if (count > 0) {
      await recordChunk(tx, name, count, { pendingKeys: keys });
      return true;
    }
  }
  const formIds = await clientFormIds(tx, clientId, FORM_CHUNK);
  if (formIds.length === 0) return false;
  for (const formId of formIds) {
    await removeFormRegistrations(tx, clientId, formId);
    await deleteForm(tx, clientId, formId);
  }
  await recordChunk(tx, name, formIds.length, {});
  return true;
}

/**
 * Removes the stored bytes the last chunk's rows left behind, unless another row (another
 * client's file with the same bytes, an export) still holds them, then clears them from the batch.
 */
async function removeLeftBytes(db: TDb, storage: TStorage, name: string): Promise<void> {
  const batch = await findBatch(db, name);
  const keys = batch?.state.pendingKeys ?? [];
  if (keys.length === 0) return;
  const now = new Date();
  for (const key of await unheldKeys(db, [...new Set(keys)])) await storage.remove(key, now);
  await saveBatchState(db, name, {});
}

/** A batch is taken up again when no chunk was committed for it this long. */
export const REMOVAL_STALE_MS = 2 * 60 * 1000;

/** Queues (`send`) every unfinished batch idle for REMOVAL_STALE_MS; answers how many. */
export async function resumeStaleRemovals(
  db: TDb,
  send: (batchName: string) => Promise<void>,
  now = new Date(),
): Promise<number> {
  const names = await staleBatchNames(db, new Date(now.getTime() - REMOVAL_STALE_MS));
  for (const name of names) await send(name);
  return names.length;
}

/** A finished batch is kept this long: a screen reopened later still learns it is done. */
export const FINISHED_BATCH_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes batches finished over FINISHED_BATCH_KEEP_MS ago, and the files they held (a
 * datasource export's CSV) once nothing else holds the same bytes; answers how many batches.
 */
export async function purgeFinishedBatches(
  db: TDb,
  storage: TStorage,
  now = new Date(),
): Promise<number> {
  const { count, keys } = await deleteFinishedBatches(
    db,
    new Date(now.getTime() - FINISHED_BATCH_KEEP_MS),
  );
  // Bytes put again since now (an upload or export of the same content) are kept.
  for (const key of await unheldKeys(db, keys)) await storage.remove(key, now);
  return count;
}
