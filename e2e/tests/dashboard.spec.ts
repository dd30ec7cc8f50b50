import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

test('an admin lands on the dashboard with every card and the admin menu', async ({ page }) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await expect(cardTitles(page)).toHaveText([
    'Formulieren invullen',
    'Formulieren beheren',
    'Formulier aanmaken',
    'App installeren',
  ]);
  await expect(page.getByTestId('dashboard-card-manage')).toContainText('bewerk');
  await expect(page.getByTestId('environment-label')).toHaveText('staging');
  const menu = mainMenu(page);
  for (const item of ['Dashboard', 'Formulieren beheren', 'Databronnen', 'Beheerdashboard']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }

  await menu.getByRole('link', { name: 'Beheerdashboard' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Beheerdashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wip-note')).toContainText('in ontwikkeling');
});

test('a form manager sees the cards its permissions give', async ({ page }) => {
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await expect(cardTitles(page)).toHaveText([
    'Formulieren invullen',
    'Formulieren beheren',
    'Formulier aanmaken',
    'App installeren',
  ]);
  await expect(mainMenu(page).getByRole('link', { name: 'Beheerdashboard' })).toHaveCount(0);
  await expect(page.getByTestId('environment-label')).toHaveCount(0);

  await page.getByRole('link', { name: 'Nieuw formulier' }).click();
  await expect(page).toHaveURL(/\/admin\/form-create$/);
  await expect(page.getByRole('heading', { name: 'Formulier aanmaken', level: 1 })).toBeVisible();
});

test('/ sends a signed-in user home and a guest to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
