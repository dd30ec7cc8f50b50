import { join } from 'node:path';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

// What a new user ran into on a phone with the example forms (issue 16, item 10): a photo shown
// as a broken image, a form toast that never went, a workflow that dead-ended after phase 1, and
// registration rows that differed only by their date. Each test walks the path a person takes.

const PHONE = { width: 375, height: 812 };
const PNG = join(import.meta.dirname, '../../apps/web/public/icons/icon-192.png');
const SHOTS = join(import.meta.dirname, '../test-results/screens');

test.use({ viewport: PHONE });

async function openExample(page: Page, name: string) {
  await page.getByRole('link', { name: 'Voorbeelden' }).click();
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Whether the picture really loaded (a broken image has no natural width). */
async function expectPictureShown(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** A screenshot once no transition runs (the drawer and dialogs slide in). */
async function shoot(page: Page, name: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({ path: join(SHOTS, name) });
}

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await mainMenu(page).getByRole('link', { name }).click();
}

async function send(page: Page) {
  await page.getByRole('button', { name: /Versturen/ }).click();
  await expect(page.getByText('Uw registratie is verstuurd.')).toBeVisible({ timeout: 20_000 });
}

test('a signed-in filler sees the photo they added, also in the sent registration', async ({
  page,
}) => {
  const address = `Fotostraat ${Date.now()}`;
  await signIn(page, USERS.filler, /\/folders$/);
  await openExample(page, 'Melding openbare ruimte');
  await page.getByLabel('Soort melding').selectOption('stoeptegel');
  await page.getByLabel('Adres of locatie').fill(address);
  await page.getByLabel("Foto's").setInputFiles(PNG);
  const thumb = page.getByTestId('file-thumb');
  await expectPictureShown(thumb);
  await thumb.scrollIntoViewIfNeeded();
  await shoot(page, 'photo-thumbnail-375.png');
  await send(page);
  await page.getByRole('button', { name: 'Gereed' }).click();

  // 'Mijn registraties': the row names the report by its type and address, not only its date.
  await openMenuItem(page, t('ui.page.myRegistrations'));
  const row = page
    .getByTestId('my-registrations-table')
    .getByRole('row')
    .filter({ hasText: `Losse stoeptegel - ${address}` });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Melding openbare ruimte' }).click();
  const view = page.getByRole('dialog', { name: th('myRegistrations.viewTitle') });
  await expectPictureShown(view.getByTestId('file-thumb'));
  await expect(view.getByRole('link', { name: /downloaden/ })).toHaveAttribute('href', /^blob:/);
  await shoot(page, 'registration-photo-375.png');
  // The dialog's close button has a name.
  await view.getByRole('button', { name: t('ui.common.close') }).click();
  await expect(view).toBeHidden();
});

test("'Versturen' with errors focuses the first field in error and its toast goes by itself", async ({
  page,
}) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await openExample(page, 'Melding openbare ruimte');
  await page.getByRole('button', { name: /Versturen/ }).click();
  const toast = page.getByRole('alert').filter({ hasText: t('form.invalid') });
  await expect(toast).toBeVisible();
  await expect(page.getByLabel('Soort melding')).toBeFocused();
  // Like every toast it goes after 4 s, freeing the menu button it covered on a phone.
  await expect(toast).toBeHidden({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(mainMenu(page)).toBeInViewport();
});

test('the example workflow goes from phase 1 to the filler and ends after phase 2', async ({
  page,
}) => {
  const location = `Speeltuin Parkweg ${Date.now()}`;
  const name = location;
  await signIn(page, USERS.filler, /\/folders$/);
  await openExample(page, 'Inspectie speeltoestel');
  await expect(page.getByText('Fase 1: plan de inspectie', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Bevindingen')).toBeHidden();
  await page.getByLabel('Locatie speeltuin').fill(location);
  await send(page);
  await page.getByRole('button', { name: 'Gereed' }).click();

  // Forwarded to the demo filler: it waits in their assigned list, with its phase.
  await openMenuItem(page, t('ui.page.assignedRegistrations'));
  const assigned = page.getByTestId('assigned-table').getByRole('row').filter({ hasText: name });
  await expect(assigned).toHaveCount(1);
  await expect(assigned.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await assigned.getByRole('link', { name: 'Inspectie speeltoestel' }).click();
  await expect(page).toHaveURL(/\/form-workflow\//);
  await expect(page.getByLabel('Locatie speeltuin')).toHaveValue(location);
  await expect(page.getByText('Fase 2: noteer wat u', { exact: false })).toBeVisible();
  await page.getByLabel('Kleine gebreken').check();
  await page.getByLabel('Bevindingen').fill('Ketting van de schommel versleten');
  await send(page);
  await page.getByRole('button', { name: 'Gereed' }).click();

  // Phase 2 was the last: the assigned list lets go of it, 'Mijn registraties' shows it by name.
  await expect(page).toHaveURL(/\/assigned-registration-list$/);
  await expect(page.getByText(name)).toHaveCount(0);
  await openMenuItem(page, t('ui.page.myRegistrations'));
  const mine = page
    .getByTestId('my-registrations-table')
    .getByRole('row')
    .filter({ hasText: name });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('row-detail')).toHaveText(`${name} · Fase 2`);
});

test('a one-client user sees the client as text; the diagnostics fit a phone', async ({ page }) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await page.getByRole('button', { name: 'Menu openen' }).click();
  await expect(page.getByTestId('current-client')).toBeVisible();
  await shoot(page, 'menu-client-375.png');
  await page.goto('/debug/ios-debugging');
  await expect(page.getByText(th('diagnostics.description'))).toBeVisible();
  await shoot(page, 'diagnostics-375.png');
});
