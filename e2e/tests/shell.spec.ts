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
  });
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

// Self-registration (/register/...) is guest-only; login.spec.ts covers it. Each path says what
// it shows: a built screen must not show the placeholder note, and a placeholder ('In
// ontwikkeling') is named as one, so this test never passes a missing screen off as built. Form
// paths use a real form: an unknown one shows the form screens' own 'not found' instead.
const specRoutes = (form: string): [path: string, shows: 'screen' | 'placeholder'][] => [
  ['/folder/1/forms', 'screen'],
  [`/form/${form}/1`, 'screen'],
  ['/form-workflow/abc/1', 'screen'],
  ['/unsend-registration-list', 'screen'],
  ['/assigned-registration-list', 'screen'],
  ['/my-registration-list', 'screen'],
  ['/debug/ios-debugging', 'screen'],
  ['/debug/unsaved-registrations', 'screen'],
  ['/admin/form-list', 'screen'],
  ['/admin/form-list/folder/1', 'screen'],
  ['/admin/folder-list', 'screen'],
  ['/admin/form-create', 'screen'],
  ['/admin/folder-create', 'screen'],
  [`/admin/form/${form}`, 'screen'],
  [`/admin/form/${form}/edit`, 'screen'],
  [`/admin/form/${form}/rules`, 'screen'],
  [`/admin/form/${form}/registrations`, 'screen'],
  [`/admin/form/${form}/registrations/r1`, 'screen'],
  ['/clients/admin', 'screen'],
  ['/clients/assigned', 'screen'],
  ['/clients/create', 'screen'],
  ['/clients/1', 'screen'],
  ['/clients/1/user/u1/edit', 'screen'],
  ['/clients/1/group/g1/edit', 'screen'],
  ['/datasources', 'screen'],
  ['/datasources/create/search', 'screen'],
  ['/datasources/search/1/edit', 'screen'],
  ['/admin/dashboard', 'screen'],
  ['/map/tracking/abc/r1', 'screen'],
  ['/guest/form/g1', 'screen'],
  ['/guest/map/m1', 'placeholder'],
  ['/guest/map/abc/kaart', 'placeholder'],
];

test('every route of the spec tables answers with its screen or its named placeholder, not the 404', async ({
  page,
}) => {
  const admin = await AdminApi.open();
  const form = await admin.formId('Voorbeelden', 'Melding openbare ruimte');
  await admin.close();
  await signIn(page, USERS.admin, /\/dashboard$/);
  // A full load proves the server answers deep paths with the app; the rest navigate in the app
  // (history + popstate, as the back button does) to keep the suite fast.
  await page.goto('/admin/form-list/folder/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [path, shows] of specRoutes(form)) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByTestId('wip-note'), path).toHaveCount(shows === 'placeholder' ? 1 : 0);
  }
});
