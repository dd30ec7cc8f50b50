import type { TDb } from '../../db/client';
import { sumCreditUsages } from './client-admin.repository';

/** One bar: a day (YYYY-MM-DD) or a month (YYYY-MM) and the credits used in it. */
export interface TChartPoint {
  date: string;
  y: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Credits used per day of `month` of `year`, or per month of `year` without a month, in Dutch
 * time; every day or month of the period is a point (0 when nothing was used), oldest first.
 * `clientId` null: all clients together (the admins' chart).
 */
export async function creditUsageChart(
  db: TDb,
  clientId: number | null,
  year: number,
  month?: number,
): Promise<TChartPoint[]> {
  const perDay = month !== undefined;
  const start = perDay ? `${year}-${pad(month)}-01` : `${year}-01-01`;
  const rows = await sumCreditUsages(db, clientId, start, perDay ? 'day' : 'month');
  const used = new Map(rows.map((row) => [row.date, Number(row.y)]));
  return periodBuckets(year, month).map((date) => ({ date, y: used.get(date) ?? 0 }));
}

/** Every day of the month (YYYY-MM-DD), or every month of the year (YYYY-MM). */
export function periodBuckets(year: number, month?: number): string[] {
  if (month === undefined) return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}
