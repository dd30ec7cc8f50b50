import { tw } from '@eform/core/messages/fill-widgets';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { createDatasource } from './support/datasources';
import { AdminApi, el } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Issue 17: a guest's submit carries a proof of work solved in the browser when it is sent, the
// guest search asks for a few characters and names no one, and the owner sees and sets the hourly
// limit of guest registrations. Issue 32: a guest form's search and map fields read their
// datasources through the guest link, without sign-in.

const PHONE = { width: 375, height: 812 };
const run = Date.now();
let admin: AdminApi;
let formId: string;
let guestId: string;
/** The guest form with a search and a map field, and the datasources they read. */
let geoForm: { id: string; guestId: string; name: string };
const datasourceIds: number[] = [];

test.use({ viewport: PHONE });

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const form = await admin.publishForm({
    name: `Gastvraag ${run}`,
    folder: 'Voorbeelden',
    schema: [
      {
        uuid: crypto.randomUUID(),
        elementType: 'text',
        name: 'naam',
        label: 'Naam',
        validation: [['required', true]],
      },
      { uuid: crypto.randomUUID(), elementType: 'text', name: 'bsn', label: 'BSN' },
    ],
    settings: {
      guestAccess: true,
      search_enabled: true,
      searchable_fields: [{ value: 'naam', label: 'Naam' }],
    },
    shareWith: [],
  });
  formId = form.form_id;
  guestId = (await admin.form(formId)).settings.guestID ?? '';
  expect(guestId).toMatch(/^[0-9a-f-]{36}$/);

  const streets = await createDatasource(admin, {
    type: 'search',
    name: `Gaststraten ${run}`,
    csv: ['object.name;object.id;wijk', 'Eikenlaan 1;e1;Noord', 'Beukenlaan 2;b2;Zuid'].join('\n'),
  });
  const trees = await createDatasource(admin, {
    type: 'map_features',
    name: `Gastbomen ${run}`,
    field_crs: 'EPSG:4326',
    csv: [
      'object.name;object.latitude;object.longitude',
      'Eik bij de kerk;52.0907;5.1214',
      'Beuk in het park;52.0911;5.1230',
    ].join('\n'),
  });
  datasourceIds.push(streets.id, trees.id);
  const geoName = `Gastmelding ${run}`;
  const geo = await admin.publishForm({
    name: geoName,
    folder: 'Voorbeelden',
    schema: [
      el('search', 'straat', {
        label: 'Straat',
        validation: [['required', true]],
        searchSettings: { datasourceId: streets.id, maxValues: 1 },
      }),
      el('map', 'boom', {
        label: 'Boom',
        validation: [['required', true]],
        mapSettings: {
          mapLayers: [{ type: 'geojson', datasource_id: trees.uuid, loadingStrategy: 'preload' }],
          center: { lon: 5.1214, lat: 52.0907 },
          zoomlevel: 15,
          featuresMaxSelect: 1,
        },
      }),
    ],
    settings: { guestAccess: true },
    shareWith: [],
  });
  geoForm = {
    id: geo.form_id,
    guestId: (await admin.form(geo.form_id)).settings.guestID ?? '',
    name: geoName,
  };
});

test.afterAll(async () => {
  // Specs after this one (the form editor's) expect a client without these datasources.
  for (const id of datasourceIds) {
    const removed = await admin.api.delete(`/api/datasources/${id}`);
    expect(removed.status(), await removed.text()).toBe(204);
  }
  await admin.close();
});

