import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// The Registraties tab's charts and the managers' dashboard (issue 35 items 2 and 4): counts of a
// choice question, the list's filters applied, both downloads, axe clean; the dashboard's count.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const formName = `E2E grafieken ${stamp}`;
let formId = '';
const SHOTS = '/tmp/shots-h-charts';

test.beforeAll(async () => {
  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [
        el('radio', 'wijk', {
          label: 'Wijk',
          options: [
            { label: 'Noord', value: 'noord' },
            { label: 'Zuid', value: 'zuid' },
          ],
        }),
        el('number', 'aantal', { label: 'Aantal' }),
        el('checkbox_single', 'akkoord', { label: 'Akkoord' }),
      ],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
  for (const values of [
    { wijk: 'noord', aantal: 3, akkoord: true },
    { wijk: 'zuid', aantal: 8, akkoord: false },
    { wijk: 'noord', aantal: 12, akkoord: true },
  ]) {
    await sendRegistrationAs(USERS.filler, formName, values);
  }
});

function chartOf(page: Page, title: string) {
  return page
    .getByTestId('chart-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

async function downloaded(page: Page, card: ReturnType<typeof chartOf>, button: string) {
  const waiting = page.waitForEvent('download');
  await card.getByRole('button', { name: button }).click();
  const download = await waiting;
  return {
    name: download.suggestedFilename(),
    bytes: await readFile((await download.path()) ?? ''),
  };
}

test('a manager opens Grafieken, filters the counts and downloads a chart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USERS.formManager);
  await page.goto(`/admin/form/${formId}/registrations`);
  await page.locator('label', { hasText: 'Grafieken' }).click();
  await expect(page).toHaveURL(/view=grafieken/);
  const wijk = chartOf(page, 'Wijk');
  await expect(wijk.getByRole('img', { name: 'Wijk: Noord 2, Zuid 1' })).toBeVisible();
  await expect(chartOf(page, 'Aantal').getByTestId('chart-stats')).toContainText('Gemiddelde');
  await expect(chartOf(page, 'Aantal').getByTestId('chart-stats')).toContainText('7,67');
  await page.screenshot({ path: `${SHOTS}/charts-desktop.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);

  // The table alternative, shown on request.
  await wijk.getByRole('button', { name: 'Toon als tabel' }).click();
  await expect(wijk.getByTestId('chart-table')).toContainText('Noord');

  const csv = await downloaded(page, wijk, 'Download CSV');
  expect(csv.name).toBe('wijk.csv');
  expect(csv.bytes.toString('utf8')).toBe('\uFEFFWaarde;Aantal\r\nNoord;2\r\nZuid;1\r\n');
  const png = await downloaded(page, wijk, 'Download PNG');
  expect(png.name).toBe('wijk.png');
  expect(png.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');

  // The filter bar's filter applies to the charts, and the view and filter survive a reload.
  await page.getByLabel('Filter op veld').selectOption('wijk');
  await page.getByLabel('Wijk is').selectOption('zuid');
  await expect(wijk.getByRole('img', { name: 'Wijk: Noord 0, Zuid 1' })).toBeVisible();
  await expect(page.getByTestId('charts-total')).toHaveText('1 registratie geselecteerd');
  await expect(page).toHaveURL(/eq%3Awijk=zuid|eq:wijk=zuid/);
  await page.reload();
  await expect(wijk.getByRole('img', { name: 'Wijk: Noord 0, Zuid 1' })).toBeVisible({
    timeout: 20_000,
  });
  await page.goto(`/admin/form/${formId}/registrations?view=grafieken&min%3Aaantal=100`);
  await expect(page.getByTestId('charts-empty')).toHaveText('Geen registraties om te tonen.', {
    timeout: 20_000,
  });
});

test('the charts stack on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, USERS.formManager);
  await page.goto(`/admin/form/${formId}/registrations?view=grafieken`);
  // A full page load of the form detail: slow on a loaded machine.
  await expect(chartOf(page, 'Wijk').getByRole('img', { name: /^Wijk: / })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: `${SHOTS}/charts-phone.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
});

test("the dashboard shows the form's registrations of the last 30 days", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USERS.formManager);
  await page.goto('/dashboard');
  const card = page.getByTestId('dashboard-forms');
  await expect(
    card.getByRole('heading', { name: 'Registraties (laatste 30 dagen)' }),
  ).toBeVisible();
  const row = card.getByTestId('dashboard-form').filter({ hasText: formName });
  await expect(row.getByTestId('dashboard-form-total')).toHaveText('3 in 30 dagen');
  await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await row.getByRole('link', { name: formName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/form/${formId}/registrations`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(row.getByTestId('dashboard-form-total')).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: `${SHOTS}/dashboard-phone.png`, fullPage: true });
});
