import { tc } from '@eform/core/messages/clients';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_CLIENT } from './support/database';
import { apiKeyOf, sendRegistrationAs } from './support/fill-fixtures';
import { mainMenu, signIn, USERS } from './support/session';

// The admin dashboard (doc 3 'Admin dashboard and reports', §6): the daily reports the server
// writes on start for the days before today, today's numbers so far in the current month, a
// client's row leading to its view; nobody but an admin gets in.

/** The demo client's registrations in the period table (0 when it has no row yet). */
async function demoRegistrations(page: Page): Promise<number> {
  const table = page.getByTestId('period-usage').or(page.getByTestId('period-usage-empty'));
  await expect(table).toBeVisible();
  const row = page.getByTestId('period-usage').getByRole('row', { name: new RegExp(DEMO_CLIENT) });
  if ((await row.count()) === 0) return 0;
  return Number(await row.getByRole('cell').nth(1).textContent());
}

test('an admin sees the disk and a client whose registration was sent today, and opens it', async ({
  page,
}) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  // While the next screen's code loads, a progress bar says so at once, not the old page alone
  // (issue 30, 15): its scripts are held until the bar is seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await mainMenu(page).getByRole('link', { name: 'Beheerdashboard', exact: true }).click();
  await expect(page.getByRole('progressbar', { name: 'Pagina laden' })).toBeVisible();
  release();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beheerdashboard' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Pagina laden' })).toHaveCount(0);
  const filter = page.getByTestId('dashboard-filter');
  // One year and one month, for the tables and the chart alike (there were two pairs).
  await expect(page.getByRole('combobox', { name: tc('dashboardAdmin.filter.year') })).toHaveCount(
    1,
  );
  const now = new Date();
  await expect(filter.getByLabel(tc('dashboardAdmin.filter.year'))).toHaveValue(
    String(now.getFullYear()),
  );
  await expect(filter.getByLabel(tc('dashboardAdmin.filter.month'))).toHaveValue(
    String(now.getMonth() + 1),
  );
  const before = await demoRegistrations(page);

  await sendRegistrationAs(USERS.filler, 'Melding openbare ruimte', {
    soort: 'zwerfafval',
    adres: 'Dashboardlaan 1',
  });
  await page.reload();
  await expect.poll(() => demoRegistrations(page)).toBe(before + 1);

  // The reports written on start reach back from yesterday: its month shows the disk per day.
  const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  await filter
    .getByLabel(tc('dashboardAdmin.filter.year'))
    .selectOption(String(yesterday.getFullYear()));
  await filter
    .getByLabel(tc('dashboardAdmin.filter.month'))
    .selectOption(String(yesterday.getMonth() + 1));
  const disk = page.getByTestId('disk-table');
  await expect(disk).toBeVisible();
  const day = (n: number) => String(n).padStart(2, '0');
  const yesterdayRow = disk.getByRole('row', {
    name: new RegExp(`^${day(yesterday.getDate())}-${day(yesterday.getMonth() + 1)}-`),
  });
  await expect(yesterdayRow.getByRole('cell').nth(1)).toHaveText(/^\d+,\d\d (B|KB|MB|GB|TB)$/);
  await expect(yesterdayRow.getByRole('cell').nth(2)).toHaveText(/^\d+,\d\d%$/);

  // The chart follows the same filter: the whole year asks for it by month.
  const wholeYear = page.waitForRequest((request) =>
    request.url().endsWith(`/api/clients/all/chart-credit-usages?year=${now.getFullYear()}`),
  );
  await filter.getByLabel(tc('dashboardAdmin.filter.year')).selectOption(String(now.getFullYear()));
  await filter
    .getByLabel(tc('dashboardAdmin.filter.month'))
    .selectOption({ label: tc('dashboardAdmin.filter.wholeYear') });
  await wholeYear;

  // Back to this month: the client's row opens its view.
  await filter.getByLabel(tc('dashboardAdmin.filter.year')).selectOption(String(now.getFullYear()));
  await filter
    .getByLabel(tc('dashboardAdmin.filter.month'))
    .selectOption(String(now.getMonth() + 1));
  await page
    .getByTestId('period-usage')
    .getByRole('link', { name: DEMO_CLIENT, exact: true })
    .click();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByTestId('client-name')).toHaveText(DEMO_CLIENT);
});

test('a form manager is refused the dashboard and its reports', async ({ page }) => {
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Beheerdashboard' })).toHaveCount(0);
  const headers = { 'api-key': await apiKeyOf(page) };
  const answer = await page.request.get('/api/dashboard-reports/last-30-days', { headers });
  expect(answer.status()).toBe(403);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
