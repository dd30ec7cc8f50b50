import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import { EXPORT_QUEUE, purgeExpiredExports, runExport, type TExportJob } from '../modules/exports';
import type { TStorage } from '../storage/storage';

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
    if (!job) return;
    try {
      const state = await runExport(db, storage, job.data);
      log.info({ exportId: job.data.export_id, state }, 'registration export ended');
    } catch (error) {
      // The export is marked failed; a retry would only fail the same way.
      log.error({ err: error, exportId: job.data.export_id }, 'registration export failed');
    }
  });
  await boss.createQueue(PURGE_EXPORTS_QUEUE);
  await boss.schedule(PURGE_EXPORTS_QUEUE, '17 * * * *');
  await boss.work(PURGE_EXPORTS_QUEUE, async () => {
    const purged = await purgeExpiredExports(db, storage);
    log.info(purged, 'purged expired registration exports');
  });
}
