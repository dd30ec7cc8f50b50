import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { creditUsages } from '../../db/schema';

/** One bar: a day (YYYY-MM-DD) or a month (YYYY-MM) and the credits used in it. */
export interface TChartPoint {
  date: string;
  y: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Credits used per day of `month` of `year`, or per month of `year` without a month, in Dutch
 * time; every day or month of the period is a point (0 when nothing was used), oldest first.
 * `clientId` null: all clients together (the admins' chart). The range on used_at uses the
 * (client_id, used_at) index, or the used_at index for all clients.
 */
export async function creditUsageChart(
  db: TDb,
  clientId: number | null,
  year: number,
  month?: number,
): Promise<TChartPoint[]> {
  const tz = DEFAULT_TIME_ZONE;
  const perDay = month !== undefined;
  const start = perDay ? `${year}-${pad(month)}-01` : `${year}-01-01`;
  const unit = perDay ? 'month' : 'year';
  const bucketFormat = perDay ? 'YYYY-MM-DD' : 'YYYY-MM';
  const from = sql`(${start}::date)::timestamp at time zone ${tz}`;
  const to = sql`((${start}::date) + ${sql.raw(`interval '1 ${unit}'`)})::timestamp at time zone ${tz}`;
  const bucket = sql<string>`to_char(${creditUsages.usedAt} at time zone ${tz}, ${bucketFormat})`;
  const rows = await db
    .select({ date: bucket, y: sql<string>`sum(${creditUsages.amount})` })
    .from(creditUsages)
    .where(
      and(
        clientId === null ? undefined : eq(creditUsages.clientId, clientId),
        gte(creditUsages.usedAt, from),
        lt(creditUsages.usedAt, to),
      ),
    )
    // By position: the bucket's parameters would make a second, different expression.
    .groupBy(sql`1`);
  const used = new Map(rows.map((row) => [row.date, Number(row.y)]));
  return periodBuckets(year, month).map((date) => ({ date, y: used.get(date) ?? 0 }));
}

/** Every day of the month (YYYY-MM-DD), or every month of the year (YYYY-MM). */
export function periodBuckets(year: number, month?: number): string[] {
  if (month === undefined) return Array.from({ length: 12 }, (_, i) => `${year}-${pad(i + 1)}`);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`);
}
