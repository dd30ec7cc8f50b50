import { z } from 'zod';

/**
 * The admin dashboard's reports (doc 3 §3 'Dashboard report', §7, §9): one report a day with the
 * storage's disk numbers and each client's credits used and registrations sent that day. The
 * spec's jsonapi/dashboard_report calls are REST here: a year's or month's reports, newest first,
 * 366 a page with prev/next page numbers, and the last 30 days (today excluded).
 */

/** A year (YYYY) or a month (YYYY-MM): the reports whose report_date starts with it. */
export const DASHBOARD_PERIOD_PATTERN = /^\d{4}(-(0[1-9]|1[0-2]))?$/;

/** The query of a period's reports. */
export const ZDashboardReportsQuery = z.object({
  period: z.string().regex(DASHBOARD_PERIOD_PATTERN).describe('A year (YYYY) or a month (YYYY-MM)'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
/** The query of a period's reports. */
export type TDashboardReportsQuery = z.infer<typeof ZDashboardReportsQuery>;

/** Credits one client used on the report's day. */
export const ZReportCreditUsage = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  credit_count: z.number().int(),
});
/** Credits one client used on a day. */
export type TReportCreditUsage = z.infer<typeof ZReportCreditUsage>;

/** Registrations one client sent on the report's day. */
export const ZReportRegistrationCount = z.object({
  client_id: z.number().int(),
  client_name: z.string(),
  count: z.number().int(),
});
/** Registrations one client sent on a day. */
export type TReportRegistrationCount = z.infer<typeof ZReportRegistrationCount>;

/** One day's report. */
export const ZDashboardReport = z.object({
  report_date: z.string().describe('The day (YYYY-MM-DD, Dutch time)'),
  disk_free: z.number().describe('Bytes free on the storage'),
  disk_total: z.number().describe('Bytes the storage holds'),
  disk_available: z.number().describe('disk_free as a percentage of disk_total'),
  credit_usage_per_client: z.array(ZReportCreditUsage),
  registration_count_per_client: z.array(ZReportRegistrationCount),
});
/** One day's report. */
export type TDashboardReport = z.infer<typeof ZDashboardReport>;

/** A page of reports, newest first, with the neighbouring page numbers (null: none). */
export const ZDashboardReportPage = z.object({
  items: z.array(ZDashboardReport),
  prev: z.number().int().nullable(),
  next: z.number().int().nullable(),
});
/** A page of reports. */
export type TDashboardReportPage = z.infer<typeof ZDashboardReportPage>;

/** The reports of the last 30 days, today excluded, newest first. */
export const ZDashboardRecentReports = z.object({
  items: z.array(ZDashboardReport),
});
/** The recent reports. */
export type TDashboardRecentReports = z.infer<typeof ZDashboardRecentReports>;
