import type { TRegistrationCharts } from '@eform/core/api/registration-charts';
import { ta } from '@eform/core/messages/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFormFixture } from '../../../../test/admin-form-fixture.test-support';
import { renderRouter } from '../../../../test/render';
import { RegistrationsListView } from '../registrations-page';

const SCHEMA = [
  {
    uuid: 'u1',
    name: 'kleur',
    elementType: 'radio',
    label: 'Kleur',
    options: [
      { label: 'Rood', value: 'rood' },
      { label: 'Blauw', value: 'blauw' },
    ],
  },
];
const CHARTS: TRegistrationCharts = {
  total: 3,
  per_day: [{ date: '2026-03-05', count: 3 }],
  questions: [
    {
      name: 'kleur',
      label: 'Kleur',
      type: 'radio',
      kind: 'options',
      answered: 3,
      counts: [
        { value: 'rood', label: 'Rood', count: 1 },
        { value: 'blauw', label: 'Blauw', count: 2 },
      ],
    },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let charts: TRegistrationCharts = CHARTS;
let tooHeavy = false;
const TOO_HEAVY = 'De grafieken van deze selectie vragen te veel rekenwerk.';
const fetchSpy = vi.fn(async (input: string | URL | Request) => {
  const path = String(input);
  if (path.includes('/registrations/charts?') && tooHeavy) {
    return json({ code: 'SERVICE_UNAVAILABLE', message: TOO_HEAVY }, 503);
  }
  if (path.includes('/registrations/charts?')) return json(charts);
  if (path.includes('/registrations?')) {
    return json({ registrations: [], pages_count: 0, registrations_count: 0 });
  }
  return json({ message: 'Niet gevonden' }, 404);
});
const chartCalls = () =>
  fetchSpy.mock.calls.map(([input]) => String(input)).filter((p) => p.includes('/charts?'));

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
  charts = CHARTS;
  tooHeavy = false;
});

function renderView(search = '') {
  const form = adminFormFixture(SCHEMA);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/form/:form_id/registrations',
        // The periodic mail panel needs the form detail's context: not granted here.
        element: (
          <RegistrationsListView
            form={form}
            can={(p) => p !== 'eform manage form registrations weekly mail'}
          />
        ),
      },
    ],
    { initialEntries: [`/admin/form/${form.form_id}/registrations${search}`] },
  );
  renderRouter(router);
  return router;
}

describe('the Grafieken view of the Registraties tab', () => {
  it('switches to the charts, keeps the view in the address and asks with the filters', async () => {
    const router = renderView('?eq:kleur=blauw');
    await userEvent.click(screen.getByRole('radio', { name: ta('registrationViews.grafieken') }));
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('grafieken');
    expect(await screen.findByRole('img', { name: 'Kleur: Rood 1, Blauw 2' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: ta('charts.perDay') })).toBeTruthy();
    const asked = new URLSearchParams(chartCalls().at(-1)?.split('?')[1]);
    expect(asked.get('eq:kleur')).toBe('blauw');
    expect(asked.get('status')).toBe('completed');
    expect(asked.has('page')).toBe(false);
  });

  it('opens on the charts from the address, and says when there is nothing to show', async () => {
    charts = { total: 0, per_day: [], questions: [] };
    renderView('?view=grafieken');
    expect(await screen.findByText(ta('charts.empty'))).toBeTruthy();
    await waitFor(() => expect(chartCalls()).toHaveLength(1));
    expect(fetchSpy.mock.calls.some(([input]) => String(input).includes('/registrations?'))).toBe(
      false,
    );
  });

  it("shows the server's request to narrow a selection too heavy to chart (503)", async () => {
    tooHeavy = true;
    renderView('?view=grafieken');
    expect((await screen.findByRole('alert')).textContent).toContain(TOO_HEAVY);
  });
});
