import { expect, test } from '@playwright/test';
import { AdminApi } from './support/fill-fixtures';
import { mainMenu, signIn, USERS } from './support/session';

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/dit/bestaat/niet');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar de startpagina' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger opens the drawer with the menu', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Formulier invullen' })).not.toBeInViewport();

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(menu.getByRole('link', { name: 'Formulier invullen' })).toBeInViewport();
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uitloggen' })).toBeVisible();

    await menu.getByRole('link', { name: 'Formulier invullen' }).click();
    await expect(page).toHaveURL(/\/folders$/);
    await expect(menu.getByRole('link', { name: 'Formulier invullen' })).not.toBeInViewport();

    // Escape closes the drawer too.
    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(menu.getByRole('link', { name: 'Formulier invullen' })).toBeInViewport();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: 'Formulier invullen' })).not.toBeInViewport();
  });
});

// The client and form administration route tables load on the first visit under their prefixes.
test('an area loaded on demand opens by deep link and reload, and its unknown paths are a 404', async ({
  page,
}) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await page.goto('/clients/assigned');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn klanten' })).toBeVisible();
  await expect(page).toHaveTitle('Mijn klanten · eForm');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn klanten' })).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Formulieren beheren' }).click();
  await expect(page).toHaveURL(/\/admin\/form-list$/);
  await expect(page).toHaveTitle('Formulieren beheren · eForm');
  await page.goto('/admin/bestaat-niet');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
});

test('going offline shows the offline banner with its three statements', async ({
  page,
  context,
}) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('listitem')).toHaveCount(3);
  await expect(banner).toContainText('niet worden verstuurd');
  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

// Self-registration (/register/...) is guest-only; login.spec.ts covers it, and the public maps
// (an unknown map goes to the 404) guest-map.spec.ts. Form paths use a real form: an unknown one
// shows the form screens' own 'not found' instead.
const specRoutes = (form: string): string[] => [
  '/folder/1/forms',
  `/form/${form}/1`,
  '/form-workflow/abc/1',
  '/unsend-registration-list',
  '/assigned-registration-list',
  '/my-registration-list',
  '/debug/ios-debugging',
  '/debug/unsaved-registrations',
  '/admin/form-list',
  '/admin/form-list/folder/1',
  '/admin/folder-list',
  '/admin/form-create',
  '/admin/folder-create',
  `/admin/form/${form}`,
  `/admin/form/${form}/edit`,
  `/admin/form/${form}/rules`,
  `/admin/form/${form}/registrations`,
  `/admin/form/${form}/registrations/r1`,
  '/clients/admin',
  '/clients/assigned',
  '/clients/create',
  '/clients/1',
  '/clients/1/user/u1/edit',
  '/clients/1/group/g1/edit',
  '/datasources',
  '/datasources/create/search',
  '/datasources/search/1/edit',
  '/admin/dashboard',
  '/map/tracking/abc/r1',
  '/guest/form/g1',
];

test('every route of the spec tables answers with its screen, not the 404', async ({ page }) => {
  const admin = await AdminApi.open();
  const form = await admin.formId('Voorbeelden', 'Melding openbare ruimte');
  await admin.close();
  await signIn(page, USERS.admin, /\/dashboard$/);
  // A full load proves the server answers deep paths with the app; the rest navigate in the app
  // (history + popstate, as the back button does) to keep the suite fast.
  await page.goto('/admin/form-list/folder/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const path of specRoutes(form)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }
});
