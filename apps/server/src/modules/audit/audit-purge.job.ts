import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { purgeExpiredAuditEntries } from './audit.service';

export const AUDIT_PURGE_QUEUE = 'audit.purge';

/** Daily at night: deletes audit log entries older than AUDIT_LOG_RETENTION_DAYS, in batches. */
export async function registerAuditPurgeJob(
  boss: PgBoss,
  db: TDb,
  log: Logger,
  retentionDays: number,
): Promise<void> {
  await boss.createQueue(AUDIT_PURGE_QUEUE);
  await boss.schedule(AUDIT_PURGE_QUEUE, '43 3 * * *');
  await boss.work(AUDIT_PURGE_QUEUE, async () => {
    const deleted = await purgeExpiredAuditEntries(db, retentionDays);
    log.info({ deleted, retentionDays }, 'purged expired audit log entries');
  });
}
