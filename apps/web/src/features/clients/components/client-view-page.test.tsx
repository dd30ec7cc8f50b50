import { tc } from '@eform/core/messages/clients';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderClientScreen, sampleClient } from '../clients.test-support';
import { chartYears } from '../lib/chart';
import { ClientViewPage } from './client-view-page';

const api = stubFetchRoutes();
const now = new Date();
const year = now.getFullYear();
const month = now.getMonth() + 1;

function days(values: number[]) {
  return values.map((y, i) => ({
    date: `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`,
    y,
  }));
}

function setup(roles: Parameters<typeof renderClientScreen>[1]['roles'] = ['admin']) {
  return renderClientScreen(<ClientViewPage />, {
    path: '/clients/:client_id',
    url: '/clients/7',
    roles,
  });
}

describe('ClientViewPage', () => {
  it('shows name, modules, credits, limit, registrations and the chart with its total', async () => {
    api.answer('GET /api/clients/7', sampleClient());
    api.answer('GET /api/clients/7/chart-credit-usages*', days([2, 0, 5]));
    setup();
    expect((await screen.findByTestId('client-name')).textContent).toBe('Gemeente Testdorp');
    expect(screen.getByTestId('client-modules').textContent).toBe('Word, Tracking');
    expect(screen.getByTestId('client-credits').textContent).toBe('120');
    expect(screen.getByTestId('client-low-credit-limit').textContent).toBe('10');
    expect(screen.getByTestId('client-registrations').textContent).toBe('42');
    expect(screen.getByRole('heading', { name: tc('chart.usedCredits') })).toBeTruthy();
    expect((await screen.findByTestId('credit-chart-total')).textContent).toBe(
      tc('chart.total', { total: 7 }),
    );
    const list = within(screen.getByTestId('credit-chart-list')).getAllByRole('listitem');
    expect(list).toHaveLength(3);
    expect(list[2]?.textContent).toContain('5 credits');
    expect(api.calls.map((c) => c.path)).toContain(
      `/api/clients/7/chart-credit-usages?year=${year}&month=${month}`,
    );
  });

  it("says 'Geen' without modules and hides 'Koop modules' without 'eform edit client'", async () => {
    api.answer('GET /api/clients/7', sampleClient({ modules: [] }));
    api.answer('GET /api/clients/7/chart-credit-usages*', days([]));
    setup(['financial']);
    expect((await screen.findByTestId('client-modules')).textContent).toBe(tc('clients.noModules'));
    expect(screen.queryByRole('link', { name: tc('clientsAdmin.view.buyModules') })).toBeNull();
  });

  it("links 'Koop modules' to modules-buy for 'eform edit client'", async () => {
    api.answer('GET /api/clients/7', sampleClient());
    api.answer('GET /api/clients/7/chart-credit-usages*', days([]));
    setup(['client_manager']);
    const link = await screen.findByRole('link', { name: tc('clientsAdmin.view.buyModules') });
    expect(link.getAttribute('href')).toBe('/clients/7/modules-buy');
  });

  it('offers the current year and the 9 before, and asks the chosen year by month', async () => {
    api.answer('GET /api/clients/7', sampleClient());
    api.answer('GET /api/clients/7/chart-credit-usages*', days([1]));
    setup();
    const user = userEvent.setup();
    const yearSelect = await screen.findByLabelText(tc('clientsAdmin.chart.year'));
    expect([...(yearSelect as HTMLSelectElement).options].map((o) => Number(o.value))).toEqual(
      chartYears(),
    );
    expect(chartYears()).toHaveLength(10);
    const monthSelect = screen.getByLabelText(tc('clientsAdmin.chart.month'));
    expect((monthSelect as HTMLSelectElement).value).toBe(String(month));
    await user.selectOptions(yearSelect, String(year - 3));
    await user.selectOptions(monthSelect, '');
    expect(api.calls.map((c) => c.path)).toContain(
      `/api/clients/7/chart-credit-usages?year=${year - 3}`,
    );
  });
});
