import { ts } from '@eform/core/messages/server-only';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { runGuarded } from '../../jobs/job-attempts';
import type { TStorage } from '../../storage/storage';
import { EXPORT_QUEUE, type TExportJob } from './export-queue';
import { failExport, purgeExpiredExports, runExport } from './exports.service';

export const PURGE_EXPORTS_QUEUE = 'purge-exports';

/**
 * The export worker (one export at a time per app server: an export streams, so one keeps a
 * core busy), and hourly the removal of exports older than 24 hours with their files.
 */
export async function registerExportJobs(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(EXPORT_QUEUE);
  await boss.work<TExportJob>(EXPORT_QUEUE, { batchSize: 1 }, async ([job]) => {
    if (job) await runExportJob({ db, storage, log }, job.data);
  });
  await boss.createQueue(PURGE_EXPORTS_QUEUE);
  await boss.schedule(PURGE_EXPORTS_QUEUE, '17 * * * *');
  await boss.work(PURGE_EXPORTS_QUEUE, async () => {
    const purged = await purgeExpiredExports(db, storage);
    log.info(purged, 'purged expired registration exports');
  });
}

/**
 * One export. A job of a worker that died comes back (queue-settings.ts) and writes the export
 * again from the start; one that ended the worker twice fails the export (the reason is logged:
 * an export shows its state only).
 */
export async function runExportJob(
  deps: { db: TDb; storage: TStorage; log: Logger },
  data: TExportJob,
): Promise<void> {
  const { db, storage, log } = deps;
  try {
    const state = await runGuarded(db, log, `export:${data.client_id}:${data.export_id}`, {
      reason: ts('server.job.crashed.export'),
      giveUp: () => failExport(db, data),
      run: ({ restarted }) => runExport(db, storage, data, { restarted }),
    });
    log.info({ exportId: data.export_id, state }, 'registration export ended');
  } catch (error) {
    // The export is marked failed; a retry would only fail the same way.
    log.error({ err: error, exportId: data.export_id }, 'registration export failed');
  }
}
