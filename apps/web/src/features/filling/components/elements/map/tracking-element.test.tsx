import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen, renderWithProviders } from '../../../../../test/render';
import { createFillStore, type TFillMode } from '../../../lib/fill-store/fill-store';
import { el } from '../../../lib/fill-store/fixtures.test-support';
import { FormRenderer } from '../../renderer/form-renderer';
import { stubGeolocation } from './geolocation.test-support';

vi.mock('../../../maps/components/base-map', async (original) => ({
  ...(await original<typeof import('../../../maps/components/base-map')>()),
  BaseMap: (await import('../../../maps/components/base-map.test-support')).FakeBaseMap,
}));

async function renderTracking(mode: TFillMode = 'fill') {
  const store = createFillStore({
    schema: [el('route', 'tracking', { label: 'Route', mapSettings: { tracking: true } })],
    values: {},
    mode,
  });
  renderWithProviders(<FormRenderer store={store} />);
  await waitFor(() => expect(screen.queryByText(t('fill.element.loading'))).toBeNull());
  return store;
}

// About 1 m at the equator in degrees: the points are metres apart on the projected map.
const M = 180 / 20037508.342789244;

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tracking element', () => {
  it("'Actief' is on by default; points are added simplified every 15 s", async () => {
    const device = stubGeolocation();
    const store = await renderTracking();
    expect(screen.getByRole('switch', { name: tw('tracking.active') })).toHaveProperty(
      'checked',
      true,
    );
    await device.watched();
    act(() => {
      device.send(0, 0, 4, 1000);
      device.send(0, 10 * M, 4, 2000); // within 2 of the straight line: dropped
      device.send(0, 20 * M, 4, 3000);
    });
    expect(screen.getByTestId('line').textContent).toBe('3');
    expect(store.getValues().route).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(store.getValues().route).toEqual([
      { timestamp: 1000, lon: 0, lat: 0, accuracy: 4 },
      { timestamp: 3000, lon: 20 * M, lat: 0, accuracy: 4 },
    ]);
    expect(screen.getByText(t('element.trackingPoints', { count: 2 }))).toBeTruthy();
    act(() => device.send(0, 30 * M, 4, 4000));
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(store.getValues().route).toHaveLength(3);
  });

  it('a send takes the points of the last 15 s too: checking the form adds the buffer first', async () => {
    const device = stubGeolocation();
    const store = await renderTracking();
    await device.watched();
    act(() => {
      device.send(52, 5, 4, 1000);
      device.send(52.001, 5.002, 3, 2000);
    });
    // Just before 'Versturen', no 15 s tick since: the send checks, then reads the values.
    let valid = false;
    act(() => {
      valid = store.validate();
    });
    expect(valid).toBe(true);
    expect(store.getValues().route).toEqual([
      { timestamp: 1000, lon: 5, lat: 52, accuracy: 4 },
      { timestamp: 2000, lon: 5.002, lat: 52.001, accuracy: 3 },
    ]);
    expect(screen.getByTestId('line').textContent).toBe('2');
    // Added once: the next tick has nothing left to add.
    await act(() => vi.advanceTimersByTimeAsync(15000));
    expect(store.getValues().route).toHaveLength(2);
  });

  it('switching off keeps what was recorded and stops following', async () => {
    const device = stubGeolocation();
    const store = await renderTracking();
    await device.watched();
    act(() => device.send(52, 5, 4, 1000));
    await userEvent.click(screen.getByRole('switch', { name: tw('tracking.active') }));
    expect(store.getValues().route).toEqual([{ timestamp: 1000, lon: 5, lat: 52, accuracy: 4 }]);
    expect(device.geolocation.clearWatch).toHaveBeenCalled();
    expect(screen.getByText(tw('fill.tracking.off'))).toBeTruthy();
  });

  it('read-only: the number of points and a link to the route on the map', async () => {
    const store = createFillStore({
      schema: [el('route', 'tracking', { label: 'Route' })],
      values: { route: [{ timestamp: 1000, lon: 5, lat: 52, accuracy: 4 }] },
      mode: 'readonly',
      formId: 'f-1',
      registrationId: 'r-1',
    });
    const { router } = renderScreen(<FormRenderer store={store} mode="readonly" />);
    expect(await screen.findByText(t('element.trackingPoints', { count: 1 }))).toBeTruthy();
    await userEvent.click(await screen.findByRole('link', { name: tw('fill.tracking.mapLink') }));
    expect(router.state.location.pathname).toBe('/map/tracking/f-1/r-1');
  });

  it('admin mode: off by default', async () => {
    const device = stubGeolocation();
    await renderTracking('admin');
    expect(screen.getByRole('switch', { name: tw('tracking.active') })).toHaveProperty(
      'checked',
      false,
    );
    expect(device.geolocation.watchPosition).not.toHaveBeenCalled();
  });
});
