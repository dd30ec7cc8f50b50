import { t } from '@eform/core/messages';
import { ts } from '@eform/core/messages/server-only';
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

  test('opens with the focus in the e-mail field', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mailadres')).toBeFocused();
  });

  test("a wrong password shows the server's Dutch message once, next to the form", async ({
    page,
  }) => {
    await page.goto('/login');
    // A toast loads its container's chunk as it shows: asked for in the render that shows the
    // message next to the form, so a toast would have been asked for by the time it is seen.
    const toastChunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/toast-container')) toastChunks.push(request.url());
    });
    await submitLogin(page, { email: USERS.filler.email, password: 'helemaal-fout' });
    const message = ts('auth.invalidCredentials');
    expect(message).toContain('e-mailadres');
    const inline = page.locator('form').getByRole('alert');
    await expect(inline).toHaveText(message);
    // The form is described by its message, so a screen reader reads them together.
    const described = await page.locator('form').getAttribute('aria-describedby');
    expect(described).toBe(await inline.getAttribute('id'));
    // Once: not also in a toast (issue 30, 15), which a screen reader announced a second time.
    await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(1);
    await expect(page.getByText(message)).toHaveCount(1);
    expect(toastChunks).toEqual([]);
    // What was typed stays, to be corrected rather than typed again.
    await expect(page.getByLabel('E-mailadres')).toHaveValue(USERS.filler.email);
    await expect(page.getByRole('textbox', { name: 'Wachtwoord' })).toHaveValue('helemaal-fout');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signing in while offline says the device is offline', async ({ page, context }) => {
    await page.goto('/login');
    await context.setOffline(true);
    await submitLogin(page, USERS.filler);
    const inline = page.locator('form').getByRole('alert');
    await expect(inline).toHaveText(t('ui.login.offline'));
    await expect(page.getByText(t('login.exception'))).toHaveCount(0);
    await expect(page.getByText(t('ui.login.offline'))).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Inloggen', level: 1 })).toBeVisible();

    // Back online, the same form signs in.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/folders$/);
  });

  test('opening the login screen signs out the current session', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('eform.session'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
  });

  test('a guest opening a self-registration link of no client is told so and sent to 404', async ({
    page,
  }) => {
    await page.goto('/register/00000000-0000-0000-0000-000000000000');
    await expect(
      page.getByText('Registratie link is niet geldig. De klant bestaat niet.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/404$/);
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
    await expect(page).toHaveURL(/\/login\?redirect=\/dashboard$/);
  });

  test('the session survives a reload', async ({ page }) => {
    await signIn(page, USERS.formManager, /\/dashboard$/);
    await page.reload();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
});
