import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { expect, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

test.describe('a form filler', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, USERS.filler, /\/folders$/);
  });

  // The demo seed shares the example forms of 'Voorbeelden' with every demo user (issue 8).
  test('lands on the folder list with the shared example folder', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Formulier invullen', level: 1 })).toBeVisible();
    await expect(page.getByText('Voorbeelden', { exact: true })).toBeVisible();
    await expect(page.getByText('Er zijn geen mappen gevonden voor de huidige klant')).toHaveCount(
      0,
    );
  });

  // The four filling items (issue 10; the saved registrations since issue 22).
  test('sees only the filling menu items whose screens exist', async ({ page }) => {
    await expect(mainMenu(page).getByRole('link')).toHaveText([
      'Formulier invullen',
      'Opgeslagen registraties',
      'Toegewezen registraties',
      'Mijn registraties',
    ]);
    await expect(page.getByTestId('user-email')).toHaveText(USERS.filler.email);
    await expect(page.getByText('Versie 1.86.0')).toBeVisible();
    // One client: its name as text, not a greyed box that looks broken.
    await expect(page.getByTestId('current-client')).toHaveText(/^Klant\s*Demo Gemeente$/);
    await expect(page.getByRole('combobox', { name: 'Klant' })).toHaveCount(0);
  });

  // The avatar is no button (it looked like one that did nothing); the spec's hidden gesture stays.
  test('tapping the avatar ten times opens the camera and file-input diagnostics', async ({
    page,
  }) => {
    await expect(page.getByRole('button', { name: /Gebruiker/ })).toHaveCount(0);
    const avatar = page.getByTestId('avatar');
    for (let tap = 0; tap < 10; tap++) await avatar.click();
    await expect(page).toHaveURL(/\/debug\/ios-debugging$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('ui.page.iosDebugging'));
    for (const resolution of ['low', 'default', 'high'] as const) {
      await expect(
        page.getByRole('button', { name: th(`diagnostics.camera.${resolution}`) }),
      ).toBeVisible();
    }
    await expect(page.getByRole('button', { name: th('diagnostics.camera.stop') })).toBeDisabled();
    await expect(page.getByLabel(th('diagnostics.files.image'))).toHaveAttribute(
      'accept',
      'image/*',
    );
    // What the device hands in is listed: name, type and size.
    await page
      .getByLabel(th('diagnostics.files.any'))
      .setInputFiles({ name: 'notitie.txt', mimeType: 'text/plain', buffer: Buffer.from('hoi') });
    await expect(page.getByTestId('files-any')).toHaveText(
      th('diagnostics.files.file', { name: 'notitie.txt', type: 'text/plain', size: '3 B' }),
    );
  });

  test('opening an admin-only screen goes to login and ends the session', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('eform.session'))).toBeNull();
  });

  test('a screen without permission shows the no-rights toast and the dashboard', async ({
    page,
  }) => {
    await page.goto('/admin/form-list');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(t('http.forbidden'))).toBeVisible();
  });
});
