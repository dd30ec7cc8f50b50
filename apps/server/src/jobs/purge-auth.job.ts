import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import { purgeAuthData } from '../modules/auth/auth.repository';
import { LOGIN_WINDOW_MS } from '../modules/auth/rate-limit';

export const PURGE_AUTH_QUEUE = 'purge-auth';

// Expired and revoked sessions are kept a week for support questions ("was I signed out?").
const KEEP_ENDED_SESSIONS_MS = 7 * 24 * 60 * 60 * 1000;

/** Hourly: drop failed sign-ins older than the rate-limit window and long-ended sessions. */
export async function registerPurgeAuthJob(boss: PgBoss, db: TDb, log: Logger): Promise<void> {
  await boss.createQueue(PURGE_AUTH_QUEUE);
  await boss.schedule(PURGE_AUTH_QUEUE, '17 * * * *');
  await boss.work(PURGE_AUTH_QUEUE, async () => {
    const now = Date.now();
    await purgeAuthData(db, {
      attemptsBefore: new Date(now - LOGIN_WINDOW_MS),
      sessionsBefore: new Date(now - KEEP_ENDED_SESSIONS_MS),
    });
    log.info('purged old login attempts and ended sessions');
  });
}
