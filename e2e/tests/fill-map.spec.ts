import { googleMapsLink } from '@eform/core/constants';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { expect, type Locator, test } from '@playwright/test';
import jsQR from 'jsqr';
import { createDatasource } from './support/datasources';
import { AdminApi, el, newestRegistration } from './support/fill-fixtures';
import { signInControlled, whileOffline } from './support/offline';
import { signIn, USERS } from './support/session';

// The map, GPS and tracking elements when filling (doc 1 §3-§5, doc 3 'Map behaviour'): a map_features
// datasource imported from a CSV, a form with a map field on it, filled on a phone by the
// filler who selects a feature from the list by keyboard and sends; and a form with a required
// GPS field whose position becomes accurate and is sent; and a tracking field that records the
// positions, sent before its 15 s tick with its last points, whose registration a manager reads:
// the GPS value's QR code decodes to its Google Maps link, and the route shows on the tracking
// map. With the real service worker: features loaded once are there offline. The map's tiles
// (OpenStreetMap) are not reachable here: the fields work without them.

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

/** What a phone's camera reads from a QR code shown as `image` (its own pixels, through a canvas). */
async function decodeQr(image: Locator): Promise<string | undefined> {
  const { width, height, data } = await image.evaluate((img) => {
    const picture = img as HTMLImageElement;
    const canvas = document.createElement('canvas');
    canvas.width = picture.naturalWidth;
    canvas.height = picture.naturalHeight;
    const context = canvas.getContext('2d');
    context?.drawImage(picture, 0, 0);
    const pixels = context?.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: Array.from(pixels?.data ?? []) };
  });
  return jsQR(new Uint8ClampedArray(data), width, height)?.data;
}

const run = Date.now();
const CSV = [
  'object.name;object.status;object.latitude;object.longitude;soort',
  'Eik bij de kerk;open;52.0907;5.1214;loof',
  'Beuk in het park;closed;52.0911;5.1230;loof',
  'Den aan de dijk;;52.0920;5.1190;naald',
].join('\n');

let admin: AdminApi;
let datasourceId: number | undefined;
let mapForm: { id: string; name: string };
let gpsForm: { id: string; name: string };
let trackingForm: { id: string; name: string };

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const datasource = await createDatasource(admin, {
    type: 'map_features',
    name: `Bomen ${run}`,
    field_crs: 'EPSG:4326',
    csv: CSV,
  });
  datasourceId = datasource.id;
  const name = `Kaartveld ${run}`;
  const form = await admin.publishForm({
    name,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [
      el('map', 'boom', {
        label: 'Boom',
        validation: [['required', true]],
        mapSettings: {
          mapLayers: [
            { type: 'geojson', datasource_id: datasource.id, loadingStrategy: 'preload' },
          ],
          center: { lon: 5.1214, lat: 52.0907 },
          zoomlevel: 15,
          featuresMaxSelect: 2,
          showMapSearch: true,
          show_status_filters: true,
        },
      }),
    ],
  });
  mapForm = { id: form.form_id, name };
  const gpsName = `Locatieveld ${run}`;
  const gps = await admin.publishForm({
    name: gpsName,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [
      el('gps', 'plek', {
        label: 'Plek',
        validation: [['required', true]],
        mapSettings: { minAccuracy: 25 },
      }),
    ],
  });
  gpsForm = { id: gps.form_id, name: gpsName };
  const trackingName = `Routeveld ${run}`;
  const tracking = await admin.publishForm({
    name: trackingName,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [
      el('text', 'opmerking', { label: 'Opmerking' }),
      el('gps', 'plek', { label: 'Plek', mapSettings: { minAccuracy: 25 } }),
      el('tracking', 'route', { label: 'Route', mapSettings: { tracking: true } }),
    ],
  });
  trackingForm = { id: tracking.form_id, name: trackingName };
});

test.afterAll(async () => {
  // Specs after this one (the form editor's) expect a client without map datasources.
  if (datasourceId !== undefined) {
    const removed = await admin.api.delete(`/api/datasources/${datasourceId}`);
    expect(removed.status(), await removed.text()).toBe(204);
  }
  await admin?.close();
});

