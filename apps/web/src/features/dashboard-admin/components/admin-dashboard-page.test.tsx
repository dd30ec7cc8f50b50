import type { TDashboardReport } from '@eform/core/api/dashboard';
import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderScreen } from '../../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';

const api = stubFetchRoutes();
const filter = () => within(screen.getByTestId('dashboard-filter'));
const now = new Date(2026, 10, 26, 10, 0);

function report(
  date: string,
  clients: [id: number, name: string, regs: number, credits: number][],
) {
  return {
    report_date: date,
    disk_free: 25 * 1024 ** 3,
    disk_total: 100 * 1024 ** 3,
    disk_available: 25,
    registration_count_per_client: clients.map(([client_id, client_name, count]) => ({
      client_id,
      client_name,
      count,
    })),
    credit_usage_per_client: clients.map(([client_id, client_name, , credit_count]) => ({
      client_id,
      client_name,
      credit_count,
    })),
  } satisfies TDashboardReport;
}

function answerAll() {
  api.answer('GET /api/dashboard-reports*', {
    items: [report('2026-11-25', [[7, 'Gemeente Testdorp', 2, 2]]), report('2026-11-24', [])],
    prev: null,
    next: null,
  });
  api.answer('GET /api/dashboard-reports/last-30-days', {
    items: [
      report('2026-11-25', [
        [7, 'Gemeente Testdorp', 2, 2],
        [8, 'Bakkerij', 1, 1234],
      ]),
    ],
  });
  api.answer(
    'GET /api/dashboard-reports/today',
    report('2026-11-26', [[7, 'Gemeente Testdorp', 1, 1]]),
  );
  api.answer('GET /api/clients/all/chart-credit-usages*', [{ date: '2026-11-01', y: 3 }]);
}

describe('AdminDashboardPage', () => {
  it('asks for the current month and shows the disk per day in 1024 units', async () => {
    answerAll();
    renderScreen(<AdminDashboardPage now={now} />, '/admin/dashboard');
    const disk = await screen.findByTestId('disk-table');
    const rows = within(disk).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toBe('25-11-202625,00 GB25,00%100,00 GB');
    expect(api.calls.map((c) => c.path)).toContain('/api/dashboard-reports?period=2026-11&page=1');
    expect(
      (filter().getByLabelText(tc('dashboardAdmin.filter.year')) as HTMLSelectElement).value,
    ).toBe('2026');
    expect(
      (filter().getByLabelText(tc('dashboardAdmin.filter.month')) as HTMLSelectElement).value,
    ).toBe('11');
  });

  it("sums the period's usage per client with today's so far, and the last 30 days' credits (dots between thousands)", async () => {
    answerAll();
    renderScreen(<AdminDashboardPage now={now} />, '/admin/dashboard');
    const period = await screen.findByTestId('period-usage');
    expect(within(period).getAllByRole('row')[1]?.textContent).toBe('Gemeente Testdorp33');
    const recent = await screen.findByTestId('recent-usage');
    expect(
      within(recent)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      `${tc('dashboardAdmin.client')}${tc('dashboardAdmin.credits')}`,
      'Bakkerij1.234',
      'Gemeente Testdorp2',
    ]);
    expect(await screen.findByTestId('credit-chart-total')).toBeTruthy();
  });

  it('asks for a whole past year without today, and opens a client from its row', async () => {
    answerAll();
    const { router } = renderScreen(<AdminDashboardPage now={now} />, '/admin/dashboard');
    await screen.findByTestId('disk-table');
    await userEvent.selectOptions(
      filter().getByLabelText(tc('dashboardAdmin.filter.year')),
      '2025',
    );
    await userEvent.selectOptions(
      filter().getByLabelText(tc('dashboardAdmin.filter.month')),
      tc('dashboardAdmin.filter.wholeYear'),
    );
    expect(api.calls.map((c) => c.path)).toContain('/api/dashboard-reports?period=2025&page=1');
    const period = await screen.findByTestId('period-usage');
    expect(within(period).getAllByRole('row')[1]?.textContent).toBe('Gemeente Testdorp22');
    await userEvent.click(within(period).getByRole('link', { name: 'Gemeente Testdorp' }));
    expect(router.state.location.pathname).toBe('/clients/7');
  });

  it('has one period filter, which the chart follows as well', async () => {
    answerAll();
    renderScreen(<AdminDashboardPage now={now} />, '/admin/dashboard');
    await screen.findByTestId('credit-chart-total');
    expect(screen.getAllByLabelText(tc('dashboardAdmin.filter.year'))).toHaveLength(1);
    expect(screen.getAllByLabelText(tc('dashboardAdmin.filter.month'))).toHaveLength(1);
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/clients/all/chart-credit-usages?year=2026&month=11',
    );
    await userEvent.selectOptions(
      filter().getByLabelText(tc('dashboardAdmin.filter.year')),
      '2025',
    );
    await userEvent.selectOptions(
      filter().getByLabelText(tc('dashboardAdmin.filter.month')),
      tc('dashboardAdmin.filter.wholeYear'),
    );
    await waitFor(() =>
      expect(api.calls.map((c) => c.path)).toContain(
        '/api/clients/all/chart-credit-usages?year=2025',
      ),
    );
  });

  it('shows the empty texts, not a spinner, when the reports fail to load', async () => {
    api.answer('GET /api/dashboard-reports*', { code: 'INTERNAL', message: 'x' }, 500);
    api.answer('GET /api/dashboard-reports/last-30-days', { code: 'INTERNAL', message: 'x' }, 500);
    api.answer('GET /api/dashboard-reports/today', { code: 'INTERNAL', message: 'x' }, 500);
    api.answer('GET /api/clients/all/chart-credit-usages*', []);
    renderScreen(<AdminDashboardPage now={now} />, '/admin/dashboard');
    expect(await screen.findByTestId('disk-table-empty')).toBeTruthy();
    expect(await screen.findByTestId('period-usage-empty')).toBeTruthy();
    expect(await screen.findByTestId('recent-usage-empty')).toBeTruthy();
  });
});
