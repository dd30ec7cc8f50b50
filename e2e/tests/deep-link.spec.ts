import { expect, test } from '@playwright/test';
import { submitLogin, USERS } from './support/session';

test.describe('a deep link opened while signed out', () => {
  test('goes to login and, after signing in, back to that page with its query', async ({
    page,
  }) => {
    await page.goto('/my-registration-list?a=1');
    await expect(page).toHaveURL(/\/login\?redirect=\/my-registration-list%3Fa%3D1$/);
    await expect(page.getByLabel('E-mailadres')).toBeFocused();

    await submitLogin(page, USERS.formManager);
    await expect(page).toHaveURL(/\/my-registration-list\?a=1$/);
    await expect(page.getByRole('heading', { name: 'Mijn registraties', level: 1 })).toBeVisible();
  });

  test('survives a reload of the login screen', async ({ page }) => {
    await page.goto('/admin/folder-create?a=1');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.reload();
    await submitLogin(page, USERS.admin);
    await expect(page).toHaveURL(/\/admin\/folder-create\?a=1$/);
    await expect(page.getByRole('heading', { name: 'Map aanmaken', level: 1 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Map naam' })).toBeVisible();
  });

  test('brings a filler to the page too, not to the folder list', async ({ page }) => {
    await page.goto('/folder/1/forms');
    await submitLogin(page, USERS.filler);
    await expect(page).toHaveURL(/\/folder\/1\/forms$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the home page needs no deep link: signing in goes home', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page, USERS.formManager);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('a redirect that leaves the app', () => {
  for (const target of [
    '//evil.example/my-registration-list',
    'https://evil.example/',
    '/\\evil.example',
    '/..//evil.example',
    'javascript:alert(1)',
    '/login',
  ]) {
    test(`is ignored: ${target}`, async ({ page }) => {
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await submitLogin(page, USERS.formManager);
      await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    });
  }
});
