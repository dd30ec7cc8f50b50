import type { TDatasource } from '@eform/core/api/datasources';
import { tw } from '@eform/core/messages/fill-widgets';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { AdminApi, el, newestRegistration } from './support/fill-fixtures';
import { signInControlled, whileOffline } from './support/offline';
import { signIn, USERS } from './support/session';

// The search element when filling (doc 1 §3, §5, §7): a search datasource imported from a CSV,
// a form with a single and a multiple search field on it, filled on a phone by the filler and
// sent; the registration keeps the chosen items by id, name and data. With the real service
// worker: options loaded once are there offline.

const PHONE = { width: 375, height: 812 };
test.use({
  viewport: PHONE,
  serviceWorkers: 'allow',
  launchOptions: {
    executablePath: E2E.chromium,
    args: ['--no-sandbox', '--disable-gpu'],
  },
});

const run = Date.now();
const CSV = [
  'object.name;object.id;wijk',
  'Eikenlaan 1;e1;Noord',
  'Beukenlaan 2;b2;Zuid',
  'Essenweg 3 (gesloten);s3;Oost',
  'Lindeplein 4;l4;West',
].join('\n');

let admin: AdminApi;
let datasourceId: number | undefined;
let formId: string;
let formName: string;

/** Uploads the CSV, creates the search datasource and imports it, as the admin screens do. */
async function createSearchDatasource(api: AdminApi): Promise<TDatasource> {
  const ok = async <T>(answer: Awaited<ReturnType<typeof api.api.get>>) => {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  };
  const file = await ok<{ file_id: string }>(
    await api.api.post(`/api/file-upload/datasource_source?client_id=${api.clientId}`, {
      multipart: {
        file: { name: 'straten.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV, 'utf8') },
      },
    }),
  );
  const datasource = await ok<TDatasource>(
    await api.api.post(`/api/clients/${api.clientId}/datasources`, {
      data: { type: 'search', name: `Straten ${run}`, file_id: file.file_id },
    }),
  );
  await ok(await api.api.post(`/api/datasource/${datasource.id}/import`));
  await expect
    .poll(
      async () =>
        (await ok<TDatasource>(await api.api.get(`/api/datasources/${datasource.id}`)))
          .import_state,
      { timeout: 30_000 },
    )
    .toBe('done');
  return datasource;
}

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const datasource = await createSearchDatasource(admin);
  datasourceId = datasource.id;
  formName = `Zoekveld ${run}`;
  const form = await admin.publishForm({
    name: formName,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [
      el('search', 'straat', {
        label: 'Straat',
        validation: [['required', true]],
        searchSettings: { datasourceId: datasource.id, maxValues: 1 },
      }),
      el('search', 'straten', {
        label: 'Andere straten',
        searchSettings: {
          datasourceId: datasource.id,
          maxValues: 2,
          itemStyles: [{ text: 'gesloten', color: '#cc0000' }],
          itemAction: 'setHidden',
        },
      }),
    ],
  });
  formId = form.form_id;
});

test.afterAll(async () => {
  // Specs after this one (the form editor's) expect a client without search datasources.
  if (datasourceId !== undefined) {
    const removed = await admin.api.delete(`/api/datasources/${datasourceId}`);
    expect(removed.status(), await removed.text()).toBe(204);
  }
  await admin?.close();
});

test('a filler picks datasource items in search fields and sends them', async ({ page }) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${formId}/1`);
  await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();

  // Single choice: typing filters case-insensitively.
  const straat = page.getByLabel(/^Straat/);
  await straat.click();
  await straat.fill('LINDE');
  await page.getByRole('option', { name: 'Lindeplein 4' }).click();
  await expect(straat).toHaveValue('Lindeplein 4');

  // Multiple up to 2, with 'x / max'; setHidden: a chosen street leaves the results.
  const straten = page.getByLabel('Andere straten');
  await expect(page.getByText('0 / 2')).toBeVisible();
  await straten.click();
  await straten.fill('xyz');
  await expect(page.getByText(tw('fill.search.nothingFound'))).toBeVisible();
  await straten.fill('essen');
  await expect(page.getByRole('option', { name: 'Essenweg 3 (gesloten)' })).toBeVisible();
  await straten.fill('laan');
  await page.getByRole('option', { name: 'Eikenlaan 1' }).click();
  await expect(page.getByRole('option', { name: 'Eikenlaan 1' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Beukenlaan 2' }).click();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });

  const registration = await newestRegistration(page);
  expect(registration.form_id ?? formId).toBe(formId);
  expect(registration.values.straat).toEqual([
    { id: 'l4', name: 'Lindeplein 4', data: { wijk: 'West' } },
  ]);
  expect(registration.values.straten).toEqual([
    { id: 'e1', name: 'Eikenlaan 1', data: { wijk: 'Noord' } },
    { id: 'b2', name: 'Beukenlaan 2', data: { wijk: 'Zuid' } },
  ]);
});

test('options loaded once are offered offline, from the service worker', async ({ page }) => {
  await signInControlled(page);
  await page.goto(`/form/${formId}/1`);
  const straat = page.getByLabel(/^Straat/);
  // The input is there once the options are loaded (a note stands in its place before).
  await expect(straat).toBeVisible();
  await whileOffline(page, async (offline) => {
    await page.reload();
    await offline();
    await expect(page.getByRole('heading', { level: 1, name: formName })).toBeVisible();
    await straat.click();
    await straat.fill('eiken');
    await page.getByRole('option', { name: 'Eikenlaan 1' }).click();
    await expect(straat).toHaveValue('Eikenlaan 1');
    await expect(page.getByText(tw('fill.search.offline'))).toHaveCount(0);
  });
});
