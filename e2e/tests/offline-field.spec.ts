import { join } from 'node:path';
import type { TForm } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { expect, type Page, test } from '@playwright/test';
import {
  AdminApi,
  apiKeyOf,
  drawSignature,
  el,
  storedRegistrationsOf,
} from './support/fill-fixtures';
import { Device, pageOffline, signInControlled } from './support/offline';
import { signIn, USERS } from './support/session';

// A day in the field (issue 22, doc 1 §4): a registration made without network, with a photo and
// a signature, survives a browser restart on the device and reaches the server exactly once; a
// send whose answer the network lost is not stored twice by its retry. With the real service
// worker, as on the phone.
test.use({ serviceWorkers: 'allow' });

const PNG = join(import.meta.dirname, '../../apps/web/public/icons/icon-192.png');
const LIST = '/unsend-registration-list';
const run = Date.now();
let admin: AdminApi;
let field: TForm;
let cut: TForm;

test.beforeAll(async () => {
  admin = await AdminApi.open();
  const schema = () => [
    el('text', 'naam', { label: 'Naam' }),
    // A calculation: its formula engine, a chunk of its own, comes from the worker's precache.
    el('number', 'aantal', { label: 'Aantal' }),
    el('calculation', 'dubbel', { label: 'Dubbel', formula: '$aantal$ * 2' }),
    el('image', 'foto', { label: 'Foto' }),
    el('signature', 'handtekening', { label: 'Handtekening' }),
  ];
  const publish = (name: string) =>
    admin.publishForm({
      name: `${name} ${run}`,
      folder: 'Voorbeelden',
      shareWith: [USERS.filler.email],
      schema: schema(),
    });
  field = await publish('Veldwerk zonder netwerk');
  cut = await publish('Verbinding verbroken');
});

test.afterAll(async () => {
  await admin.close();
});

const row = (page: Page, of: TForm) =>
  page.getByTestId('unsent-row').filter({ hasText: of.form_name });

/** Opens the saved registration of `of` from the list: the form with its fill_token. */
async function openSaved(page: Page, of: TForm) {
  await row(page, of).getByRole('button', { name: of.form_name, exact: true }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+\/0\?fill_token=/);
}

/** The photo kept in the form as base64 (resized on the device, so a JPEG now). */
const keptPhoto = (page: Page) =>
  page.getByText(tw('fill.element.keptOffline', { name: 'icon-192.jpg' }));

/** The registrations of `of` on the server with this name (a test's own, whatever ran before). */
async function storedNamed(page: Page, of: TForm, naam: string) {
  return (await storedRegistrationsOf(page, of.form_id)).filter((r) => r.values.naam === naam);
}

/**
 * The content types the server answers for a stored file value (one file or a list): each must
 * be a reference to a file on the server, no base64.
 */
