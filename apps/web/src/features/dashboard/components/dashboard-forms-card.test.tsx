import type { TDashboardForms } from '@eform/core/api/registration-charts';
import { th } from '@eform/core/messages/home';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { DashboardFormsCard } from './dashboard-forms-card';

const days = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-03-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 2 : i === 10 ? 1 : 0,
}));
const ANSWER: TDashboardForms = {
  forms: [
    {
      form_id: 'f-1',
      name: 'Aanvragen',
      last_30_days: days,
      total_30_days: 3,
      open_per_phase: [
        { phase: '1', count: 2 },
        { phase: '3', count: 1 },
      ],
    },
  ],
};
let answer: TDashboardForms = ANSWER;
const fetchSpy = vi.fn(
  async (_input: string | URL | Request) => new Response(JSON.stringify(answer)),
);
beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  answer = ANSWER;
});

describe('DashboardFormsCard', () => {
  it('shows each form with its link, count, sparkline and open registrations per phase', async () => {
    renderScreen(<DashboardFormsCard clientId={4} />);
    const row = await screen.findByTestId('dashboard-form');
    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/client/4/dashboard/forms');
    expect(within(row).getByRole('link', { name: 'Aanvragen' }).getAttribute('href')).toBe(
      '/admin/form/f-1/registrations',
    );
    expect(within(row).getByTestId('dashboard-form-total').textContent).toBe('3 in 30 dagen');
    expect(
      within(row).getByRole('img', { name: 'Aanvragen: 3 registraties in 30 dagen, vandaag 2' }),
    ).toBeTruthy();
    expect(row.textContent).toContain('Fase 1: 2, Fase 3: 1');
  });

  it('says when there are no forms', async () => {
    answer = { forms: [] };
    renderScreen(<DashboardFormsCard clientId={4} />);
    expect(await screen.findByText(th('ui.dashboard.forms.empty'))).toBeTruthy();
  });
});
