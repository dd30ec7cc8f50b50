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

/** Cancels any later statement of the transaction `tx` that runs longer than `ms`. */
export async function limitStatementTime(tx: TDb, ms: number): Promise<void> {
  await tx.execute(sql`select set_config('statement_timeout', ${String(Math.trunc(ms))}, true)`);
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
  // Each row's answers are read once, in a subquery kept apart (offset 0): pulled up into the
  // aggregates, every reference would read and parse the value again (four times per number).
  const inner: SQL[] = [sql`1 as one`];
  const columns: SQL[] = [sql`count(*)::int`];
  questions.forEach((question, i) => {
    inner.push(sql`${answeredSql(question)} as ${sql.raw(`a${i}`)}`);
    columns.push(sql`(count(*) filter (where ${sql.raw(`a${i}`)}))::int`);
  });
  const numbers = questions.filter((question) => question.read === 'number');
  numbers.forEach(({ name }, j) => {
    const n = sql.raw(`n${j}`);
    inner.push(sql`${numericValueSql(json(name))}::float8 as ${n}`);
    columns.push(
      sql`min(${n})`,
      sql`max(${n})`,
      sql`avg(${n})`,
      sql`percentile_cont(0.5) within group (order by ${n})`,
    );
  });
  const result = await db.execute(
    sql`select array[${sql.join(columns, sql`, `)}]::float8[] as figures
      from (select ${sql.join(inner, sql`, `)} from ${registrations} where ${where} offset 0) s`,
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
  // Each row's answers are read once in a subquery kept apart (offset 0), then turned into one
  // (question, value) row per answer: a VALUES row per single answer, one per ticked option.
  const inner: SQL[] = [];
  const singles: SQL[] = [];
  const lists: SQL[] = [];
  for (const { question, index } of counted) {
    const column = sql.raw(`v${index}`);
    if (question.read === 'choices') {
      // CASE first: only a list is unnested.
      inner.push(sql`case when jsonb_typeof(${json(question.name)}) = 'array'
        then ${json(question.name)} else '[]'::jsonb end as ${column}`);
      lists.push(
        sql`select ${index}::int, chosen from jsonb_array_elements_text(s.${column}) chosen`,
      );
    } else {
      inner.push(
        sql`${question.read === 'date' ? dayOf(question.name) : text(question.name)} as ${column}`,
      );
      singles.push(sql`(${index}::int, s.${column})`);
    }
  }
  const parts = [
    ...(singles.length > 0 ? [sql`values ${sql.join(singles, sql`, `)}`] : []),
    ...lists,
  ];
  const result = await db.execute(
    sql`select v.q, v.value, count(*)::int as count
      from (select ${sql.join(inner, sql`, `)} from ${registrations} where ${where} offset 0) s
      cross join lateral (${sql.join(parts, sql` union all `)}) v(q, value)
      where v.value is not null and v.value <> ''
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
  const inner = ranges.map(
    ({ name }, i) => sql`${numericValueSql(json(name))}::float8 as ${sql.raw(`n${i}`)}`,
  );
  const rows = ranges.map(
    ({ q, min, max }, i) => sql`(${q}::int, least(width_bucket(s.${sql.raw(`n${i}`)},
        ${min}::float8, ${max}::float8, ${bins}::int), ${bins}::int))`,
  );
  // Each row's numbers read once (offset 0 keeps the subquery apart), then one row per number.
  const result = await db.execute(
    sql`select v.q, v.bin, count(*)::int as count
      from (select ${sql.join(inner, sql`, `)} from ${registrations} where ${where} offset 0) s
      cross join lateral (values ${sql.join(rows, sql`, `)}) v(q, bin)
      where v.bin is not null
      group by v.q, v.bin`,
  );
  return result.rows as { q: number; bin: number; count: number }[];
}
