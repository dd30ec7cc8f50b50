import type { TForm } from '@eform/core/api';
import { AUTOSAVE_POLL_MS, AUTOSAVE_START_DELAY_MS } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { th } from '@eform/core/messages/home';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import {
  AdminApi,
  apiKeyOf,
  drawSignature,
  el,
  expectStoredSignatureOnce,
} from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Saved registrations on the device (issue 22): 'Opslaan' keeps a registration in IndexedDB, the
// list shows it after a reload, sending it from the list stores it on the server exactly once and
// clears the device; a conflict between two devices of one user is resolved both ways.

const run = Date.now();
let admin: AdminApi;
let form: TForm;
let twice: TForm;
let auto: TForm;
const LIST = '/unsend-registration-list';

test.beforeAll(async () => {
  admin = await AdminApi.open();
  form = await admin.publishForm({
    name: `Opslaan op apparaat ${run}`,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [
      el('text', 'naam', { label: 'Naam' }),
      el('signature', 'handtekening', { label: 'Handtekening' }),
    ],
    registrationNameToken: 'Melding $naam$',
  });
  twice = await admin.publishForm({
    name: `Al verstuurd ${run}`,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [el('text', 'naam', { label: 'Naam' })],
  });
  auto = await admin.publishForm({
    name: `Vanzelf bewaard ${run}`,
    folder: 'Voorbeelden',
    shareWith: [USERS.filler.email],
    schema: [el('text', 'naam', { label: 'Naam' })],
  });
});

test.afterAll(async () => {
  await admin.close();
});

const SYNC_PATH = '/api/saved-registrations-sync';

const row = (page: Page, of: TForm = form) =>
  page.getByTestId('unsent-row').filter({ hasText: of.form_name });

/** Waits for the sync `action` starts (a save online syncs at once) and its answer. */
async function syncedAfter(page: Page, of: TForm, action: () => Promise<void>) {
  // The sync asked for once `action` began: one already under way (opening the list starts one)
  // answers without what the action saved, and waiting for its answer raced the app.
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(SYNC_PATH),
  );
  await action();
  const answer = await (await sent).response();
  expect(answer?.status()).toBe(201);
  await expect(row(page, of)).toHaveCount(1);
}

/** Fills the form (new, or reopened from the list), saves it on the device, waits for the sync. */
async function saveWith(page: Page, naam: string, of: TForm = form) {
  await page.getByLabel('Naam').fill(naam);
  await syncedAfter(page, of, async () => {
    await page.getByRole('button', { name: t('fill.save'), exact: true }).click();
    await expect(page.getByText(t('fill.savedLocally')).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  });
}

/** Known on the server: no 'Alleen op dit apparaat'. */
async function synced(page: Page) {
  await expect(row(page)).toHaveCount(1);
  await expect(row(page).getByText(th('unsent.localOnlyChip'))).toHaveCount(0);
}

/** The one of a text the layout shows (the summary is under the name on a phone, a column else). */
const shown = (text: Locator) => text.filter({ visible: true });

async function openSaved(page: Page, of: TForm = form) {
  await row(page, of).getByRole('button', { name: of.form_name, exact: true }).click();
  await expect(page).toHaveURL(/\/form\/[^/]+\/0\?fill_token=/);
}

async function syncNow(page: Page) {
  const answer = page.waitForResponse(`**${SYNC_PATH}`);
  await page.getByRole('button', { name: th('saved.syncNow') }).click();
  expect((await answer).status()).toBe(201);
}

test('saved on the device, still there after a reload, sent from the list exactly once', async ({
  page,
}) => {
  // Fill, save, reload, reopen, send and check the list and the server: longer than most.
  test.setTimeout(60_000);
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${form.form_id}/1`);
  await drawSignature(page, 'Handtekening');
  await saveWith(page, `Bewaard ${run}`);
  // Told apart from the form's other saved ones by its name and its last change, on a phone too.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(shown(row(page).getByText(`Melding Bewaard ${run}`))).toBeVisible();
  await expect(row(page).getByText(/^\d{1,2} [a-z]{3}\.? \d{4} \d{2}:\d{2}$/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.reload();
  await expect(row(page)).toHaveCount(1);
  await openSaved(page);
  const fillToken = new URL(page.url()).searchParams.get('fill_token') ?? '';
  await expect(page.getByLabel('Naam')).toHaveValue(`Bewaard ${run}`);
  // The signature kept on the device shows once, in the pad's place (it was above an empty pad).
  await expectStoredSignatureOnce(page, 'handtekening');
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText(tw('fill.sentTitle'))).toBeVisible();
  await page.getByRole('button', { name: tw('fill.done') }).click();

  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: t('ui.page.unsendRegistrations') })).toBeVisible();
  await expect(row(page)).toHaveCount(0);

  const headers = { 'api-key': await apiKeyOf(page) };
  const mine = await (await page.request.get('/api/my-registrations?page=1', { headers })).json();
  const ofForm = (mine.registrations as { form_id: string }[]).filter(
    (r) => r.form_id === form.form_id,
  );
  expect(ofForm).toHaveLength(1);
  // The same fill_token again (a retry after the network dropped) is refused, not stored twice.
  const again = await page.request.post('/api/registration', {
    headers,
    data: { form_id: form.form_id, fill_token: fillToken, values: { naam: 'opnieuw' } },
  });
  expect(again.status()).toBe(409);
  // A new sync does not bring it back either.
  await syncNow(page);
  await expect(row(page)).toHaveCount(0);
});

test('one already on the server (409: another tab, a lost answer) leaves the device with the warning', async ({
  page,
}) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${twice.form_id}/1`);
  await saveWith(page, `Dubbel ${run}`, twice);
  await openSaved(page, twice);
  const fillToken = new URL(page.url()).searchParams.get('fill_token') ?? '';
  const first = await page.request.post('/api/registration', {
    headers: { 'api-key': await apiKeyOf(page) },
    data: { form_id: twice.form_id, fill_token: fillToken, values: { naam: 'eerst' } },
  });
  expect(first.ok(), await first.text()).toBe(true);
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText(t('fill.alreadySent')).first()).toBeVisible();
  await page.goto(LIST);
  await expect(page.getByRole('heading', { name: t('ui.page.unsendRegistrations') })).toBeVisible();
  await expect(row(page, twice)).toHaveCount(0);
});

