import type { TChartDayCount, TChartEntry } from '@eform/core/api/registration-charts';
import { formatCount, formatNumber } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';

/**
 * One bar of a chart: its key, what the table calls it, its count, and what the axis writes
 * under it when shorter than the label (a histogram bin's lower end).
 */
export type TChartBar = { key: string; label: string; count: number; tick?: string };

/** A chart as the card shows it: the bars, and the table's first column heading. */
export type TChartData = { bars: TChartBar[]; column: string };

/** '2026-03-01' → '01-03-2026', the Dutch way of writing a day. */
export function dayLabel(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}

/** The registrations per day as bars. */
export function perDayData(perDay: TChartDayCount[]): TChartData {
  return {
    column: ta('charts.column.date'),
    bars: perDay.map(({ date, count }) => ({ key: date, label: dayLabel(date), count })),
  };
}

/** The bars of a question's chart, by its kind: options, yes/no, histogram bins, days or weeks. */
export function chartDataOf(entry: TChartEntry): TChartData {
  switch (entry.kind) {
    case 'options':
      return {
        column: ta('charts.column.value'),
        bars: entry.counts.map((c) => ({
          key: c.value,
          label: c.label || c.value,
          count: c.count,
        })),
      };
    case 'yes_no':
      return {
        column: ta('charts.column.value'),
        bars: [
          { key: 'yes', label: ta('charts.yes'), count: entry.counts.yes },
          { key: 'no', label: ta('charts.no'), count: entry.counts.no },
          { key: 'empty', label: ta('charts.emptyAnswer'), count: entry.counts.empty },
        ],
      };
    case 'number':
      return {
        column: ta('charts.column.range'),
        bars: entry.histogram.map((bin, i) => ({
          key: String(i),
          label: ta('charts.range', { from: formatNumber(bin.from), to: formatNumber(bin.to) }),
          tick: formatNumber(bin.from),
          count: bin.count,
        })),
      };
    case 'date':
      return {
        column: ta(entry.per === 'week' ? 'charts.column.week' : 'charts.column.date'),
        bars: entry.counts.map(({ date, count }) => ({ key: date, label: dayLabel(date), count })),
      };
  }
}

/** The chart read out in one sentence, its aria-label: 'Wijk: Noord 2, Zuid 1'. */
export function chartSummary(label: string, bars: TChartBar[]): string {
  const parts = bars
    .map((bar) => ta('charts.part', { name: bar.label, count: formatCount(bar.count) }))
    .join(', ');
  return ta('charts.summary', { label, parts });
}

/** A CSV cell: quoted when it holds the separator, a quote or a line break; a formula made inert. */
function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/**
 * A chart's data as CSV in the Dutch Excel dialect the exports use: `;` between cells, CRLF
 * line ends and a byte order mark so Excel reads it as UTF-8; a heading row, then a row a bar.
 */
export function chartCsv(data: TChartData): string {
  const rows = [
    [data.column, ta('charts.column.count')],
    ...data.bars.map((bar) => [bar.label, String(bar.count)]),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/** A file name for a chart's download: the question's name, safe on every system. */
export function chartFileName(name: string, extension: 'png' | 'csv'): string {
  const safe = name.replace(/[^\p{L}\p{N}_-]+/gu, '-').replace(/^-+|-+$/g, '') || 'grafiek';
  return `${safe}.${extension}`;
}
