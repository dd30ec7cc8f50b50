import type { TRegistrationLocations } from '@eform/core/api/registrations-admin';
import type { TPermission } from '@eform/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFormFixture } from '../../../test/admin-form-fixture.test-support';
import { renderRouter } from '../../../test/render';
import { LEGEND_COLORS } from '../lib/map-view';
import { RegistrationsListView } from './registrations-page';

type TFakeMapProps = {
  label: string;
  markers?: readonly { key: string; color: string; label: string }[];
  onMarkerClick?: (key: string) => void;
};

/** OpenLayers needs a canvas: in its place a button per marker, in the marker's colour. */
function FakeMap({ label, markers = [], onMarkerClick }: TFakeMapProps) {
  return (
    <div data-testid="map" title={label}>
      {markers.map((marker) => (
        <button
          key={marker.key}
          type="button"
          data-testid={`marker-${marker.key}`}
          data-color={marker.color}
          onClick={() => onMarkerClick?.(marker.key)}
        >
          {marker.label}
        </button>
      ))}
    </div>
  );
}

vi.mock('../../filling', async (original) => ({
  ...(await original<typeof import('../../filling')>()),
  loadBaseMap: async () => ({ BaseMap: FakeMap }),
}));

const SCHEMA = [
  {
    uuid: 'u1',
    name: 'soort',
    elementType: 'select',
    label: 'Soort',
    options: [
      { label: 'Boom', value: 'boom' },
      { label: 'Bank', value: 'bank' },
    ],
  },
  { uuid: 'u2', name: 'plek', elementType: 'gps', label: 'Plek' },
];

const ANSWER: TRegistrationLocations = {
  total: 3,
  located: 2,
  color_by: 'phase',
  legend: [
    { value: 'Nieuw', label: 'Nieuw' },
    { value: '', label: '' },
  ],
  ids: ['r-1', 'r-2'],
  serials: [7, 5],
  coords: [4.89, 52.37, 5.12, 52.09],
  colors: [0, 1],
  tracks: [],
  tracks_truncated: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let answer: TRegistrationLocations = ANSWER;
const fetchSpy = vi.fn(async (input: string | URL | Request) => {
  const path = String(input);
  if (path.includes('/registrations/locations?')) return json(answer);
  return json({ message: 'Niet gevonden' }, 404);
});
const locationCalls = () =>
  fetchSpy.mock.calls.map(([input]) => String(input)).filter((p) => p.includes('/locations?'));

beforeEach(() => {
  answer = ANSWER;
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchSpy.mockClear();
});

const ALL: TPermission[] = [
  'eform manage form registrations',
  'eform manage form registrations download',
];

function renderMap(search = '?view=kaart') {
  const form = adminFormFixture(SCHEMA);
  const router = createMemoryRouter(
    [
      {
        path: '/admin/form/:form_id/registrations',
        element: <RegistrationsListView form={form} can={(p) => ALL.includes(p)} />,
      },
      { path: '/admin/form/:form_id/registrations/:id', element: <p data-testid="detail" /> },
    ],
    { initialEntries: [`/admin/form/${form.form_id}/registrations${search}`] },
  );
  renderRouter(router);
  return { router, form };
}

describe('Registraties → Kaart', () => {
  it("shows the located registrations with the list's filters, coloured by the legend", async () => {
    renderMap('?view=kaart&eq%3Asoort=boom');
    expect(await screen.findByText('2 van 3 registraties hebben een locatie.')).toBeTruthy();
    const query = new URLSearchParams(locationCalls().at(-1)?.split('?')[1]);
    expect(query.get('eq:soort')).toBe('boom');
    expect(query.get('color_by')).toBe('phase');
    expect(query.get('status')).toBe('completed');
    expect(query.has('page')).toBe(false);
    expect((await screen.findByTestId('marker-r-1')).dataset.color).toBe(LEGEND_COLORS[0]);
    expect(screen.getByTestId('marker-r-2').dataset.color).toBe(LEGEND_COLORS[1]);
    const legend = screen.getByRole('region', { name: 'Legenda' });
    expect(within(legend).getByText('Nieuw')).toBeTruthy();
    expect(within(legend).getByText('Geen waarde')).toBeTruthy();
    // No list page is asked while the map shows.
    expect(fetchSpy.mock.calls.some(([p]) => String(p).includes('/registrations?'))).toBe(false);
  });

  it('opens a registration from its point', async () => {
    const { router, form } = renderMap();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('marker-r-2'));
    await screen.findByTestId('detail');
    expect(router.state.location.pathname).toBe(`/admin/form/${form.form_id}/registrations/r-2`);
  });

  it('lists the located registrations as links, the way in without a pointer', async () => {
    const { form } = renderMap();
    const list = await screen.findByRole('region', { name: 'Registraties met een locatie' });
    const link = within(list).getByRole('link', { name: 'Registratie 7' });
    expect(link.getAttribute('href')).toBe(`/admin/form/${form.form_id}/registrations/r-1`);
  });

  it("colours by a choice question through 'Kleur op', kept in the address", async () => {
    const { router } = renderMap();
    await screen.findByTestId('marker-r-1');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kleur op' }), 'Soort');
    await waitFor(() => expect(router.state.location.search).toContain('color_by=soort'));
    await waitFor(() =>
      expect(new URLSearchParams(locationCalls().at(-1)?.split('?')[1]).get('color_by')).toBe(
        'soort',
      ),
    );
  });

  it('says so when no registration has a location', async () => {
    answer = { ...ANSWER, located: 0, ids: [], serials: [], coords: [], colors: [], legend: [] };
    renderMap();
    expect(await screen.findByText('Geen registraties met een locatie.')).toBeTruthy();
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it("switches between 'Lijst' and 'Kaart' in the address", async () => {
    const { router } = renderMap('');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Kaart' }));
    await waitFor(() => expect(router.state.location.search).toContain('view=kaart'));
    await screen.findByText('2 van 3 registraties hebben een locatie.');
    await user.click(screen.getByRole('radio', { name: 'Lijst' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('view='));
  });
});
