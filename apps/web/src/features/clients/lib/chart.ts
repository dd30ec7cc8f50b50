import type { TChartPoint } from '@eform/core/api';
import { CHART_YEAR_COUNT } from '@eform/core/constants';
import { tc } from '@eform/core/messages/clients';

/** The year options of the credit chart: the current year and the 9 before (doc 3 §9). */
export function chartYears(now = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CHART_YEAR_COUNT }, (_, i) => year - i);
}

/** The sum of the chart's bars ('Totaal'). */
export function chartTotal(points: readonly TChartPoint[]): number {
  return points.reduce((sum, point) => sum + point.y, 0);
}

/**
 * A bar's short label under the axis: the day number (YYYY-MM-DD) or the month's first three
 * letters (YYYY-MM); `long` gives the whole month name and the day with its month.
 */
export function barLabel(date: string, long = false): string {
  const [, month, day] = date.split('-');
  const monthName = tc(`date.month.${Number(month)}` as 'date.month.1');
  if (day === undefined) return long ? monthName : monthName.slice(0, 3);
  return long ? `${Number(day)} ${monthName.toLowerCase()}` : String(Number(day));
}
