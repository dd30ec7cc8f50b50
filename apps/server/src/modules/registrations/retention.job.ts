import { RETENTION_CRON } from '@eform/core/retention';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { runRetention } from './retention.service';

export const RETENTION_QUEUE = 'registrations-retention';

/**
 * Daily at RETENTION_RUN_UTC: runRetention (what passed its form's retention term), one log line
 * per form with its counts. pg-boss sends one job per scheduled minute whatever the number of
 * workers, and the deletion skips rows another run holds, so an extra run does no harm.
 */
export async function registerRetentionJob(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(RETENTION_QUEUE);
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON);
  await boss.work(RETENTION_QUEUE, async () => {
    const { objects } = await runRetention(db, storage, new Date(), (result) =>
      log.info({ retention: result }, 'retention: registrations past their form term deleted'),
    );
    log.info({ objects }, 'retention: stored files released');
  });
}
