import { statfs } from 'node:fs/promises';
import type { TDashboardReport } from '@eform/core/api/dashboard';
import { DASHBOARD_RECENT_DAYS, DASHBOARD_REPORT_PAGE_LIMIT } from '@eform/core/constants';
import { wallClockDay } from '@eform/core/format';
import type { TDb } from '../../db/client';
import type { TDiskUsage, TStorage } from '../../storage/storage';
import type { TAsker } from '../access';
import { assertGlobalPermission } from '../client-admin';
import {
  creditUsagePerClient,
  listReportsBetween,
  listReportsOfPeriod,
  registrationCountPerClient,
  reportDatesBetween,
  type TReportRow,
  upsertReport,
} from './dashboard-admin.repository';

/** How many past days without a report the job fills in at most (a fresh install's history). */
export const REPORT_BACKFILL_DAYS = 30;

/** The day (YYYY-MM-DD) `now` falls on in Dutch time. */
export function dutchDay(now: Date): string {
  return wallClockDay(now);
}

/** `day` (YYYY-MM-DD) moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Measures the storage's disk: bytes free and in total. */
export type TMeasureDisk = () => Promise<TDiskUsage>;

/**
 * The disk of the storage's folder (fs.statfs); for a storage without a disk of its own (an
 * object store) the disk the server runs from.
 */
export function storageDisk(storage: TStorage): TMeasureDisk {
  return async () => {
    if (storage.diskUsage) return storage.diskUsage();
    const disk = await statfs(process.cwd());
    return { free: disk.bavail * disk.bsize, total: disk.blocks * disk.bsize };
  };
}

/** The report of `day`: the disk as measured now and the clients' usage of that day. */
async function buildReport(db: TDb, day: string, disk: TDiskUsage): Promise<TDashboardReport> {
  const [credits, registrations] = await Promise.all([
    creditUsagePerClient(db, day),
    registrationCountPerClient(db, day),
  ]);
  return {
    report_date: day,
    disk_free: disk.free,
    disk_total: disk.total,
    disk_available: disk.total > 0 ? Math.round((disk.free / disk.total) * 10_000) / 100 : 0,
    credit_usage_per_client: credits,
    registration_count_per_client: registrations,
  };
}

/**
 * The daily job: (re)writes yesterday's report and every missing one of the
 * {@link REPORT_BACKFILL_DAYS} days before, so a fresh install's dashboard is not empty. Running
 * it again writes the same rows (one per day). Past days get the disk as measured now: the
 * product has no earlier measurement. Answers the days written, newest first.
 */
export async function writeDueReports(
  db: TDb,
  measureDisk: TMeasureDisk,
  now = new Date(),
): Promise<string[]> {
  const yesterday = addDays(dutchDay(now), -1);
  const oldest = addDays(yesterday, -(REPORT_BACKFILL_DAYS - 1));
  const present = await reportDatesBetween(db, oldest, yesterday);
  const due = Array.from({ length: REPORT_BACKFILL_DAYS }, (_, i) => addDays(yesterday, -i)).filter(
    (day) => day === yesterday || !present.has(day),
  );
  if (due.length === 0) return due;
  const disk = await measureDisk();
  for (const day of due) {
    const report = await buildReport(db, day, disk);
    await upsertReport(db, {
      reportDate: day,
      diskFree: report.disk_free,
      diskTotal: report.disk_total,
      diskAvailable: report.disk_available,
      creditUsagePerClient: report.credit_usage_per_client,
      registrationCountPerClient: report.registration_count_per_client,
    });
  }
  return due;
}

function toReport(row: TReportRow): TDashboardReport {
  return {
    report_date: row.reportDate,
    disk_free: row.diskFree,
    disk_total: row.diskTotal,
    disk_available: row.diskAvailable,
    credit_usage_per_client: row.creditUsagePerClient,
    registration_count_per_client: row.registrationCountPerClient,
  };
}

/** Throws FORBIDDEN unless the account may see the admin dashboard (admins). */
export function assertDashboardAdmin(asker: TAsker): void {
  assertGlobalPermission(asker, 'eform admin dashboard');
}

/** A page of the reports of a year or month, newest first (admins). */
export async function listPeriodReports(db: TDb, asker: TAsker, period: string, page: number) {
  assertDashboardAdmin(asker);
  const limit = DASHBOARD_REPORT_PAGE_LIMIT;
  const rows = await listReportsOfPeriod(db, period, limit, (page - 1) * limit);
  return {
    items: rows.slice(0, limit).map(toReport),
    prev: page > 1 ? page - 1 : null,
    next: rows.length > limit ? page + 1 : null,
  };
}

/** The reports of the last 30 days, today excluded, newest first (admins). */
export async function listRecentReports(db: TDb, asker: TAsker, now = new Date()) {
  assertDashboardAdmin(asker);
  const today = dutchDay(now);
  const rows = await listReportsBetween(
    db,
    addDays(today, -DASHBOARD_RECENT_DAYS),
    today,
    DASHBOARD_RECENT_DAYS,
  );
  return { items: rows.map(toReport) };
}

/**
 * Today's numbers so far, computed now and not stored (the job writes the day's report tomorrow):
 * the dashboard adds them to the current month's totals (admins).
 */
export async function todayReport(
  db: TDb,
  asker: TAsker,
  measureDisk: TMeasureDisk,
  now = new Date(),
): Promise<TDashboardReport> {
  assertDashboardAdmin(asker);
  return buildReport(db, dutchDay(now), await measureDisk());
}