test('a guest saves the guest form on the device, sends it with its challenge solved, then searches it', async ({
  page,
}, info) => {
  // The guest comes from the client's site (here the app's 404 page) and can go back there.
  await page.goto('/404');
  await page.goto(`/guest/form/${guestId}`);
  await page.getByRole('button', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/404$/);
  await page.goForward();
  const name = `Bezoeker ${run}`;
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('BSN').fill('123456782');
  await page.screenshot({ path: info.outputPath('guest-form-phone.png'), fullPage: true });

  // 'Opslaan' keeps it on the device: it is there again when the guest comes back.
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    page.getByText('Formulier is opgeslagen om later verzonden te worden'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('guest-copy-restored')).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveValue(name);
  await expect(page.getByLabel('BSN')).toHaveValue('123456782');

  const challenge = page.waitForResponse((r) =>
    r.url().endsWith(`/guest/form/${guestId}/challenge`),
  );
  const submit = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith(`/api/guest/form/${guestId}`),
  );
  await page.getByRole('button', { name: /Versturen/ }).click();
  const challenged = await challenge;
  const fetchedAt = Date.now();
  const sent = await submit;
  // What the browser spent solving (from the challenge's answer to the submit leaving).
  const solveMs = Date.now() - fetchedAt;
  info.annotations.push({ type: 'solve-ms', description: String(solveMs) });
  expect(solveMs).toBeLessThan(1000);
  expect(challenged.status()).toBe(200);
  const body = sent.postDataJSON() as { altcha?: string };
  const payload = JSON.parse(Buffer.from(body.altcha ?? '', 'base64').toString('utf8'));
  expect(payload.solution.counter).toBeGreaterThanOrEqual(0);
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  // Sent: the copy on the device is gone; the next filling starts empty.
  await page.getByRole('button', { name: 'Gereed' }).click();
  await page.reload();
  await expect(page.getByLabel('Naam')).toHaveValue('');
  await expect(page.getByTestId('guest-copy-restored')).toHaveCount(0);

  // The search: fewer than 3 characters asks nothing; the hit shows no BSN and no e-mail.
  await page.getByRole('button', { name: 'Zoeken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registraties zoeken' });
  await expect(dialog.getByTestId('search-too-short')).toHaveText(
    'Vul bij "Zoekterm" minstens 3 tekens in om te zoeken.',
  );
  await dialog.getByLabel('Zoekterm').fill(String(run));
  const results = dialog.getByTestId('search-results');
  await expect(results).toContainText(name);
  await expect(results).toContainText('Gast');
  await expect(results).not.toContainText('123456782');
  await page.screenshot({ path: info.outputPath('guest-search-phone.png') });
});

test('a guest picks from a search field and a map field, read through the guest link, and sends', async ({
  page,
}, info) => {
  const read = `/api/guest/form/${geoForm.guestId}/datasource/`;
  const reads: string[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes(read)) reads.push(`${answer.status()} ${answer.url()}`);
  });
  await page.goto(`/guest/form/${geoForm.guestId}`);
  await expect(page.getByRole('heading', { level: 1, name: geoForm.name })).toBeVisible();

  const straat = page.getByLabel(/^Straat/);
  await straat.click();
  await straat.fill('BEUK');
  await page.getByRole('option', { name: 'Beukenlaan 2' }).click();
  await expect(straat).toHaveValue('Beukenlaan 2');

  const list = page.getByRole('list', { name: tw('fill.map.listLabel') });
  const beuk = list.getByRole('button', { name: 'Beuk in het park' });
  await beuk.click();
  await expect(beuk).toHaveAttribute('aria-pressed', 'true');
  // Both fields read through the guest link (no one is signed in): every read answered.
  expect(reads.length).toBeGreaterThanOrEqual(2);
  expect(reads.every((line) => line.startsWith('200 '))).toBe(true);
  await page.screenshot({ path: info.outputPath('guest-geo-phone.png'), fullPage: true });

  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
  const listed = await admin.api.get(`/api/form/${geoForm.id}/registrations`);
  const [sent] = (await listed.json()).registrations as { _id: string }[];
  const answer = await admin.api.get(`/api/form/${geoForm.id}/registrations/${sent?._id}`);
  const { values } = await answer.json();
  expect(values.straat).toEqual([{ id: 'b2', name: 'Beukenlaan 2', data: { wijk: 'Zuid' } }]);
  expect(values.boom).toEqual([expect.objectContaining({ name: 'Beuk in het park' })]);
});

test('the owner sees and sets the hourly guest limit, and is told what guests can search', async ({
  page,
}, info) => {
  await signIn(page, USERS.admin);
  await page.goto(`/admin/form/${formId}`);
  const panel = page.getByTestId('guest-access-panel');
  const limit = panel.getByLabel('Gastregistraties per uur');
  await expect(limit).toHaveValue('100');
  await expect(page.getByTestId('search-guest-warning')).toContainText(
    'iedereen met de gastlink de gekozen velden van elke registratie zien',
  );
  await limit.fill('40');
  await limit.press('Enter');
  await expect(page.getByText('De limiet voor gasten is opgeslagen.')).toBeVisible();
  expect((await admin.form(formId)).settings.guest_submits_per_hour).toBe(40);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: info.outputPath('guest-panel-phone.png') });
  await expect(page).toHaveURL(new RegExp(`${E2E.baseURL}/admin/form/`));
});
