import type { TChartEntry } from '@eform/core/api/registration-charts';
import { ta } from '@eform/core/messages/admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { chartCsv, chartDataOf, chartSummary } from '../../lib/chart-data';
import { ChartCard } from './chart-card';

const wijk: TChartEntry = {
  name: 'wijk',
  label: 'Wijk',
  type: 'radio',
  kind: 'options',
  answered: 3,
  counts: [
    { value: 'noord', label: 'Noord', count: 2 },
    { value: 'zuid', label: 'Zuid; centrum', count: 1 },
  ],
};
const leeftijd: TChartEntry = {
  name: 'leeftijd',
  label: 'Leeftijd',
  type: 'number',
  kind: 'number',
  answered: 4,
  stats: { min: 10, max: 40, mean: 25, median: 22.5 },
  histogram: [
    { from: 10, to: 25, count: 2 },
    { from: 25, to: 40, count: 2 },
  ],
};

describe('ChartCard', () => {
  it('renders the figure named by its summary and the same numbers as a table', async () => {
    renderWithProviders(<ChartCard title="Wijk" name="wijk" data={chartDataOf(wijk)} />);
    expect(screen.getByRole('img', { name: 'Wijk: Noord 2, Zuid; centrum 1' })).toBeTruthy();
    const table = screen.getByTestId('chart-table');
    const cells = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells.filter((row) => row.length > 0)).toEqual([
      ['Noord', '2'],
      ['Zuid; centrum', '1'],
    ]);
    // Hidden from sight until asked, then shown.
    const toggle = screen.getByRole('button', { name: ta('charts.showTable') });
    await userEvent.click(toggle);
    expect(
      screen.getByRole('button', { name: ta('charts.hideTable') }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("shows a number question's statistics with a decimal comma", () => {
    renderWithProviders(
      <ChartCard
        title="Leeftijd"
        name="leeftijd"
        data={chartDataOf(leeftijd)}
        stats={leeftijd.kind === 'number' ? leeftijd.stats : null}
      />,
    );
    const stats = within(screen.getByTestId('chart-stats'));
    expect(stats.getByText(ta('charts.stat.mean')).nextSibling?.textContent).toBe('25');
    expect(stats.getByText(ta('charts.stat.median')).nextSibling?.textContent).toBe('22,5');
    expect(stats.getByText(ta('charts.stat.min')).nextSibling?.textContent).toBe('10');
    expect(stats.getByText(ta('charts.stat.max')).nextSibling?.textContent).toBe('40');
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe(
      'Leeftijd: 10 - 25 2, 25 - 40 2',
    );
  });
});

describe('chartCsv', () => {
  it('writes the Dutch Excel dialect: BOM, semicolons, quoted cells, CRLF', () => {
    expect(chartCsv(chartDataOf(wijk))).toBe(
      '\uFEFFWaarde;Aantal\r\nNoord;2\r\n"Zuid; centrum";1\r\n',
    );
  });

  it('makes a formula inert and writes yes/no and dates by their Dutch names', () => {
    const csv = chartCsv({ column: 'Waarde', bars: [{ key: 'x', label: '=1+1', count: 1 }] });
    expect(csv).toContain("'=1+1;1");
    const yesNo = chartDataOf({
      name: 'akkoord',
      label: 'Akkoord',
      type: 'checkbox_single',
      kind: 'yes_no',
      answered: 3,
      counts: { yes: 2, no: 1, empty: 1 },
    });
    expect(chartSummary('Akkoord', yesNo.bars)).toBe('Akkoord: Ja 2, Nee 1, Niet ingevuld 1');
    const dates = chartDataOf({
      name: 'datum',
      label: 'Datum',
      type: 'date',
      kind: 'date',
      answered: 1,
      per: 'week',
      counts: [{ date: '2026-03-30', count: 1 }],
    });
    expect(chartCsv(dates)).toBe('\uFEFFWeek vanaf;Aantal\r\n30-03-2026;1\r\n');
  });
});
