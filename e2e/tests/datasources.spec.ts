import { readFile } from 'node:fs/promises';
import { tc } from '@eform/core/messages/clients';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { mainMenu, submitLogin } from './support/session';

// Datasources (doc 3 §2): a client manager of the demo client creates a search list from a CSV,
// finds it in the list with its item count, views it, renames it, exports it and downloads the
// CSV, and removes it. The import and the export run as batches on the real server.

const manager = { email: 'client_manager@example.nl', password: E2E.demoPassword };

/** Semicolons, UTF-8, object.name and object.status, one more column that becomes a field. */
const CSV = [
  'object.name;object.status;wijk',
  'Dorpsstraat;open;Noord',
  'Kerkplein;open;Centrum',
  'Één Zuidlaan;gesloten;Zuid',
].join('\n');

async function signInAsManager(page: Page) {
  await page.goto('/login');
  await submitLogin(page, manager);
  await expect(page).toHaveURL(/\/(dashboard|folders)$/);
}

const fileInput = (page: Page) => page.locator('input[type="file"]');

test('a client manager creates, views, renames, exports and removes a search list', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = `Straten ${Date.now()}`;
  const renamed = `${name} (2026)`;
  await signInAsManager(page);
  const opened = page.getByRole('button', { name: 'Menu openen' });
  if (await opened.isVisible()) await opened.click();
  await mainMenu(page).getByRole('link', { name: 'Databronnen', exact: true }).click();
  await expect(page).toHaveURL(/\/datasources$/);
  await page.getByRole('link', { name: tc('datasources.create.search') }).click();
  await expect(page).toHaveURL(/\/datasources\/create\/search$/);

  // Nothing is sent without a name and a file; a file that is no CSV is refused at once.
  await page.getByRole('button', { name: tc('datasources.submit.create') }).click();
  await expect(page.getByText(tc('datasources.nameRequired'))).toBeVisible();
  await expect(page.getByText(tc('datasources.fileRequired'))).toBeVisible();
  await fileInput(page).setInputFiles({
    name: 'straten.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(
    page.getByText('Er kunnen alleen CSV (.csv) bestanden worden geupload'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: /Naam/ }).fill(name);
  await fileInput(page).setInputFiles({
    name: 'straten.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV, 'utf8'),
  });
  await page.getByRole('button', { name: tc('datasources.submit.create') }).click();
  await expect(page.getByText(tc('datasource.created', { name }))).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/datasources\/search\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const details = page.getByTestId('datasource-details');
  await expect(details.getByRole('row', { name: /Aantal items/ })).toContainText('3');
  await expect(details.getByRole('row', { name: /Velden/ })).toContainText('wijk');
  await expect(details).toContainText('straten.csv');
  const viewUrl = page.url();

  // The list shows it with its item count; the row opens it.
  await page.getByRole('link', { name: 'Terug' }).click();
  await expect(page).toHaveURL(/\/datasources$/);
  const row = page.getByTestId('datasource-list-search').getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('3');
  await expect(row).toContainText(tc('datasources.state.done'));
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(viewUrl);

  // Rename.
  await page.getByRole('tab', { name: tc('datasources.tab.edit') }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('textbox', { name: /Naam/ }).fill(renamed);
  await page.getByRole('button', { name: tc('datasources.submit.save') }).click();
  await expect(page.getByText(tc('datasource.saved', { name: renamed }))).toBeVisible();
  await expect(page).toHaveURL(viewUrl);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

  // Export: a batch, then a download link; the file holds the items.
  await page.getByRole('button', { name: tc('datasources.export.button') }).click();
  const link = page.getByTestId('datasource-export-link');
  await expect(link).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${renamed}.csv`);
  const path = await download.path();
  if (!path) throw new Error('no download');
  const exported = (await readFile(path)).toString('utf8');
  for (const item of ['Dorpsstraat', 'Kerkplein', 'Één Zuidlaan', 'object.name', 'wijk']) {
    expect(exported).toContain(item);
  }

  // Remove: cancel first returns to the view, then delete for real.
  await page.getByRole('tab', { name: tc('datasources.tab.remove') }).click();
  await expect(page.getByText('Weet u zeker dat u deze databron wilt verwijderen?')).toBeVisible();
  await page.getByRole('button', { name: tc('datasource.cancel') }).click();
  await expect(page).toHaveURL(viewUrl);
  await page.getByRole('tab', { name: tc('datasources.tab.remove') }).click();
  await page.getByRole('button', { name: tc('datasource.delete') }).click();
  await expect(page.getByText('Databron is verwijderd.')).toBeVisible();
  await expect(page).toHaveURL(/\/datasources$/);
  await expect(
    page.getByRole('heading', { level: 2, name: tc('datasources.type.search') }),
  ).toBeVisible();
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test('the datasource screens fit a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAsManager(page);
  const fits = async () => {
    await expect(page.locator('h1').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  };
  await page.goto('/datasources');
  await expect(page.getByRole('link', { name: tc('datasources.create.search') })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: tc('datasources.type.map_features') }),
  ).toBeVisible();
  await fits();
  await page.getByRole('link', { name: tc('datasources.create.search') }).click();
  await expect(page.getByRole('button', { name: tc('datasources.submit.create') })).toBeVisible();
  await fits();
});
