import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../../test/render';
import { createFillStore } from '../../../lib/fill-store/fill-store';
import { el } from '../../../lib/fill-store/fixtures.test-support';
import { statusFilterKey } from '../../../maps/lib/status-filter-storage';
import { FormRenderer } from '../../renderer/form-renderer';

vi.mock('../../../maps/components/base-map', async (original) => ({
  ...(await original<typeof import('../../../maps/components/base-map')>()),
  BaseMap: (await import('../../../maps/components/base-map.test-support')).FakeBaseMap,
}));

const feature = (id: number, name: string, status = 'open', data: Record<string, string> = {}) => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [5.1, 52.1] },
  properties: { id, name, status, invisible: false, data },
});

const TREES = [
  feature(1, 'Eik', 'open', { soort: 'loof' }),
  feature(2, 'Beuk', 'closed'),
  feature(3, 'Den', '_none', { soort: 'naald' }),
  { ...feature(4, 'Weg'), properties: { ...feature(4, 'Weg').properties, invisible: true } },
];

function stubFeatures(features: unknown[] = TREES) {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({
      type: 'FeatureCollection',
      features,
      status_values: ['open', 'closed', '_none'],
    }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const map = (settings: Record<string, unknown> = {}) =>
  el('bomen', 'map', {
    label: 'Bomen',
    mapSettings: {
      mapLayers: [{ type: 'geojson', datasource_id: 7, loadingStrategy: 'preload' }],
      ...settings,
    },
  });

async function renderMapWithUnmount(element = map(), values: Record<string, unknown> = {}) {
  const store = createFillStore({ schema: [element], values, mode: 'fill' });
  const { unmount } = renderWithProviders(<FormRenderer store={store} />);
  await waitFor(() => expect(screen.queryByText(t('fill.element.loading'))).toBeNull());
  return { store, unmount };
}

const renderMap = async (element = map(), values: Record<string, unknown> = {}) =>
  (await renderMapWithUnmount(element, values)).store;

const list = () => screen.findByRole('list', { name: tw('fill.map.listLabel') });
const listed = async () =>
  within(await list())
    .getAllByRole('button')
    .map((b) => b.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('map element', () => {
  it('preload: one GET of the datasource; invisible features are not shown', async () => {
    const fetch = stubFeatures();
    await renderMap();
    await waitFor(async () => expect(await listed()).toEqual(['Eik', 'Beuk', 'Den']));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/datasource/7');
    expect(screen.queryByTestId('marker-7:4')).toBeNull();
  });

  it('colours markers by status (feature styles override the defaults)', async () => {
    stubFeatures();
    await renderMap(map({ featureStyles: [{ status: 'closed', color: '#123456' }] }));
    await list();
    expect(screen.getByTestId('marker-7:1').dataset.color).toBe('#3399CC');
    expect(screen.getByTestId('marker-7:2').dataset.color).toBe('#123456');
    expect(screen.getByTestId('marker-7:3').dataset.color).toBe('green');
  });

  it('selects from the list by keyboard, stores {id, name, data}, shows x / max; again deselects', async () => {
    stubFeatures();
    const store = await renderMap(map({ featuresMaxSelect: 2 }));
    const eik = within(await list()).getByRole('button', { name: /Eik/ });
    eik.focus();
    await userEvent.keyboard('{Enter}');
    expect(store.getValues().bomen).toEqual([{ id: 1, name: 'Eik', data: { soort: 'loof' } }]);
    expect(screen.getByText('1 / 2')).toBeTruthy();
    expect(
      within(await list())
        .getByRole('button', { name: /Eik/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(store.getValues().bomen).toEqual([]);
    expect(screen.getByText('0 / 2')).toBeTruthy();
  });

  it('a click on a marker selects; at the max further features cannot be chosen', async () => {
    stubFeatures();
    const store = await renderMap(map({ featuresMaxSelect: 2 }));
    await list();
    await userEvent.click(screen.getByTestId('marker-7:1'));
    await userEvent.click(screen.getByTestId('marker-7:2'));
    await userEvent.click(screen.getByTestId('marker-7:3'));
    expect((store.getValues().bomen as { name: string }[]).map((i) => i.name)).toEqual([
      'Eik',
      'Beuk',
    ]);
    expect(within(await list()).getByRole('button', { name: /Den/ })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('setHidden feature actions leave features out', async () => {
    stubFeatures();
    await renderMap(
      map({
        featureActions: [
          {
            conditions: [
              { conditionType: 'dataValue', dataName: 'soort', operator: '=', dataValue: 'naald' },
            ],
            actions: [{ actionType: 'setHidden' }],
          },
        ],
      }),
    );
    await waitFor(async () => expect(await listed()).toEqual(['Eik', 'Beuk']));
  });

  it('showMapSearch filters the list; showDataColumns shows the data', async () => {
    stubFeatures();
    await renderMap(map({ showMapSearch: true, showDataColumns: true }));
    await list();
    expect(screen.getByText('soort: loof')).toBeTruthy();
    await userEvent.type(screen.getByLabelText(tw('fill.map.filterLabel')), 'naald');
    expect(await listed()).toEqual(['Densoort: naald']);
  });

  it('status filters hide a status and are saved for the datasource 1 s later', async () => {
    stubFeatures();
    await renderMap(map({ show_status_filters: true }));
    await list();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await userEvent.click(screen.getByRole('checkbox', { name: tw('map.noStatus') }));
      expect(await listed()).toEqual(['Eik', 'Beuk']);
      expect(localStorage.getItem(statusFilterKey('7'))).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(JSON.parse(localStorage.getItem(statusFilterKey('7')) ?? '')).toEqual(['_none']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a status filter changed just before leaving the form is still saved', async () => {
    stubFeatures();
    const { unmount } = await renderMapWithUnmount(map({ show_status_filters: true }));
    await list();
    await userEvent.click(screen.getByRole('checkbox', { name: 'closed' }));
    unmount();
    expect(JSON.parse(localStorage.getItem(statusFilterKey('7')) ?? '')).toEqual(['closed']);
  });

  it('a remembered status filter applies when the map opens again', async () => {
    localStorage.setItem(statusFilterKey('7'), JSON.stringify(['closed']));
    stubFeatures();
    await renderMap(map({ show_status_filters: true }));
    await waitFor(async () => expect(await listed()).toEqual(['Eik', 'Den']));
  });

  it('a selected item no longer in the datasource: the note, and it can be deselected', async () => {
    stubFeatures();
    const store = await renderMap(map(), { bomen: [{ id: 99, name: 'Gekapt', data: {} }] });
    expect(await screen.findByText(tw('map.itemNotFound'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Gekapt' }));
    expect(store.getValues().bomen).toEqual([]);
  });

  it('live: asks the features of the visible extent once the map reports it', async () => {
    const fetch = stubFeatures();
    await renderMap(map({ mapLayers: [{ datasource_id: 7, loadingStrategy: 'live' }] }));
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId('move'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/datasource/7?left=5&top=53&right=6&bottom=52');
    expect(await screen.findByText(tw('fill.map.live'))).toBeTruthy();
  });

  it('without a datasource: a note', async () => {
    stubFeatures();
    await renderMap(map({ mapLayers: [{ datasource_id: null }] }));
    expect(screen.getByText(tw('fill.map.noDatasource'))).toBeTruthy();
  });
});
