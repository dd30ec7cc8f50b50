import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../../../../../test/render';
import { statusFilterKey } from '../../../maps/lib/status-filter-storage';
import { GuestMapPage } from '../../screens/guest-map/guest-map-page';
import { stubGeolocation } from './geolocation.test-support';

// The public map screen (components/screens/guest-map), tested here beside the map field: it
// shares the field's stand-in for the OpenLayers map, which needs this folder's module graph.

vi.mock('../../../maps/components/base-map', async (original) => ({
  ...(await original<typeof import('../../../maps/components/base-map')>()),
  BaseMap: (await import('../../../maps/components/base-map.test-support')).FakeBaseMap,
}));

const FORM_ID = '0d7a43c6-35d5-4a8c-9d55-1d4a1f0f2a11';

const feature = (id: number, name: string, status: string, data: Record<string, string> = {}) => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [5.1, 52.1] },
  properties: { id, name, status, invisible: false, data },
});

const TREES = [
  feature(1, 'Eik', 'open', { soort: 'loof' }),
  feature(2, 'Beuk', 'closed', { soort: 'loof' }),
  feature(3, 'Den', '_none', { soort: 'naald' }),
];

function answer(settings: Record<string, unknown> = {}, features = TREES) {
  return {
    form_id: FORM_ID,
    form_name: 'Bomen in de wijk',
    element_name: 'kaart',
    datasource_id: 7,
    datasource_uuid: '5b0b1a52-9a53-4d51-b0f4-7a5a1b0a7f01',
    datasource_name: 'Bomenregister',
    status_values: ['_none', 'closed', 'open'],
    mapSettings: {
      guest_map_enabled: true,
      mapLayers: [{ type: 'geojson', datasource_id: '7', loadingStrategy: 'preload' }],
      show_status_filters: true,
      ...settings,
    },
    features,
  };
}

/** Answers the guest map calls: the features of the statuses in the path. */
function stubGuestMap(settings: Record<string, unknown> = {}, status = 200) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (status !== 200) return Response.json({ code: 'NOT_FOUND', message: 'Weg' }, { status });
    const segment = decodeURIComponent(url.split('?')[0]?.split('/').at(-1) ?? '');
    const wanted = segment === 'all' ? null : segment.split('||');
    return Response.json(
      answer(
        settings,
        TREES.filter((tree) => wanted === null || wanted.includes(tree.properties.status)),
      ),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderGuestMap(path = `/guest/map/${FORM_ID}/kaart`) {
  const router = createMemoryRouter(
    [
      { path: '/guest/map/:map_uuid', element: <GuestMapPage /> },
      { path: '/guest/map/:form_id/:element_name', element: <GuestMapPage /> },
      { path: '/404', element: <p data-testid="not-found" /> },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router);
  return router;
}

const featureList = () => screen.findByRole('list', { name: tw('fill.map.listLabel') });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the public map', () => {
  it("shows the form's and datasource's names and the features, asked without a key", async () => {
    const fetch = stubGuestMap();
    renderGuestMap();
    expect(screen.getByRole('status').textContent).toBe(tw('guestMap.loading'));
    await screen.findByRole('heading', { level: 1, name: 'Bomen in de wijk' });
    screen.getByText('Bomenregister');
    const list = await featureList();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Eik', 'Beuk', 'Den']);
    expect(fetch.mock.calls[0]?.[0]).toBe(`/api/guest/map/${FORM_ID}/kaart/all`);
    const init = fetch.mock.calls[0]?.[1] as RequestInit | undefined;
    expect(new Headers(init?.headers).has('api-key')).toBe(false);
    expect(screen.getByTestId('marker-7:1').dataset.color).toBe('#3399CC');
  });

  it('asks by the map uuid on /guest/map/{map_uuid}', async () => {
    const fetch = stubGuestMap();
    renderGuestMap('/guest/map/5b0b1a52-9a53-4d51-b0f4-7a5a1b0a7f01');
    await featureList();
    expect(fetch.mock.calls[0]?.[0]).toBe(
      '/api/guest/datasource/5b0b1a52-9a53-4d51-b0f4-7a5a1b0a7f01/all',
    );
  });

  it('goes to the 404 route when the map is unknown or not public', async () => {
    stubGuestMap({}, 404);
    const router = renderGuestMap();
    await screen.findByTestId('not-found');
    expect(router.state.location.pathname).toBe('/404');
  });

  it('filters by status, asks the server for the statuses shown and remembers them per datasource', async () => {
    const fetch = stubGuestMap();
    renderGuestMap();
    const list = await featureList();
    await userEvent.click(screen.getByRole('checkbox', { name: tw('map.noStatus') }));
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Eik', 'Beuk']),
    );
    await waitFor(() =>
      expect(fetch.mock.calls.map((call) => call[0])).toContain(
        `/api/guest/map/${FORM_ID}/kaart/${encodeURIComponent('closed||open')}`,
      ),
    );
    // The map field's key: the element's datasource id.
    await waitFor(() => expect(localStorage.getItem(statusFilterKey('7'))).toBe('["_none"]'));
  });

  it('starts from the statuses hidden on this device', async () => {
    localStorage.setItem(statusFilterKey('7'), '["open"]');
    stubGuestMap();
    renderGuestMap();
    const list = await featureList();
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Beuk', 'Den']);
    expect((screen.getByRole('checkbox', { name: 'open' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("selects one feature by default ('1 / 1'), a second click deselects it, the data shows", async () => {
    stubGuestMap({ showDataColumns: true });
    renderGuestMap();
    await featureList();
    screen.getByText(t('selection.count', { count: 0, max: 1 }));
    await userEvent.click(screen.getByTestId('marker-7:1'));
    screen.getByText('1 / 1');
    const selected = screen.getByRole('region', { name: tw('guestMap.selected') });
    within(selected).getByText('Eik');
    within(selected).getByText('soort: loof');
    // With one allowed, another replaces it.
    await userEvent.click(screen.getByTestId('marker-7:2'));
    expect(within(selected).queryByText('Eik')).toBeNull();
    within(selected).getByText('Beuk');
    await userEvent.click(screen.getByTestId('marker-7:2'));
    screen.getByText('0 / 1');
    within(selected).getByText(tw('guestMap.noneSelected'));
  });

  it('selects up to featuresMaxSelect from the list by keyboard, and deselects in the selection', async () => {
    stubGuestMap({ featuresMaxSelect: 2 });
    renderGuestMap();
    const list = await featureList();
    const [eik, beuk, den] = within(list).getAllByRole('button');
    eik?.focus();
    await userEvent.keyboard('{Enter}');
    beuk?.focus();
    await userEvent.keyboard('{Enter}');
    screen.getByText('2 / 2');
    expect((den as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(
      screen.getByRole('button', { name: tw('guestMap.deselect', { name: 'Eik' }) }),
    );
    screen.getByText('1 / 2');
    expect((den as HTMLButtonElement).disabled).toBe(false);
  });

  it("'Mijn locatie' moves to the position, and says so when it cannot be found", async () => {
    stubGuestMap();
    const position = stubGeolocation();
    renderGuestMap();
    await featureList();
    expect(position.geolocation.watchPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: tw('guestMap.locate') }));
    await position.watched();
    position.send(52.3, 4.9, 10);
    await waitFor(() => expect(screen.getByTestId('position').textContent).toBe('52.3,4.9'));
    position.deny();
    expect((await screen.findByRole('alert')).textContent).toBe(tw('gps.locationFailed'));
  });
});
