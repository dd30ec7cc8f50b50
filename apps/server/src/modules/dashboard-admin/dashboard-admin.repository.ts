import type { TReportCreditUsage, TReportRegistrationCount } from '@eform/core/api/dashboard';
import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import { and, desc, eq, gte, like, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, creditUsages, dashboardReports, registrations } from '../../db/schema';

/** A report as stored (dates YYYY-MM-DD). */
export type TReportRow = typeof dashboardReports.$inferSelect;
/** What the job writes for one day. */
export type TNewReport = Omit<
  typeof dashboardReports.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** The instants from the start of `day` (YYYY-MM-DD) to the start of the next, in Dutch time. */
function dayRange(day: string) {
  const tz = DEFAULT_TIME_ZONE;
  return {
    from: sql`(${day}::date)::timestamp at time zone ${tz}`,
    to: sql`((${day}::date) + 1)::timestamp at time zone ${tz}`,
  };
}

/** Credits each client used on `day`, by client name; clients that used none are left out. */
export async function creditUsagePerClient(db: TDb, day: string): Promise<TReportCreditUsage[]> {
  const { from, to } = dayRange(day);
  // The range on used_at uses credit_usages_used_at_idx, as the chart of all clients does.
  const rows = await db
    .select({
      client_id: creditUsages.clientId,
      client_name: clients.name,
      credit_count: sql<string>`sum(${creditUsages.amount})`,
    })
    .from(creditUsages)
    .innerJoin(clients, eq(clients.id, creditUsages.clientId))
    .where(and(gte(creditUsages.usedAt, from), lt(creditUsages.usedAt, to)))
    .groupBy(creditUsages.clientId, clients.name)
    .orderBy(clients.name, creditUsages.clientId);
  return rows.map((row) => ({ ...row, credit_count: Number(row.credit_count) }));
}

/**
 * Registrations each client sent on `day` (their registration date, as the credit usage has; completed
 * ones: a workflow draft is not sent yet), by client name; clients that sent none are left out.
 * Trashed ones count: they were sent.
 */
export async function registrationCountPerClient(
  db: TDb,
  day: string,
): Promise<TReportRegistrationCount[]> {
  const { from, to } = dayRange(day);
  const rows = await db
    .select({
      client_id: registrations.clientId,
      client_name: clients.name,
      count: sql<string>`count(*)`,
    })
    .from(registrations)
    .innerJoin(clients, eq(clients.id, registrations.clientId))
    .where(
      and(
        gte(registrations.registeredAt, from),
        lt(registrations.registeredAt, to),
        eq(registrations.status, 'completed'),
      ),
    )
    .groupBy(registrations.clientId, clients.name)
    .orderBy(clients.name, registrations.clientId);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Writes the day's report, replacing one written before for the same day. */
export async function upsertReport(db: TDb, report: TNewReport): Promise<void> {
  const { reportDate, ...numbers } = report;
  await db
    .insert(dashboardReports)
    .values(report)
    .onConflictDoUpdate({
      target: dashboardReports.reportDate,
      set: { ...numbers, updatedAt: sql`now()` },
    });
}

/** The report dates present from `from` up to and including `to`. */
export async function reportDatesBetween(db: TDb, from: string, to: string): Promise<Set<string>> {
  const rows = await db
    .select({ day: dashboardReports.reportDate })
    .from(dashboardReports)
    .where(
      and(
        gte(dashboardReports.reportDate, from),
        lt(dashboardReports.reportDate, sql`(${to}::date + 1)`),
      ),
    );
  return new Set(rows.map((row) => row.day));
}

/** Reports whose date starts with `period` (YYYY or YYYY-MM), newest first; one more than `limit` to tell whether a next page exists. */
export function listReportsOfPeriod(db: TDb, period: string, limit: number, offset: number) {
  return db
    .select()
    .from(dashboardReports)
    .where(like(sql`${dashboardReports.reportDate}::text`, `${period}-%`))
    .orderBy(desc(dashboardReports.reportDate))
    .limit(limit + 1)
    .offset(offset);
}

/** Reports from `from` (YYYY-MM-DD) up to but excluding `before`, newest first, at most `limit`. */
export function listReportsBetween(db: TDb, from: string, before: string, limit: number) {
  return db
    .select()
    .from(dashboardReports)
    .where(and(gte(dashboardReports.reportDate, from), lt(dashboardReports.reportDate, before)))
    .orderBy(desc(dashboardReports.reportDate))
    .limit(limit);
}
