import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

function cardTitles(page: Page) {
  return page.getByRole('main').getByRole('heading', { level: 2 });
}

// Cards and menu items whose screen would be a placeholder are hidden, so no primary action ends
// in a dead end; every screen of the spec is built today.
test('an admin lands on the dashboard with the cards and menu of built screens', async ({
  page,
}) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await expect(cardTitles(page)).toHaveText([
    // The managers' card of their forms' registrations (issue 35), above the others.
    'Registraties (laatste 30 dagen)',
    'Formulieren invullen',
    'Formulieren beheren',
    'Formulier aanmaken',
    'App installeren',
  ]);
  await expect(page.getByTestId('environment-label')).toHaveText('Acceptatie');
  const menu = mainMenu(page);
  await expect(menu.getByRole('link')).toHaveText([
    'Dashboard',
    'Formulier invullen',
    'Opgeslagen registraties',
    'Toegewezen registraties',
    'Mijn registraties',
    'Formulieren beheren',
    'Databronnen',
    'Klanten',
    'Beheerdashboard',
    // The admins' audit log across clients (issue 34).
    'Auditlog',
  ]);
  // One entry for the clients (issue 30, 15): an admin's leads to all clients.
  await expect(menu.getByRole('link', { name: 'Klanten' })).toHaveAttribute(
    'href',
    '/clients/admin',
  );
});

test('a form manager sees the cards its permissions give, none leading to a dead end', async ({
  page,
}) => {
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await expect(cardTitles(page)).toHaveText([
    // The managers' card of their forms' registrations (issue 35), above the others.
    'Registraties (laatste 30 dagen)',
    'Formulieren invullen',
    'Formulieren beheren',
    'Formulier aanmaken',
    'App installeren',
  ]);
  await expect(page.getByRole('link', { name: 'Nieuw formulier' })).toHaveAttribute(
    'href',
    '/admin/form-create',
  );
  await expect(mainMenu(page).getByRole('link', { name: 'Beheerdashboard' })).toHaveCount(0);
  await expect(page.getByTestId('environment-label')).toHaveCount(0);

  await page.getByRole('link', { name: 'Naar de mappen' }).click();
  await expect(page).toHaveURL(/\/folders$/);
  await expect(page.getByRole('heading', { name: 'Formulier invullen', level: 1 })).toBeVisible();
});

test('/ sends a signed-in user home and a guest to login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
