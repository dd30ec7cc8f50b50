import {
  CHART_DATE_MAX_DAYS,
  CHART_HISTOGRAM_BINS,
  CHARTS_STATEMENT_TIMEOUT_MS,
  type TChartDayCount,
  type TChartEntry,
  type TRegistrationCharts,
  type TRegistrationChartsQuery,
} from '@eform/core/api/registration-charts';
import type { TElement } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { formForUser, pgErrorCode, type TAsker } from '../access';
import {
  countBins,
  countPerDay,
  countValues,
  limitStatementTime,
  summarise,
  type TChartQuestion,
  type THistogramRange,
} from './registration-charts.repository';
import { registrationListSql } from './registration-filters';

/**
 * The charts of a form's registrations (issue 35 item 2): per question of the form's top level
 * whose value can be counted, its counts or statistics over exactly the list's selection.
 */

const MANAGE = 'eform manage form registrations';

/** How each countable element type is read; the others (texts, files, maps, subforms...) are left out. */
const READS: Partial<Record<TElement['elementType'], TChartQuestion['read']>> = {
  radio: 'options',
  select: 'options',
  checkbox_multiple: 'choices',
  checkbox_single: 'yes_no',
  number: 'number',
  decimal: 'number',
  calculation: 'number',
  date: 'date',
  datetime: 'date',
};

interface TChartElement {
  element: TElement & { name: string };
  question: TChartQuestion;
}

function chartElementsOf(schema: TElement[]): TChartElement[] {
  const found: TChartElement[] = [];
  for (const element of schema) {
    const read = READS[element.elementType];
    if (!read || !('name' in element) || !element.name) continue;
    found.push({
      element: element as TChartElement['element'],
      question: { name: element.name, read },
    });
  }
  return found;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days counted, oldest first; per week (the Monday starting it) when they span more than the limit. */
export function datesPer(counts: TChartDayCount[]): {
  per: 'day' | 'week';
  counts: TChartDayCount[];
} {
  const sorted = [...counts].sort((a, b) => a.date.localeCompare(b.date));
  const first = sorted[0];
  const last = sorted.at(-1);
  if (!first || !last || dayNumber(last.date) - dayNumber(first.date) <= CHART_DATE_MAX_DAYS) {
    return { per: 'day', counts: sorted };
  }
  const weeks = new Map<string, number>();
  for (const { date, count } of sorted) {
    const n = dayNumber(date);
    // Day 0 (1970-01-01) was a Thursday: (n + 3) % 7 is the days since Monday.
    const monday = dayText(n - ((((n + 3) % 7) + 7) % 7));
    weeks.set(monday, (weeks.get(monday) ?? 0) + count);
  }
  return { per: 'week', counts: [...weeks].map(([date, count]) => ({ date, count })) };
}

/**
 * GET /api/form/{form_id}/registrations/charts. Another client's form (or one the user may not
 * see): NOT_FOUND; without the permission: FORBIDDEN; a filter that does not fit: VALIDATION
 * naming it (the list's own checks).
 */
export async function registrationCharts(
  db: TDb,
  auth: TAsker,
  formRef: string,
  query: TRegistrationChartsQuery,
  timeoutMs = CHARTS_STATEMENT_TIMEOUT_MS,
): Promise<TRegistrationCharts> {
  const { ref } = await formForUser(db, auth, formRef, MANAGE);
  const form = ref.form;
  // The list's WHERE; its sort plays no part in a count.
  const { where } = registrationListSql(form, { ...query, sort_direction: -1 });
  const charted = chartElementsOf(form.schema);
  try {
    // One connection for the request's statements, each cancelled past the limit.
    return await db.transaction(async (tx) => {
      await limitStatementTime(tx, timeoutMs);
      return chartsOf(tx, where, charted);
    });
  } catch (error) {
    if (pgErrorCode(error) !== PG_QUERY_CANCELED) throw error;
    throw new DomainError('SERVICE_UNAVAILABLE', {
      messageKey: 'server.charts.tooHeavy',
      cause: error,
    });
  }
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const PG_QUERY_CANCELED = '57014';

/** The charts of the selection `where`, counted in PostgreSQL. */
async function chartsOf(
  db: TDb,
  where: Parameters<typeof countPerDay>[1],
  charted: TChartElement[],
): Promise<TRegistrationCharts> {
  const questions = charted.map((c) => c.question);
  const summary = await summarise(db, where, questions);
  const perDay = await countPerDay(db, where);
  const values = await countValues(db, where, questions);
  const numberIndexes = questions.flatMap((q, i) => (q.read === 'number' ? [i] : []));
  const ranges: THistogramRange[] = [];
  numberIndexes.forEach((q, i) => {
    const stats = summary.stats[i];
    if (stats && stats.max > stats.min) {
      ranges.push({ q, name: questions[q]?.name ?? '', min: stats.min, max: stats.max });
    }
  });
  const bins = await countBins(db, where, ranges, CHART_HISTOGRAM_BINS);
  const entries = charted.map(({ element, question }, q): TChartEntry => {
    const base = {
      name: element.name,
      label: element.label || element.name,
      type: element.elementType,
      answered: summary.answered[q] ?? 0,
    };
    const mine = values.filter((row) => row.q === q);
    const countOf = (value: string) => mine.find((row) => row.value === value)?.count ?? 0;
    if (question.read === 'options' || question.read === 'choices') {
      const options = 'options' in element ? (element.options ?? []) : [];
      return {
        ...base,
        kind: 'options',
        counts: options.map((o) => ({ value: o.value, label: o.label, count: countOf(o.value) })),
      };
    }
    if (question.read === 'yes_no') {
      const [yes, no] = [countOf('true'), countOf('false')];
      return { ...base, kind: 'yes_no', counts: { yes, no, empty: summary.total - yes - no } };
    }
    if (question.read === 'date') {
      return {
        ...base,
        kind: 'date',
        ...datesPer(mine.map((r) => ({ date: r.value, count: r.count }))),
      };
    }
    const stats = summary.stats[numberIndexes.indexOf(q)] ?? null;
    return {
      ...base,
      kind: 'number',
      stats,
      histogram: histogramOf(q, stats, bins, base.answered),
    };
  });
  return { total: summary.total, per_day: perDay, questions: entries };
}

function histogramOf(
  q: number,
  stats: { min: number; max: number } | null,
  bins: { q: number; bin: number; count: number }[],
  answered: number,
) {
  if (!stats) return [];
  // Every answer the same number: one bin holds them all.
  if (stats.max === stats.min) return [{ from: stats.min, to: stats.max, count: answered }];
  const width = (stats.max - stats.min) / CHART_HISTOGRAM_BINS;
  return Array.from({ length: CHART_HISTOGRAM_BINS }, (_, i) => ({
    from: stats.min + i * width,
    to: i === CHART_HISTOGRAM_BINS - 1 ? stats.max : stats.min + (i + 1) * width,
    count: bins.find((row) => row.q === q && row.bin === i + 1)?.count ?? 0,
  }));
}
