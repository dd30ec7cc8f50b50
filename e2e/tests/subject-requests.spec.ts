import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { demoClientAs } from './support/demo-client';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { submitLogin } from './support/session';

// Subject requests (issue 34): a client manager answers a person's AVG request. Two forms of the
// demo client hold a registration with the person's e-mail address; the manager finds both,
// exports them (the zip arrives as a download), erases them after typing VERWIJDEREN, and a new
// search finds nothing.

const manager = { email: 'client_manager@example.nl', password: E2E.demoPassword };
const SHOTS = '/tmp/shots-h-subject';

async function signInAsManager(page: Page) {
  await page.goto('/login');
  await submitLogin(page, manager);
  await expect(page).toHaveURL(/\/(dashboard|folders)$/);
}

test('a client manager finds, exports and erases a person’s registrations on two forms', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const email = `betrokkene-${stamp}@example.nl`;
  const admin = await AdminApi.open();
  const names = [`Meldingen AVG ${stamp}`, `Aanvragen AVG ${stamp}`];
  try {
    for (const name of names) {
      await admin.publishForm({
        name,
        folder: 'Voorbeelden',
        schema: [el('text', 'naam', { label: 'Naam' }), el('email', 'email', { label: 'E-mail' })],
        shareWith: [manager.email],
      });
    }
  } finally {
    await admin.close();
  }
  for (const name of names) {
    await sendRegistrationAs(manager, name, { naam: 'Jan Betrokkene', email });
  }
  const client = await demoClientAs(manager);

  await signInAsManager(page);
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('tab', { name: 'Verzoeken van betrokkenen' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/subject-requests$`));

  await page.getByRole('searchbox', { name: 'Zoeken naar' }).fill(email);
  await page.getByRole('button', { name: 'Zoeken' }).press('Enter');
  await expect(page.getByTestId('subject-hit')).toHaveCount(2);
  for (const name of names) {
    await expect(
      page.getByRole('checkbox', { name: `Alle registraties van ${name} selecteren` }),
    ).toBeChecked();
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/subject-results-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Exporteren' }).click();
  const downloadButton = page.getByRole('button', { name: 'Export downloaden' });
  await expect(downloadButton).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toMatch(/^verzoek-betrokkene-.*\.zip$/);
  expect((await download.createReadStream()).readable).toBe(true);

  // The same results on a phone, in a page of its own opened at that size.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await signInAsManager(phone);
    await phone.goto(`/clients/${client.id}/subject-requests`);
    await phone.getByRole('searchbox', { name: 'Zoeken naar' }).fill(email);
    await phone.getByRole('button', { name: 'Zoeken' }).click();
    await expect(phone.getByTestId('subject-hit')).toHaveCount(2);
    await phone.screenshot({ path: `${SHOTS}/subject-results-phone.png`, fullPage: true });
  } finally {
    await phone.close();
  }
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Registraties definitief verwijderen' });
  const confirm = dialog.getByRole('button', { name: 'Definitief verwijderen' });
  await expect(confirm).toBeDisabled();
  await dialog
    .getByRole('textbox', { name: 'Typ VERWIJDEREN om te bevestigen' })
    .fill('VERWIJDEREN');
  await page.screenshot({ path: `${SHOTS}/subject-erase-phone.png` });
  await confirm.click();
  await expect(page.getByText('2 registraties verwijderd.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page.getByText('Geen registraties gevonden.')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/subject-empty-desktop.png` });
});