/**
 * How many registrations with this name the page's IndexedDB keeps (read as the app stores
 * them). Never creates the database (that would leave the app an empty one to upgrade) and closes
 * its connection (an open one would block the app's upgrade).
 */
function savedNamed(page: Page, naam: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('eform-saved-registrations');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(0);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('registrations')) {
            db.close();
            return resolve(0);
          }
          const all = db.transaction('registrations').objectStore('registrations').getAll();
          all.onsuccess = () => {
            db.close();
            const rows = all.result as { values: { naam?: string } }[];
            resolve(rows.filter((r) => r.values.naam === wanted).length);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    naam,
  );
}

test('autosave: nothing in the first 10 s, then saved on the device without leaving the form', async ({
  page,
}, testInfo) => {
  const naam = `Auto ${run} ${testInfo.repeatEachIndex}.${testInfo.retry}`;
  await page.clock.install();
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto(`/form/${auto.form_id}/1`);
  await page.getByLabel('Naam').fill(naam);
  await page.clock.runFor(AUTOSAVE_START_DELAY_MS - AUTOSAVE_POLL_MS);
  expect(await savedNamed(page, naam)).toBe(0);
  await page.clock.runFor(AUTOSAVE_START_DELAY_MS);
  await expect.poll(() => savedNamed(page, naam)).toBe(1);
  await expect(page).toHaveURL(new RegExp(`/form/${auto.form_id}/1$`));
  await expect(page.getByText(t('fill.savedLocally'))).toHaveCount(0);
});

async function deviceOf(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, USERS.filler, /\/folders$/);
  return { context, page };
}

type TDevice = Awaited<ReturnType<typeof deviceOf>>;

/**
 * The device changes its copy while offline (a sync cannot bring the other device's change in
 * first, whenever the app's own syncs run) and comes back online: its sync answers a conflict.
 */
async function changedOfflineThenOnline(device: TDevice, naam: string) {
  const { page, context } = device;
  await context.setOffline(true);
  await openSaved(page);
  await page.getByLabel('Naam').fill(naam);
  await page.getByRole('button', { name: t('fill.save'), exact: true }).click();
  await expect(page.getByText(t('fill.savedLocally')).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await syncedAfter(page, form, () => context.setOffline(false));
  await expect(row(page).getByText(th('unsent.conflictChip'))).toBeVisible();
}

test('a conflict between two devices of one user, resolved both ways', async ({ browser }) => {
  const a = await deviceOf(browser);
  const b = await deviceOf(browser);
  try {
    await a.page.goto(`/form/${form.form_id}/1`);
    await saveWith(a.page, `A1 ${run}`);
    await synced(a.page);

    // The other device gets it with its next sync, changes it and syncs; the first device
    // changes its older copy meanwhile: the sync answers a conflict, the device's version kept.
    await b.page.goto(LIST);
    await syncNow(b.page);
    await synced(b.page);
    await openSaved(b.page);
    await expect(b.page.getByLabel('Naam')).toHaveValue(`A1 ${run}`);
    await saveWith(b.page, `B1 ${run}`);
    await synced(b.page);

    await changedOfflineThenOnline(a, `A2 ${run}`);
    await openConflict(a.page);
    await syncedAfter(a.page, form, () =>
      a.page.getByRole('button', { name: th('saved.keepLocalLabel') }).click(),
    );
    await expect(row(a.page).getByText(th('unsent.conflictChip'))).toHaveCount(0);
    await synced(a.page);

    // Again, but the other device's change arrives while the form is open here (a sync when the
    // network is back): what is typed was made on the older version, so saving it still asks.
    await openSaved(a.page);
    await expect(a.page.getByLabel('Naam')).toHaveValue(`A2 ${run}`);
    await syncNow(b.page);
    await openSaved(b.page);
    await expect(b.page.getByLabel('Naam')).toHaveValue(`A2 ${run}`);
    await saveWith(b.page, `B2 ${run}`);
    await synced(b.page);
    await a.page.getByLabel('Naam').fill(`A3 ${run}`);
    const brought = a.page.waitForResponse(`**${SYNC_PATH}`);
    await a.context.setOffline(true);
    await a.context.setOffline(false);
    expect((await brought).status()).toBe(201);
    await saveWith(a.page, `A3 ${run}`);
    await expect(row(a.page).getByText(th('unsent.conflictChip'))).toBeVisible();

    // Now the server's version wins.
    await openConflict(a.page);
    await syncedAfter(a.page, form, () =>
      a.page.getByRole('button', { name: th('saved.keepServerLabel') }).click(),
    );
    await expect(row(a.page).getByText(th('unsent.conflictChip'))).toHaveCount(0);
    await openSaved(a.page);
    await expect(a.page.getByLabel('Naam')).toHaveValue(`B2 ${run}`);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

/** A row in conflict opens 'Kies een registratie versie' with both versions. */
async function openConflict(page: Page) {
  await row(page).getByRole('button', { name: form.form_name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: th('unsent.conflictTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Versie op dit apparaat \(laatst gewijzigd/)).toBeVisible();
  await expect(dialog.getByText(/Versie op de server \(laatst gewijzigd/)).toBeVisible();
}
