// Only the admin screens (a lazy chunk) import these schemas; the fill path never.
import { z } from 'zod';
import { ZRegistrationListQuery } from './registrations-admin';

/** A number question's histogram has this many bins of equal width. */
export const CHART_HISTOGRAM_BINS = 10;
/** A date question is counted per day up to this many days between its first and last date, per week beyond. */
export const CHART_DATE_MAX_DAYS = 62;
/** The managers' dashboard shows the registrations of this many days (today included). */
export const DASHBOARD_FORM_DAYS = 30;
/**
 * The most time each of the charts' statements of one request may take in PostgreSQL; past it
 * the call answers 503 with a request to narrow the selection, so one heavy chart never holds
 * the database for everyone (issue 35: the aggregates miss their target on a million rows).
 */
export const CHARTS_STATEMENT_TIMEOUT_MS = 15_000;
/** The managers' dashboard shows at most this many forms, those with the most registrations first. */
export const DASHBOARD_FORMS_MAX = 50;

/**
 * GET api/form/{form_id}/registrations/charts query: exactly the list's selection (tab, status,
 * hook status and the `min:`/`max:`/`eq:` filters), without its page and sort, so the charts and
 * the list always count the same registrations.
 */
export const ZRegistrationChartsQuery = ZRegistrationListQuery.omit({
  page: true,
  items_per_page: true,
  sort_by: true,
  sort_direction: true,
});
/** The charts' query as parsed. */
export type TRegistrationChartsQuery = z.infer<typeof ZRegistrationChartsQuery>;

/** How many registrations fell on one day (YYYY-MM-DD, Dutch time) or in the week starting on it. */
export const ZChartDayCount = z.object({ date: z.iso.date(), count: z.number().int() });
/** A day's (or week's) count. */
export type TChartDayCount = z.infer<typeof ZChartDayCount>;

const entryBase = {
  /** The question's data name. */
  name: z.string(),
  /** The question's label (its name when it has none). */
  label: z.string(),
  /** The element type. */
  type: z.string(),
  /** How many of the registrations answered it (a value that is not empty). */
  answered: z.number().int(),
};

/** A choice question (radio, select, checkbox_multiple): how often each option was chosen. */
export const ZChartOptionsEntry = z.object({
  ...entryBase,
  kind: z.literal('options'),
  /** Every option of the question in its order, also those never chosen; a multiple choice counts each ticked option. */
  counts: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
});
/** A yes/no question (checkbox_single): ticked, not ticked, and not answered. */
export const ZChartYesNoEntry = z.object({
  ...entryBase,
  kind: z.literal('yes_no'),
  counts: z.object({ yes: z.number().int(), no: z.number().int(), empty: z.number().int() }),
});
/** The statistics of a number question's answers; null when nothing was answered. */
export const ZChartNumberStats = z.object({
  min: z.number(),
  max: z.number(),
  mean: z.number(),
  median: z.number(),
});
/** A number question's statistics. */
export type TChartNumberStats = z.infer<typeof ZChartNumberStats>;
/** A number question (number, decimal, calculation): statistics and a histogram. */
export const ZChartNumberEntry = z.object({
  ...entryBase,
  kind: z.literal('number'),
  stats: ZChartNumberStats.nullable(),
  /** {@link CHART_HISTOGRAM_BINS} bins from min to max (the last includes max); empty without answers. */
  histogram: z.array(z.object({ from: z.number(), to: z.number(), count: z.number().int() })),
});
/** A date question (date, datetime): answers per day, or per week (its Monday) over a long span. */
export const ZChartDateEntry = z.object({
  ...entryBase,
  kind: z.literal('date'),
  per: z.enum(['day', 'week']),
  counts: z.array(ZChartDayCount),
});

/** One question's chart data, by its kind. */
export const ZChartEntry = z.discriminatedUnion('kind', [
  ZChartOptionsEntry,
  ZChartYesNoEntry,
  ZChartNumberEntry,
  ZChartDateEntry,
]);
/** One question's chart data. */
export type TChartEntry = z.infer<typeof ZChartEntry>;
/** A chart kind. */
export type TChartKind = TChartEntry['kind'];

/**
 * GET api/form/{form_id}/registrations/charts answer: how many registrations the selection
 * holds, how many were registered on each day (Dutch time; days without any left out), and per
 * question of the form's top level with countable values its chart data, in the form's order.
 */
export const ZRegistrationCharts = z
  .object({
    total: z.number().int(),
    per_day: z.array(ZChartDayCount),
    questions: z.array(ZChartEntry),
  })
  .meta({ id: 'RegistrationCharts' });
/** The charts' answer. */
export type TRegistrationCharts = z.infer<typeof ZRegistrationCharts>;

/** One form on the managers' dashboard. */
export const ZDashboardForm = z.object({
  form_id: z.string(),
  name: z.string(),
  /** The registrations sent on each of the last {@link DASHBOARD_FORM_DAYS} days, oldest first, every day listed. */
  last_30_days: z.array(ZChartDayCount),
  total_30_days: z.number().int(),
  /** A workflow form's open registrations (drafts) per phase, only phases that hold some. */
  open_per_phase: z.array(z.object({ phase: z.string(), count: z.number().int() })),
});
/** One form on the dashboard. */
export type TDashboardForm = z.infer<typeof ZDashboardForm>;

/** GET api/clients/{client_id}/dashboard/forms answer: the forms the user manages, busiest first. */
export const ZDashboardForms = z
  .object({ forms: z.array(ZDashboardForm) })
  .meta({ id: 'DashboardForms' });
/** The dashboard's forms. */
export type TDashboardForms = z.infer<typeof ZDashboardForms>;