async function storedFileTypes(page: Page, value: unknown): Promise<string[]> {
  const files = [value].flat() as { url?: string }[];
  const headers = { 'api-key': await apiKeyOf(page) };
  return Promise.all(
    files.map(async (file) => {
      expect(file.url).toMatch(/\/api\/file\//);
      const answer = await page.request.get(file.url ?? '', { headers });
      expect(answer.status()).toBe(200);
      return answer.headers()['content-type']?.split(';')[0] ?? '';
    }),
  );
}

/** 'Opslaan': the registration is kept on the device and the list opens. */
async function saveOnDevice(page: Page, of: TForm) {
  await page.getByRole('button', { name: t('fill.save'), exact: true }).click();
  await expect(page.getByText(t('fill.savedLocally')).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(row(page, of)).toHaveCount(1);
}

test('filled offline with a photo and a signature, kept through a browser restart, sent once', async ({
  launchOptions,
}) => {
  // Two browser starts, the worker's install, a sync and a send with a photo: 50 s on a loaded
  // machine (load 16 on 2 cores), as the longest flows get 90 s.
  test.setTimeout(90_000);
  const naam = `Veld ${run} ${test.info().repeatEachIndex}`;
  const device = await Device.create(launchOptions);
  try {
    await device.session({}, async (page, context) => {
      const heading = page.getByRole('heading', { level: 1, name: field.form_name });
      // One online visit of the form, then the network goes.
      await signInControlled(page);
      await page.goto(`/form/${field.form_id}/1`);
      await expect(heading).toBeVisible();
      await context.setOffline(true);
      await page.reload();
      await expect(heading).toBeVisible();
      await pageOffline(page);
      await expect(page.getByRole('button', { name: 'Formulier offline opslaan' })).toBeDisabled();

      await page.getByLabel('Naam').fill(naam);
      await page.getByLabel('Aantal').fill('21');
      await expect(page.getByText('42', { exact: true })).toBeVisible();
      await page.getByLabel('Foto').setInputFiles(PNG);
      await expect(keptPhoto(page)).toBeVisible();
      await drawSignature(page, 'Handtekening');
      await saveOnDevice(page, field);
      await expect(row(page, field).getByText(th('unsent.localOnlyChip'))).toBeVisible();
    });

    // The browser starts again on the same storage, still without network.
    await device.session({ offline: true }, async (page, context) => {
      await page.goto(LIST);
      const offline = await pageOffline(page);
      await expect(row(page, field)).toHaveCount(1);
      await expect(row(page, field).getByText(th('unsent.localOnlyChip'))).toBeVisible();
      // 'Synchroniseren' says it waits for the connection.
      await page.getByRole('button', { name: th('saved.syncNow') }).click();
      await expect(page.getByText(th('saved.syncWaits'))).toBeVisible();

      // The network is back: the sync says it is safe on the server; open it and send it.
      await offline.detach();
      await context.setOffline(false);
      await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
      await expect(page.getByText(th('saved.syncSafe'))).toBeVisible({ timeout: 15_000 });
      await expect(row(page, field).getByText(th('unsent.localOnlyChip'))).toHaveCount(0);
      await openSaved(page, field);
      await expect(page.getByLabel('Naam')).toHaveValue(naam);
      await expect(page.getByText('42', { exact: true })).toBeVisible();
      await expect(keptPhoto(page)).toBeVisible();
      await page.getByRole('button', { name: /Versturen/ }).click();
      await expect(page.getByText(tw('fill.sentTitle'))).toBeVisible({ timeout: 20_000 });
      await page.getByRole('button', { name: tw('fill.done') }).click();
      await page.goto(LIST);
      await expect(
        page.getByRole('heading', { name: t('ui.page.unsendRegistrations') }),
      ).toBeVisible();
      await expect(row(page, field)).toHaveCount(0);

      // Exactly once on the server, with its photo and its signature as stored files.
      const stored = await storedNamed(page, field, naam);
      expect(stored).toHaveLength(1);
      const values = stored[0]?.values ?? {};
      expect(values.naam).toBe(naam);
      expect(Number(values.dubbel)).toBe(42);
      expect(JSON.stringify(values)).not.toContain('base64,');
      expect(await storedFileTypes(page, values.foto)).toEqual(['image/jpeg']);
      expect(await storedFileTypes(page, values.handtekening)).toEqual(['image/png']);
    });
  } finally {
    await device.dispose();
  }
});

test('the network cut during a send: the retry stores one registration and clears the device', async ({
  page,
  context,
}) => {
  const naam = `Afgebroken ${run} ${test.info().repeatEachIndex}`;
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${cut.form_id}/1`);
  await page.getByLabel('Naam').fill(naam);
  await page.getByLabel('Foto').setInputFiles(PNG);
  await drawSignature(page, 'Handtekening');
  await saveOnDevice(page, cut);
  await openSaved(page, cut);
  await expect(page.getByLabel('Naam')).toHaveValue(naam);

  // The request reaches the server, which stores it; its answer never reaches the phone.
  let stored = false;
  await context.route(
    /\/api\/registration\/?$/,
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      stored = (await route.fetch()).ok();
      await route.abort('internetdisconnected');
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: /Versturen/ }).click();
  const dialog = page.getByTestId('saving-dialog');
  await expect(dialog).toHaveAttribute('data-phase', 'failed', { timeout: 20_000 });
  await expect(dialog).toContainText(tw('fillScreen.failedKept'));
  expect(stored).toBe(true);
  expect(await storedNamed(page, cut, naam)).toHaveLength(1);

  // The retry carries the same fill_token: the server's 409 counts as sent, the copy goes.
  const retried = page.waitForResponse(
    (answer) =>
      /\/api\/registration\/?$/.test(answer.url()) && answer.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: tw('fillScreen.sendAgain') }).click();
  expect((await retried).status()).toBe(409);
  await expect(dialog).toHaveAttribute('data-phase', 'conflict');
  await expect(dialog).toContainText(t('fill.alreadySent'));
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: t('ui.page.unsendRegistrations') })).toBeVisible();
  await expect(row(page, cut)).toHaveCount(0);
  expect(await storedNamed(page, cut, naam)).toHaveLength(1);
});