test('a filler selects a map feature from the list by keyboard and sends it', async ({ page }) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${mapForm.id}/1`);
  await expect(page.getByRole('heading', { level: 1, name: mapForm.name })).toBeVisible();
  await expect(page.getByRole('application', { name: tw('fill.map.mapLabel') })).toBeVisible();

  const list = page.getByRole('list', { name: tw('fill.map.listLabel') });
  await expect(list.getByRole('button')).toHaveCount(3);
  await expect(page.getByText('0 / 2')).toBeVisible();

  // Status filter: 'Geen status' off hides the pine.
  await page.getByText(tw('map.noStatus')).click();
  await expect(list.getByRole('button')).toHaveCount(2);

  await page.getByLabel(tw('fill.map.filterLabel')).fill('beuk');
  const beuk = list.getByRole('button', { name: 'Beuk in het park' });
  await expect(list.getByRole('button')).toHaveCount(1);
  await beuk.focus();
  await page.keyboard.press('Enter');
  await expect(beuk).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 / 2')).toBeVisible();

  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });

  const registration = await newestRegistration(page);
  expect(registration.values.boom).toEqual([
    { id: expect.anything(), name: 'Beuk in het park', data: { soort: 'loof' } },
  ]);
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('map features loaded once are there offline, from the service worker', async ({ page }) => {
    await signInControlled(page);
    await page.goto(`/form/${mapForm.id}/1`);
    const list = page.getByRole('list', { name: tw('fill.map.listLabel') });
    await expect(list.getByRole('button')).not.toHaveCount(0);
    await whileOffline(page, async (offline) => {
      await page.reload();
      await offline();
      await expect(page.getByRole('heading', { level: 1, name: mapForm.name })).toBeVisible();
      await list.getByRole('button', { name: /Eik bij de kerk/ }).click();
      await expect(list.getByRole('button', { name: /Eik bij de kerk/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText(tw('fill.map.offline'))).toHaveCount(0);
    });
  });
});

test.describe('gps', () => {
  test.use({
    permissions: ['geolocation'],
    geolocation: { latitude: 52.0907, longitude: 5.1214, accuracy: 120 },
  });

  test('a GPS field stores the position once it is accurate, and it is sent', async ({
    page,
    context,
  }) => {
    await signIn(page, USERS.filler, /\/folders$/);
    await page.goto(`/form/${gpsForm.id}/1`);
    await expect(page.getByRole('heading', { level: 1, name: gpsForm.name })).toBeVisible();
    await expect(page.getByText(tw('gps.inaccurate', { n: 25, m: 120 }))).toBeVisible();

    await context.setGeolocation({ latitude: 52.1, longitude: 5.12, accuracy: 6 });
    await expect(page.getByText(/^Locatie gevonden: 52\.100000, 5\.120000/)).toBeVisible();

    await page.getByRole('button', { name: /Versturen/ }).click();
    await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
    const registration = await newestRegistration(page);
    expect(registration.values.plek).toEqual({ lat: 52.1, lon: 5.12 });
  });

  test("a tracking field records the route and a send takes its last points; a manager reads the route and the place's QR code", async ({
    page,
    context,
  }) => {
    await signIn(page, USERS.filler, /\/folders$/);
    await page.goto(`/form/${trackingForm.id}/1`);
    await expect(page.getByRole('heading', { level: 1, name: trackingForm.name })).toBeVisible();
    await expect(page.getByRole('switch', { name: tw('tracking.active') })).toBeChecked();
    for (const [latitude, longitude] of [
      [52.09, 5.12],
      [52.091, 5.121],
      [52.092, 5.125],
    ] as const) {
      await context.setGeolocation({ latitude, longitude, accuracy: 5 });
      // The GPS field beside it shows each position as the tracking field records it.
      const found = { lat: latitude.toFixed(6), lon: longitude.toFixed(6), m: 5 };
      await expect(page.getByText(tw('fill.gps.accurate', found))).toBeVisible();
    }
    // Sent at once, before a 15 s tick added the points: the send adds them itself.
    await page.getByRole('button', { name: /Versturen/ }).click();
    await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
    const registration = await newestRegistration(page);
    const route = registration.values.route as Array<Record<string, number>>;
    // The first point is where the page started (the context's position), the last the route's end.
    expect(route[0]).toEqual({
      timestamp: expect.any(Number),
      lat: 52.0907,
      lon: 5.1214,
      accuracy: 120,
    });
    expect(route.at(-1)).toMatchObject({ lat: 52.092, lon: 5.125, accuracy: 5 });
    expect(registration.values.plek).toEqual({ lat: 52.092, lon: 5.125 });

    // A manager opens the registration: the place's QR code holds its Google Maps link.
    await signIn(page, USERS.admin, /\/dashboard$/);
    await page.goto(`/admin/form/${trackingForm.id}/registrations/${registration._id}`);
    await page
      .getByRole('button', { name: tw('fill.gps.qrButtonLabel', { label: 'Plek' }) })
      .click();
    const dialog = page.getByRole('dialog', { name: tw('fill.gps.qrTitle') });
    const qr = dialog.getByRole('img', { name: tw('fill.gps.qrAlt', { lat: 52.092, lon: 5.125 }) });
    await expect.poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(250);
    expect(await decodeQr(qr)).toBe(googleMapsLink(52.092, 5.125));
    await dialog.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog).toBeHidden();

    // ... and the track leads to its route on the map, every point listed with its time.
    await page.getByRole('link', { name: tw('fill.tracking.mapLink') }).click();
    await expect(page).toHaveURL(`/map/tracking/${trackingForm.id}/${registration._id}`);
    const points = page
      .getByRole('list', { name: th('trackingMap.pointsLabel', { label: 'Route' }) })
      .getByRole('button');
    await expect(points).toHaveCount(route.length);
    await expect(points.first()).toContainText(th('trackingMap.start'));
    await expect(points.last()).toContainText('52.092000, 5.125000');
    await expect(points.last()).toContainText(th('trackingMap.end'));
    await expect(
      page.getByRole('application', { name: tw('fill.tracking.mapLabel') }),
    ).toBeVisible();
  });
});
