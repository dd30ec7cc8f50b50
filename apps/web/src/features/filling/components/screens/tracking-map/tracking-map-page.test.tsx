import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../../../test/fetch-routes';
import { renderRouter } from '../../../../../test/render';
import { el } from '../../../lib/fill-store/fixtures.test-support';
import { TrackingMapPage } from './tracking-map-page';

const api = stubFetchRoutes();
const PATH = '/map/tracking/f-1/r-1';
const REGISTRATION_URL = 'GET /api/form/f-1/registrations/r-1';

function registration(values: Record<string, unknown>) {
  return {
    _id: 'r-1',
    form_id: 'f-1',
    form_name: 'Schouwronde',
    form_type: 'default',
    registration_date: '2026-05-04T08:00:00.000Z',
    registration_updated_at: '2026-05-04T08:00:00.000Z',
    registration_serial_number: 12,
    registration_user_id: { username: 'veld@example.nl' },
    registration_name: 'Ronde 12',
    registration_phase: null,
    registration_status: 'completed',
    registration_visible_state_transition: null,
    assigned_user_id: null,
    values,
    schema: [el('opmerking', 'text'), el('route', 'tracking', { label: 'Route' })],
    rules: [],
  };
}

// 2026-05-04 10:00:00, :00:15 and :00:30 in Amsterdam.
const T0 = Date.parse('2026-05-04T08:00:00.000Z');
const ROUTE = [
  { timestamp: T0, lat: 52.09, lon: 5.12, accuracy: 120 },
  { timestamp: T0 + 15_000, lat: 52.091, lon: 5.121, accuracy: 5 },
  { timestamp: T0 + 30_000, lat: 52.092, lon: 5.125, accuracy: 4.6 },
];

function open() {
  const router = createMemoryRouter(
    [{ path: '/map/tracking/:form_id/:registration_id', element: <TrackingMapPage /> }],
    { initialEntries: [PATH] },
  );
  renderRouter(router);
}

afterEach(() => vi.unstubAllGlobals());

describe('the tracking map', () => {
  it('lists the points with their times beside the line, start and end marked', async () => {
    api.answer(REGISTRATION_URL, registration({ route: ROUTE }));
    open();
    expect(
      await screen.findByText(th('trackingMap.description', { form: 'Schouwronde', number: 12 })),
    ).toBeTruthy();
    const list = screen.getByRole('list', {
      name: th('trackingMap.pointsLabel', { label: 'Route' }),
    });
    const points = within(list).getAllByRole('button');
    expect(points.map((point) => point.textContent)).toEqual([
      `${th('trackingMap.point', { time: '10:00:00', lat: '52.090000', lon: '5.120000', m: 120 })}${th('trackingMap.start')}`,
      th('trackingMap.point', { time: '10:00:15', lat: '52.091000', lon: '5.121000', m: 5 }),
      `${th('trackingMap.point', { time: '10:00:30', lat: '52.092000', lon: '5.125000', m: 5 })}${th('trackingMap.end')}`,
    ]);
    expect(screen.getByTestId('track-summary').textContent).toBe(
      th('trackingMap.summary', { count: 3, start: '4 mei 2026 10:00', end: '4 mei 2026 10:00' }),
    );
    expect(screen.getByRole('application', { name: tw('fill.tracking.mapLabel') })).toBeTruthy();
    // A point is chosen by keyboard, and chosen again to let go.
    points[1]?.focus();
    await userEvent.keyboard('{Enter}');
    expect(points[1]?.getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(points[1]?.getAttribute('aria-pressed')).toBe('false');
  });

  it('says so when the registration recorded no route', async () => {
    api.answer(REGISTRATION_URL, registration({ route: [] }));
    open();
    expect((await screen.findByTestId('tracking-empty')).textContent).toBe(th('trackingMap.empty'));
    expect(screen.queryByRole('button', { name: th('trackingMap.locate') })).toBeNull();
  });

  it('says a registration the user may not read is not there (404)', async () => {
    api.answer(REGISTRATION_URL, { code: 'NOT_FOUND', message: 'Niet gevonden' }, 404);
    open();
    expect(await screen.findByText(th('trackingMap.notFound'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: t('ui.page.mapTracking') })).toBeTruthy();
  });

  it('the geolocation button alerts when the position cannot be found', async () => {
    api.answer(REGISTRATION_URL, registration({ route: ROUTE }));
    const getCurrentPosition = vi.fn((_: PositionCallback, fail?: PositionErrorCallback | null) =>
      fail?.({ code: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: th('trackingMap.locate') }));
    expect((await screen.findByRole('alert')).textContent).toBe(tw('gps.locationFailed'));
  });
});
