import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { purgeTrash } from './trash-purge';

export const PURGE_TRASH_QUEUE = 'purge-trash';

/** Daily at night: purgeTrash (registrations trashed over 30 days ago, and their files). */
export async function registerPurgeTrashJob(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(PURGE_TRASH_QUEUE);
  await boss.schedule(PURGE_TRASH_QUEUE, '17 3 * * *');
  await boss.work(PURGE_TRASH_QUEUE, async () => {
    const purged = await purgeTrash(db, storage);
    log.info(purged, 'purged registrations trashed over 30 days ago');
  });
}
