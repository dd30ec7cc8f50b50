import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFormFixture } from '../../../test/admin-form-fixture.test-support';
import { renderRouter } from '../../../test/render';
import { RegistrationsListView } from './registrations-page';

// The list's review column and its 'Beoordeling' filter (issue 34).

const form = adminFormFixture([{ uuid: 'u1', name: 'naam', elementType: 'text', label: 'Naam' }]);

const row = (id: string, serial: number, review_state: string | null) => ({
  _id: id,
  registration_serial_number: serial,
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_name: `Melding ${serial}`,
  registration_phase: null,
  registration_status: 'completed',
  registration_user_id: null,
  deleted_at: null,
  values: { naam: 'Jan' },
  review_state,
  review_comment: null,
  webhook_integrations: [],
});

const fetchSpy = vi.fn(
  async (_path: string) =>
    new Response(
      JSON.stringify({
        registrations: [row('r-2', 2, 'approved'), row('r-1', 1, null)],
        pages_count: 1,
        registrations_count: 2,
      }),
      { headers: { 'content-type': 'application/json' } },
    ),
);
const lastListQuery = () =>
  new URLSearchParams(
    fetchSpy.mock.calls
      .map(([path]) => path)
      .filter((path) => path.includes('/registrations?'))
      .at(-1)
      ?.split('?')[1],
  );

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

function renderList(search = '') {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/form/:form_id/registrations',
        element: (
          <RegistrationsListView
            form={form}
            can={(permission) => permission === 'eform manage form registrations'}
          />
        ),
      },
    ],
    { initialEntries: [`/admin/form/f-1/registrations${search}`] },
  );
  renderRouter(router);
  return router;
}

describe('the registrations list and reviews', () => {
  it("shows each registration's review in its own column, 'Niet beoordeeld' for none", async () => {
    renderList();
    const table = await screen.findByTestId('registrations-table');
    expect(within(table).getByRole('columnheader', { name: 'Beoordeling' })).toBeTruthy();
    expect(
      within(screen.getByTestId('registration-row-r-2')).getByText('Goedgekeurd'),
    ).toBeTruthy();
    expect(
      within(screen.getByTestId('registration-row-r-1')).getByText('Niet beoordeeld'),
    ).toBeTruthy();
  });

  it('filters on the review through the address, none included, and clears it', async () => {
    const router = renderList();
    await screen.findByTestId('registrations-table');
    const select = screen.getByTestId('review-filter') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Alle',
      'Niet beoordeeld',
      'Goedgekeurd',
      'Heeft problemen',
      'Afgewezen',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, 'approved');
    expect(router.state.location.search).toBe('?review_state=approved');
    await waitFor(() => expect(lastListQuery().get('review_state')).toBe('approved'));
    await user.selectOptions(select, 'none');
    await waitFor(() => expect(lastListQuery().get('review_state')).toBe('none'));
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('');
  });
});
