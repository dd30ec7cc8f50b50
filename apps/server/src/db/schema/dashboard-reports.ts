import type { TReportCreditUsage, TReportRegistrationCount } from '@eform/core/api/dashboard';
import { bigint, date, doublePrecision, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The admin dashboard's daily report (doc 3 §3 'Dashboard report'): one row per day, written by
 * the daily job for the day before (and for missing past days on start). Not a client's data: the
 * per-client numbers sit inside the jsonb with the client's name of that day, so a removed
 * client's past usage stays in the product's history.
 */
export const dashboardReports = pgTable('dashboard_reports', {
  id: serial('id').primaryKey(),
  reportDate: date('report_date', { mode: 'string' }).notNull().unique(),
  /** Bytes free for the storage directory's file system. */
  diskFree: bigint('disk_free', { mode: 'number' }).notNull(),
  /** Bytes the storage directory's file system holds. */
  diskTotal: bigint('disk_total', { mode: 'number' }).notNull(),
  /** disk_free as a percentage of disk_total. */
  diskAvailable: doublePrecision('disk_available').notNull(),
  creditUsagePerClient: jsonb('credit_usage_per_client')
    .$type<TReportCreditUsage[]>()
    .notNull()
    .default([]),
  registrationCountPerClient: jsonb('registration_count_per_client')
    .$type<TReportRegistrationCount[]>()
    .notNull()
    .default([]),
  ...timestamps(),
});
