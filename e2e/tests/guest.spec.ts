import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { AdminApi } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Issue 17: a guest's submit carries a proof of work solved in the browser when it is sent, the
// guest search asks for a few characters and names no one, and the owner sees and sets the hourly
// limit of guest registrations.

const PHONE = { width: 375, height: 812 };
const run = Date.now();
let admin: AdminApi;
let formId: string;
let guestId: string;

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
});

test.afterAll(async () => {
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
