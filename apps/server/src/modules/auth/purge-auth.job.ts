import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { purgeAuthRows } from './auth.service';

export const PURGE_AUTH_QUEUE = 'purge-auth';

/** Hourly: drop failed sign-ins older than the rate-limit window and long-ended sessions. */
export async function registerPurgeAuthJob(boss: PgBoss, db: TDb, log: Logger): Promise<void> {
  await boss.createQueue(PURGE_AUTH_QUEUE);
  await boss.schedule(PURGE_AUTH_QUEUE, '17 * * * *');
  await boss.work(PURGE_AUTH_QUEUE, async () => {
    await purgeAuthRows(db, new Date());
    log.info('purged old login attempts and ended sessions');
  });
}
