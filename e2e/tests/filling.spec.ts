import { t } from '@eform/core/messages';
import { expect, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

// The filler's main flow on a phone (issue 9): from the folder list to a sent registration that
// then shows up in 'Mijn registraties'. The demo seed shares 'Voorbeelden' with every demo user.
test.describe('on a 375 px phone, a filler', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('fills and sends the public-space report and finds it in my registrations', async ({
    page,
  }) => {
    // Unique per run: the e2e database keeps earlier runs' registrations.
    const address = `Teststraat ${Date.now()}`;
    await signIn(page, USERS.filler, /\/folders$/);

    await page.getByRole('link', { name: 'Voorbeelden' }).click();
    await expect(page).toHaveURL(/\/folder\/\d+\/forms$/);
    await page.getByRole('link', { name: 'Melding openbare ruimte' }).click();
    await expect(page).toHaveURL(/\/form\/[^/]+\/1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Melding openbare ruimte' }),
    ).toBeVisible();

    // Sending an empty form: the required fields stop it with the form toast.
    const send = page.getByRole('button', { name: t('fill.submit') });
    await send.click();
    await expect(page.getByText(t('form.invalid'))).toBeVisible();

    await page.getByLabel('Soort melding').selectOption({ label: 'Losse stoeptegel' });
    await page.getByLabel('Adres of locatie').fill(address);
    await page.getByLabel('Toelichting').fill('Tegel ligt los bij de bushalte.');
    await page.getByLabel('Aantal (bijvoorbeeld tegels of zakken)').fill('3');
    await send.click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t('fill.sentTitle'))).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('fill.fillAgain') })).toBeVisible();
    await dialog.getByRole('button', { name: t('fill.done') }).click();
    // Sent: leaving asks nothing.
    await expect(page).toHaveURL(/\/folders$/);

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

    await view.getByRole('button', { name: t('myRegistrations.fillAgain') }).click();
    await expect(page).toHaveURL(/\/form\/[^/]+\/0\?registration_id=/);
    await expect(page.getByLabel('Adres of locatie')).toHaveValue(address);
  });

  test('is asked before leaving a form with changes', async ({ page }) => {
    await signIn(page, USERS.filler, /\/folders$/);
    await page.getByRole('link', { name: 'Voorbeelden' }).click();
    await page.getByRole('link', { name: 'Melding openbare ruimte' }).click();
    await page.getByLabel('Adres of locatie').fill('Half ingevuld');
    await page.getByRole('link', { name: t('ui.common.back') }).click();
    await expect(page.getByText(t('form.leavePage'))).toBeVisible();
    await page.getByRole('button', { name: t('fillScreen.stay') }).click();
    await expect(page.getByLabel('Adres of locatie')).toHaveValue('Half ingevuld');
    await page.getByRole('link', { name: t('ui.common.back') }).click();
    await page.getByRole('button', { name: t('fillScreen.leave') }).click();
    await expect(page).toHaveURL(/\/folder\/\d+\/forms$/);
  });
});
