import { t } from '@eform/core/messages';
import { expect, test } from '@playwright/test';
import { signIn, submitLogin, USERS } from './support/session';

test.describe('login screen', () => {
  test('shows the version and a forgot-password link that opens in a new tab', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(/Inloggen/);
    await expect(page.getByText('Versie 1.86.0')).toBeVisible();
    const forgot = page.getByRole('link', { name: /Wachtwoord vergeten/ });
    await expect(forgot).toHaveAttribute('href', '/user/password');
    await expect(forgot).toHaveAttribute('target', '_blank');
  });

  test('validates the fields in Dutch before calling the server', async ({ page }) => {
    await page.goto('/login');
    // Each field is found by its label alone (the visibility toggle must not share it).
    await expect(page.getByLabel('E-mail')).toHaveCount(1);
    await expect(page.getByLabel('Wachtwoord')).toHaveCount(1);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText(t('ui.login.emailRequired'))).toBeVisible();
    await expect(page.getByText(t('ui.login.passwordRequired'))).toBeVisible();

    await page.getByLabel('E-mailadres').fill('geen-adres');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText(t('ui.login.emailInvalid'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the server's Dutch message", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: USERS.filler.email, password: 'helemaal-fout' });
    await expect(page.getByText(t('auth.invalidCredentials'))).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('opening the login screen signs out the current session', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('eform.session'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a guest can open the self-registration link', async ({ page }) => {
    await page.goto('/register/00000000-0000-0000-0000-000000000000');
    await expect(page).toHaveURL(/\/register\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in user opening the self-registration link is sent home', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.goto('/register/00000000-0000-0000-0000-000000000000');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('logout', () => {
  test('returns to login and forgets the session', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.getByRole('link', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('eform.session'))).toBeNull();

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
