import type { Readable } from 'node:stream';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TBatchKind } from '../../db/schema';
import { jobSender } from '../../jobs/job-sender';
import { isUuid, type TAsker } from '../access';
import { DATASOURCE_VIEW, datasourceFor } from './datasource-access';
import {
  findDatasourceBatch,
  findOpenDatasourceBatch,
  insertDatasourceBatch,
  type TDatasourceBatchRow,
  updateDatasource,
} from './datasources.repository';
import { assertMapModule } from './datasources.service';

/** The queue of datasource imports and exports; the job works the batch it names. */
export const DATASOURCE_BATCH_QUEUE = 'datasource.batch';
/** Payload of {@link DATASOURCE_BATCH_QUEUE}. */
export interface TDatasourceBatchJob {
  batch_name: string;
}

const batchJobs = jobSender<TDatasourceBatchJob>(DATASOURCE_BATCH_QUEUE);
/** A batch that moved within this time is under way: asked again, it is answered, not doubled. */
const OPEN_BATCH_MS = 10 * 60 * 1000;

/** Queues the batch's job; false while pg-boss is not installed (tests run it themselves). */
async function queueBatch(db: TDb, name: string): Promise<boolean> {
  if (!(await batchJobs.ready(db))) return false;
  await batchJobs.send(
    db,
    { batch_name: name },
    // Expiry and retries are the queue's (jobs/queue-settings.ts).
    { singletonKey: name },
  );
  return true;
}

/** The lines of a stored file, the header aside: the import job's total before it parses. */
export async function countDataLines(bytes: Readable): Promise<number> {
  let lines = 0;
  let last = -1;
  for await (const chunk of bytes as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines += 1;
    if (chunk.length > 0) last = chunk[chunk.length - 1] ?? -1;
  }
  // A last line without a line break counts too.
  if (last !== -1 && last !== 10) lines += 1;
  return Math.max(lines - 1, 0);
}

/**
 * A new batch's count: its total, or null when the job counts it (its file is read there): then
 * the batch answers total 0 with one item in the queue, so it is not taken for done.
 */
async function startBatch(
  db: TDb,
  asker: TAsker,
  clientId: number,
  datasourceId: number,
  kind: TBatchKind,
  totalItems: number | null,
): Promise<TDatasourceBatchRow> {
  const since = new Date(Date.now() - OPEN_BATCH_MS);
  const open = await findOpenDatasourceBatch(db, clientId, datasourceId, kind, since);
  if (open) return open;
  const batch = await insertDatasourceBatch(db, {
    kind,
    clientId,
    createdBy: asker.user.id,
    totalItems: totalItems ?? 0,
    itemsInQueue: totalItems ?? 1,
    state: { datasourceId },
  });
  await queueBatch(db, batch.name);
  return batch;
}

/**
 * POST api/datasource/{id}/import: a batch that imports the datasource's source CSV (either
 * datasource permission: creating one imports it). An import under way is answered instead of
 * a second. The items in use stay until the new ones are all in. Answers at once: the job counts
 * the file's lines (50 MB is seconds of reading), so the batch's total is 0 until then.
 */
export async function startDatasourceImport(
  db: TDb,
  asker: TAsker,
  ref: string,
): Promise<TDatasourceBatchRow> {
  const { tenant, datasource } = await datasourceFor(db, asker, ref, DATASOURCE_VIEW);
  assertMapModule(tenant, datasource.type);
  if (!datasource.file) {
    throw new DomainError('VALIDATION', { messageKey: 'server.datasource.noFile' });
  }
  const batch = await startBatch(
    db,
    asker,
    tenant.client.id,
    datasource.id,
    'datasource-import',
    null,
  );
  if (batch.finishedAt === null) {
    await updateDatasource(db, tenant.client.id, datasource.id, {
      importState: 'pending',
      importError: null,
    });
  }
  return batch;
}

/** POST api/datasource/{id}/export: a batch that writes the items as a CSV to download. */
export async function startDatasourceExport(
  db: TDb,
  asker: TAsker,
  ref: string,
): Promise<TDatasourceBatchRow> {
  const { tenant, datasource } = await datasourceFor(db, asker, ref, DATASOURCE_VIEW);
  return startBatch(
    db,
    asker,
    tenant.client.id,
    datasource.id,
    'datasource-export',
    Number(datasource.itemsCount),
  );
}

/** Where a finished export of the datasource is downloaded. */
export function exportDownloadUrl(datasourceId: number, batchName: string): string {
  return `/api/datasource/${datasourceId}/export/${batchName}`;
}

/**
 * The key, size and name of a finished export's CSV, for whoever may view the datasource:
 * NOT_FOUND for a batch that is no finished export of this datasource.
 */
export async function exportForDownload(
  db: TDb,
  asker: TAsker,
  ref: string,
  batchName: string,
): Promise<{ filename: string; size: number; key: string }> {
  const { datasource } = await datasourceFor(db, asker, ref, DATASOURCE_VIEW);
  const batch = isUuid(batchName) ? await findDatasourceBatch(db, batchName) : undefined;
  const key = batch?.state.exportKey;
  const size = batch?.state.exportSize;
  if (
    batch?.kind !== 'datasource-export' ||
    batch.clientId !== datasource.clientId ||
    batch.state.datasourceId !== datasource.id ||
    !key ||
    size === undefined
  ) {
    throw new DomainError('NOT_FOUND', { messageKey: 'server.datasource.exportMissing' });
  }
  return { filename: `${datasource.name}.csv`, size, key };
}
