import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { storageDisk, writeDueReports } from './dashboard-admin.service';

export const DASHBOARD_REPORT_QUEUE = 'dashboard-report';

/**
 * Daily just after midnight (Dutch time): yesterday's dashboard report, and the missing days of
 * the month before it. Also queued once at start, so a fresh install's dashboard has its history
 * at once; a singleton key keeps several starting workers from queueing it twice (writing it
 * twice would be harmless: one row per day).
 */
export async function registerDashboardReportJob(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(DASHBOARD_REPORT_QUEUE);
  await boss.schedule(DASHBOARD_REPORT_QUEUE, '5 0 * * *', undefined, { tz: DEFAULT_TIME_ZONE });
  await boss.work(DASHBOARD_REPORT_QUEUE, async () => {
    const written = await writeDueReports(db, storageDisk(storage));
    log.info({ days: written.length }, 'dashboard reports written');
  });
  await boss.send(DASHBOARD_REPORT_QUEUE, {}, { singletonKey: 'start', singletonSeconds: 60 });
}
