import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support';
import { dashboardReports } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { addDays, dutchDay } from './dashboard-admin.service';
import { DASHBOARD_REPORT_QUEUE, registerDashboardReportJob } from './dashboard-report.job';

const { database, url } = await getTestDatabase();
const dir = await mkdtemp(join(tmpdir(), 'eform-dashboard-job-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the dashboard report job', () => {
  it("runs daily after midnight in Dutch time, and at start writes yesterday's report with the disk", async () => {
    const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
    await boss.start();
    try {
      const storage = createLocalDiskStorage(join(dir, 'files'));
      await registerDashboardReportJob(boss, database.db, storage, pino({ level: 'silent' }));
      const schedule = (await boss.getSchedules()).find((s) => s.name === DASHBOARD_REPORT_QUEUE);
      expect(schedule).toMatchObject({ cron: '5 0 * * *', timezone: DEFAULT_TIME_ZONE });
      const yesterday = addDays(dutchDay(new Date()), -1);
      const reportOfYesterday = async () =>
        (
          await database.db
            .select()
            .from(dashboardReports)
            .where(eq(dashboardReports.reportDate, yesterday))
        )[0];
      await expect.poll(reportOfYesterday, { timeout: 15_000, interval: 200 }).toBeDefined();
      const report = await reportOfYesterday();
      expect(report?.diskTotal).toBeGreaterThan(0);
      expect(report?.diskFree).toBeGreaterThan(0);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  });
});
