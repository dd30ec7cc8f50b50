import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { purgeOrphanUploads } from './upload-purge';

export const PURGE_UPLOADS_QUEUE = 'purge-uploads';

/** Daily at night: purgeOrphanUploads. */
export async function registerPurgeUploadsJob(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(PURGE_UPLOADS_QUEUE);
  await boss.schedule(PURGE_UPLOADS_QUEUE, '41 3 * * *');
  await boss.work(PURGE_UPLOADS_QUEUE, async () => {
    const purged = await purgeOrphanUploads(db, storage);
    log.info(purged, 'purged uploads no registration took');
  });
}
