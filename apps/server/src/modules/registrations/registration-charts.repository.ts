import { DEFAULT_TIME_ZONE } from '@eform/core/constants';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { registrations } from '../../db/schema';
import { numericValueSql } from './registration-filters';

/**
 * The charts' aggregates over a list's selection (issue 35): every figure is counted by
 * PostgreSQL, a few statements each passing the selected rows once; no registration row is read
 * into Node, only counts per day, per value and per bin.
 */

/** A question as the aggregates read it: its data name and how its value is counted. */
export interface TChartQuestion {
  name: string;
  /** options: one value; choices: a list of values; yes_no: a boolean; number; date. */
  read: 'options' | 'choices' | 'yes_no' | 'number' | 'date';
}

const json = (name: string) => sql`(${registrations.values} -> ${name}::text)`;
const text = (name: string) => sql`(${json(name)} #>> '{}')`;

/** The first 10 characters of a date or date-time value when they are a date, else null. */
function dayOf(name: string): SQL {
  return sql`(case when ${text(name)} ~ '^\\d{4}-\\d{2}-\\d{2}' then left(${text(name)}, 10) end)`;
}

/** Whether the registration answered the question (a value that is not empty). */
function answeredSql(question: TChartQuestion): SQL {
  const { name } = question;
  switch (question.read) {
    case 'choices':
      return sql`(jsonb_typeof(${json(name)}) = 'array' and jsonb_array_length(${json(name)}) > 0)`;
    case 'yes_no':
      return sql`(jsonb_typeof(${json(name)}) = 'boolean')`;
    case 'number':
      return sql`(${numericValueSql(json(name))} is not null)`;
    case 'date':
      return sql`(${dayOf(name)} is not null)`;
    default:
      return sql`(coalesce(${text(name)}, '') <> '')`;
  }
}

/** Per question: answered, and for numbers min, max, mean, median (null without answers). */
export interface TSummaryRow {
  total: number;
  answered: number[];
  stats: ({ min: number; max: number; mean: number; median: number } | null)[];
}

/**
 * One pass over the selection: its size, each question's answered count and each number
 * question's min, max, mean and median (ordered-set aggregates skip the nulls of the others).
 */
export async function summarise(
  db: TDb,
  where: SQL,
  questions: TChartQuestion[],
): Promise<TSummaryRow> {
  const columns: SQL[] = [sql`count(*)::int`];
  for (const question of questions) {
    columns.push(sql`(count(*) filter (where ${answeredSql(question)}))::int`);
  }
  const numbers = questions.filter((question) => question.read === 'number');
  for (const { name } of numbers) {
    const value = numericValueSql(json(name));
    columns.push(
      sql`min(${value})::float8`,
      sql`max(${value})::float8`,
      sql`avg(${value})::float8`,
      sql`percentile_cont(0.5) within group (order by ${value})::float8`,
    );
  }
  const result = await db.execute(
    sql`select array[${sql.join(columns, sql`, `)}]::float8[] as figures from ${registrations} where ${where}`,
  );
  const figures = ((result.rows[0] as { figures: (number | null)[] }).figures ?? []).map((f) =>
    f === null ? null : Number(f),
  );
  const answered = questions.map((_, i) => figures[i + 1] ?? 0);
  const stats = numbers.map((_, i) => {
    const [min, max, mean, median] = figures.slice(
      1 + questions.length + i * 4,
      5 + questions.length + i * 4,
    );
    if (min == null || max == null || mean == null || median == null) return null;
    return { min, max, mean, median };
  });
  return { total: figures[0] ?? 0, answered, stats };
}

/** How many registrations of the selection fell on each Dutch day, oldest first. */
export async function countPerDay(db: TDb, where: SQL): Promise<{ date: string; count: number }[]> {
  const day = sql`(${registrations.registeredAt} at time zone ${DEFAULT_TIME_ZONE})::date`;
  const result = await db.execute(
    // The day in a subquery: a GROUP BY repeating the expression would bind the zone anew.
    sql`select to_char(s.day, 'YYYY-MM-DD') as date, count(*)::int as count
      from (select ${day} as day from ${registrations} where ${where}) s
      group by s.day order by s.day`,
  );
  return result.rows as { date: string; count: number }[];
}

/**
 * One pass over the selection counting, per question, each value it holds: an option's value,
 * each ticked option of a multiple choice, 'true'/'false' of a yes/no, a date's day.
 */
export async function countValues(
  db: TDb,
  where: SQL,
  questions: TChartQuestion[],
): Promise<{ q: number; value: string; count: number }[]> {
  const counted = questions
    .map((question, index) => ({ question, index }))
    .filter(({ question }) => question.read !== 'number');
  if (counted.length === 0) return [];
  const parts = counted.map(({ question, index }) => {
    const { name } = question;
    if (question.read === 'choices') {
      // CASE first: only a list is unnested.
      return sql`select ${index}::int as q, chosen as value from jsonb_array_elements_text(
        case when jsonb_typeof(${json(name)}) = 'array' then ${json(name)} else '[]'::jsonb end) chosen`;
    }
    const value = question.read === 'date' ? dayOf(name) : text(name);
    return sql`select ${index}::int as q, ${value} as value`;
  });
  const result = await db.execute(
    sql`select v.q, v.value, count(*)::int as count from ${registrations}
      cross join lateral (${sql.join(parts, sql` union all `)}) v
      where ${where} and v.value is not null and v.value <> ''
      group by v.q, v.value`,
  );
  return result.rows as { q: number; value: string; count: number }[];
}

/** A number question's range for its histogram: its index in the questions, min and max. */
export interface THistogramRange {
  q: number;
  name: string;
  min: number;
  max: number;
}

/**
 * One pass over the selection putting each number answer in one of `bins` equal bins between its
 * question's min and max (width_bucket; max itself goes in the last bin).
 */
export async function countBins(
  db: TDb,
  where: SQL,
  ranges: THistogramRange[],
  bins: number,
): Promise<{ q: number; bin: number; count: number }[]> {
  if (ranges.length === 0) return [];
  const parts = ranges.map(
    ({ q, name, min, max }) =>
      sql`select ${q}::int as q, least(width_bucket(${numericValueSql(json(name))}::float8,
        ${min}::float8, ${max}::float8, ${bins}::int), ${bins}::int) as bin`,
  );
  const result = await db.execute(
    sql`select v.q, v.bin, count(*)::int as count from ${registrations}
      cross join lateral (${sql.join(parts, sql` union all `)}) v
      where ${where} and v.bin is not null
      group by v.q, v.bin`,
  );
  return result.rows as { q: number; bin: number; count: number }[];
}
