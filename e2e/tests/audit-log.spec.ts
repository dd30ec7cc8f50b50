import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { demoClientAs } from './support/demo-client';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// The audit log (issue 34): a client manager opens a registration and finds his view in its
// 'Wie heeft dit bekeken'; the client's 'Auditlog' tab shows it, filters by action and exports
// the log as CSV.

test.describe.configure({ mode: 'serial' });

const MANAGER = { email: 'client_manager@example.nl', password: E2E.demoPassword };
const SHOTS = '/tmp/shots-h-audit';
const formName = `E2E auditlog ${Date.now()}`;
let formId = '';

test.beforeAll(async () => {
  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [el('text', 'omschrijving', { label: 'Omschrijving' })],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
  await sendRegistrationAs(USERS.filler, formName, { omschrijving: 'Bankje kapot' });
});

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  // Loaded at phone size, so the side menu is closed rather than caught sliding away.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('audit-log-table').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("a manager opens a registration and finds himself in 'Wie heeft dit bekeken'", async ({
  page,
}) => {
  await signIn(page, MANAGER, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/registrations`);
  await page
    .getByRole('link', { name: /^Registratie \d+ bekijken$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/registrations\/[0-9a-f-]{36}$/);
  const section = page.getByRole('region', { name: 'Wie heeft dit bekeken' });
  await expect(section).toBeVisible();
  // Entries are written a moment after the request (batched off its path): the view shows once
  // written, on a later look at the registration.
  await expect(async () => {
    await page.reload();
    await expect(section.getByRole('cell', { name: 'Registratie bekeken' }).first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass();
  await expect(section.getByTestId('audit-log-table')).toContainText('Klant beheerder (demo)');
  await shoot(page, 'registration-audit');
});

test("the client's 'Auditlog' tab filters by action and exports CSV", async ({ page }) => {
  const client = await demoClientAs(MANAGER);
  await signIn(page, MANAGER, /\/dashboard$/);
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('tab', { name: 'Auditlog' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/audit-log$`));
  const table = page.getByTestId('audit-log-table');
  await expect(table).toContainText('Registratie bekeken');

  await page.getByLabel('Actie').selectOption({ label: 'Registratie bekeken' });
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(async () => {
    const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['Registratie bekeken']));
  }).toPass();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exporteren (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('auditlog.csv');
  const path = await download.path();
  if (!path) throw new Error('no download');
  const text = (await readFile(path)).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = text.trim().split('\r\n');
  expect(header).toBe('Tijdstip;Gebruiker;Actie;Object;Id;Adres');
  expect(lines.length).toBeGreaterThan(0);
  expect(lines.every((line) => line.split(';')[2] === 'Registratie bekeken')).toBe(true);
  await shoot(page, 'client-audit-log');
});
