import { ta } from '@eform/core/messages/admin';
import { tw } from '@eform/core/messages/fill-widgets';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { createDatasource } from './support/datasources';
import { AdminApi, el } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Public maps (issue 32, doc 3 §2 'Public and tracking maps', doc 2 §Form detail): a manager's
// saved form with a map element opened to guests shows its link on the Bekijk tab; an anonymous
// visitor on a phone opens it, filters by status, selects a feature and finds their location.
// A map element that is not public, and a datasource no public map shows, go to 404.

const run = Date.now();
const CSV = [
  'object.name;object.status;object.latitude;object.longitude;soort;eigenaar',
  'Eik bij de kerk;open;52.0907;5.1214;loof;Gemeente',
  'Beuk in het park;closed;52.0911;5.1230;loof;Jansen',
  'Den aan de dijk;;52.0920;5.1190;naald;Gemeente',
].join('\n');

let admin: AdminApi;
let datasourceId: number | undefined;
let form: { id: string; name: string };

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const datasource = await createDatasource(admin, {
    type: 'map_features',
    name: `Wijkbomen ${run}`,
    field_crs: 'EPSG:4326',
    csv: CSV,
  });
  datasourceId = datasource.id;
  const layers = [{ type: 'geojson', datasource_id: datasource.id, loadingStrategy: 'preload' }];
  const view = { center: { lon: 5.1214, lat: 52.0907 }, zoomlevel: 15 };
  const name = `Bomenkaart ${run}`;
  const saved = await admin.publishForm({
    name,
    folder: 'Voorbeelden',
    shareWith: [],
    schema: [
      el('map', 'bomen', {
        label: 'Bomen',
        mapSettings: {
          mapLayers: layers,
          ...view,
          show_status_filters: true,
          guest_map_enabled: true,
        },
      }),
      el('map', 'intern', { label: 'Intern', mapSettings: { mapLayers: layers, ...view } }),
    ],
  });
  form = { id: saved.form_id, name };
});

test.afterAll(async () => {
  // Specs after this one (the form editor's) expect a client without map datasources.
  if (datasourceId !== undefined) {
    const removed = await admin.api.delete(`/api/datasources/${datasourceId}`);
    expect(removed.status(), await removed.text()).toBe(204);
  }
  await admin?.close();
});

test('a visitor without sign-in opens the public map from the Bekijk tab link, filters and selects', async ({
  page,
  browser,
}) => {
  await signIn(page, USERS.admin);
  await page.goto(`/admin/form/${form.id}`);
  const panel = page.getByRole('region', { name: ta('formSharing.guestMap.title') });
  const linkField = panel.getByRole('textbox', {
    name: ta('formSharing.guestMap.link', { label: 'Bomen' }),
  });
  await expect(linkField).toHaveValue(`${E2E.baseURL}/guest/map/${form.id}/bomen`);
  // Only the map opened to guests has a link.
  await expect(panel.getByRole('textbox')).toHaveCount(1);
  const link = await linkField.inputValue();

  const visitor = await browser.newContext({
    baseURL: E2E.baseURL,
    viewport: { width: 375, height: 812 },
    permissions: ['geolocation'],
    geolocation: { latitude: 52.0915, longitude: 5.1221, accuracy: 10 },
  });
  try {
    const guest = await visitor.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: form.name })).toBeVisible();
    await expect(guest.getByText(`Wijkbomen ${run}`)).toBeVisible();
    await expect(guest.getByRole('application', { name: tw('fill.map.mapLabel') })).toBeVisible();
    const list = guest.getByRole('list', { name: tw('fill.map.listLabel') });
    await expect(list.getByRole('button')).toHaveCount(3);

    // 'Geen status' off: the pine goes, from the list and from what the server is asked for.
    const filtered = guest.waitForResponse(
      (answer) =>
        answer.url().includes(`/api/guest/map/${form.id}/bomen/`) &&
        decodeURIComponent(answer.url()).endsWith('/closed||open'),
    );
    await guest.getByText(tw('map.noStatus')).click();
    await expect(list.getByRole('button')).toHaveCount(2);
    expect((await filtered).status()).toBe(200);

    // One feature may be chosen (featuresMaxSelect's default); a second click deselects it.
    await expect(guest.getByText('0 / 1')).toBeVisible();
    const eik = list.getByRole('button', { name: 'Eik bij de kerk' });
    await eik.click();
    await expect(eik).toHaveAttribute('aria-pressed', 'true');
    await expect(guest.getByText('1 / 1')).toBeVisible();
    const selection = guest.getByRole('region', { name: tw('guestMap.selected') });
    await expect(selection.getByText('Eik bij de kerk')).toBeVisible();
    await eik.click();
    await expect(guest.getByText('0 / 1')).toBeVisible();

    const locate = guest.getByRole('button', { name: tw('guestMap.locate') });
    await locate.click();
    await expect(locate).not.toHaveAttribute('data-loading', 'true');
    await expect(guest.getByText(tw('gps.locationFailed'))).toHaveCount(0);

    // Not opened to guests, or a datasource no public map shows: the 404 route.
    await guest.goto(`/guest/map/${form.id}/intern`);
    await expect(guest).toHaveURL(/\/404$/);
    await guest.goto(`/guest/map/${crypto.randomUUID()}`);
    await expect(guest).toHaveURL(/\/404$/);
  } finally {
    await visitor.close();
  }
});
