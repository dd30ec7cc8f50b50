import type { TDashboardReport } from '@eform/core/api/dashboard';
import { CHART_YEAR_COUNT } from '@eform/core/constants';
import { tc } from '@eform/core/messages/clients';

/** The dashboard's period: a year, and a month (1-12) or the whole year (null). */
export interface TPeriodFilter {
  year: number;
  month: number | null;
}

/** The filter a dashboard opens with: the current year and month (doc 3 §2). */
export function defaultPeriod(now = new Date()): TPeriodFilter {
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
}

/** The year options: the current year and the 9 before, newest first (doc 3 §9). */
export function yearOptions(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CHART_YEAR_COUNT }, (_, i) => year - i);
}

/** The months by their Dutch names, January first. */
export function monthOptions(): { value: number; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => ({
    value: i + 1,
    label: tc(`date.month.${i + 1}` as 'date.month.1'),
  }));
}

/** The period as the API takes it: YYYY or YYYY-MM. */
export function periodKey({ year, month }: TPeriodFilter): string {
  return month === null ? String(year) : `${year}-${String(month).padStart(2, '0')}`;
}

/** The period as a reader sees it: '2026' or 'november 2026'. */
export function periodLabel(filter: TPeriodFilter): string {
  if (filter.month === null) return String(filter.year);
  return `${tc(`date.month.${filter.month}` as 'date.month.1').toLowerCase()} ${filter.year}`;
}

/** The local day (YYYY-MM-DD) of `now`. */
export function localDay(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** One client's totals over several reports. */
export interface TClientUsage {
  clientId: number;
  clientName: string;
  registrations: number;
  credits: number;
}

/**
 * Each client's registrations and credits summed over `reports`, by client name; the name of the
 * newest report that names the client wins (a renamed client shows its current name).
 */
export function usagePerClient(reports: readonly TDashboardReport[]): TClientUsage[] {
  const byClient = new Map<number, TClientUsage>();
  const entry = (clientId: number, clientName: string) => {
    const found = byClient.get(clientId);
    if (found) return found;
    const created = { clientId, clientName, registrations: 0, credits: 0 };
    byClient.set(clientId, created);
    return created;
  };
  const newestFirst = [...reports].sort((a, b) => b.report_date.localeCompare(a.report_date));
  for (const report of newestFirst) {
    for (const row of report.registration_count_per_client) {
      entry(row.client_id, row.client_name).registrations += row.count;
    }
    for (const row of report.credit_usage_per_client) {
      entry(row.client_id, row.client_name).credits += row.credit_count;
    }
  }
  return [...byClient.values()].sort(
    (a, b) => a.clientName.localeCompare(b.clientName, 'nl') || a.clientId - b.clientId,
  );
}
