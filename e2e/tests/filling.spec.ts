import { t } from '@eform/core/messages';
import { expect, type Page, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

// The filler's registrations on a phone (issue 9). The signed-in fill screen is built but not
// mounted yet (the fill path's budget, see form-fill-screen.tsx), so the registration is sent
// through the API with the filler's own key, as the screen would send it.

async function apiKeyOf(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('eform.session'));
  const apiKey = session ? (JSON.parse(session) as { apiKey?: string }).apiKey : undefined;
  if (!apiKey) throw new Error('no api key in the stored session');
  return apiKey;
}

test.describe('on a 375 px phone, a filler', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('finds a sent report in my registrations and opens it read-only', async ({ page }) => {
    // Unique per run: the e2e database keeps earlier runs' registrations.
    const address = `Teststraat ${Date.now()}`;
    await signIn(page, USERS.filler, /\/folders$/);
    await page.getByRole('link', { name: 'Voorbeelden' }).click();
    const href = await page
      .getByRole('link', { name: 'Melding openbare ruimte' })
      .getAttribute('href');
    const formId = href?.split('/')[2] ?? '';
    const headers = { 'api-key': await apiKeyOf(page) };

    // A required field left empty is refused, and a sent filling token cannot be sent twice.
    const base = { form_id: formId, fill_token: crypto.randomUUID() };
    const empty = await page.request.post('/api/registration/', {
      headers,
      data: { ...base, values: {} },
    });
    expect(empty.status()).toBe(400);
    const values = {
      soort: 'stoeptegel',
      adres: address,
      toelichting: 'Tegel ligt los.',
      aantal: '3',
    };
    const sent = await page.request.post('/api/registration/', {
      headers,
      data: { ...base, values },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    expect((await sent.json()).message).toBe('Registratie is verstuurd.');
    const again = await page.request.post('/api/registration/', {
      headers,
      data: { ...base, values },
    });
    expect(again.status()).toBe(409);

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await mainMenu(page)
      .getByRole('link', { name: t('ui.page.myRegistrations') })
      .click();
    await expect(page).toHaveURL(/\/my-registration-list$/);
    const table = page.getByTestId('my-registrations-table');
    // Newest first: this run's registration is the top row.
    await table.getByRole('button', { name: 'Melding openbare ruimte' }).first().click();
    const view = page.getByRole('dialog', { name: t('myRegistrations.viewTitle') });
    await expect(view.getByText(address)).toBeVisible();
    await expect(view.getByRole('textbox')).toHaveCount(0);
  });
});
