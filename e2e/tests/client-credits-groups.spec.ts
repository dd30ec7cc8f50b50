import { tc } from '@eform/core/messages/clients';
import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { axeViolations } from './support/axe';
import { demoClientAs, mailsTo } from './support/demo-client';
import { sendRegistrationAs } from './support/fill-fixtures';
import { submitLogin, USERS } from './support/session';

// Groups and credits of the client area (issue 21): a client manager of the demo client creates
// a group, adds a user to it and gives the group a form on the form's Toegang panel, then buys
// credits (no payment provider configured: granted at once, the order confirmation mailed to the
// contact; without SMTP_URL the server writes it to DATA_DIR/mail as .eml).

const manager = { email: 'client_manager@example.nl', password: E2E.demoPassword };

async function signInAsManager(page: Page) {
  await page.goto('/login');
  await submitLogin(page, manager);
  await expect(page).toHaveURL(/\/(dashboard|folders)$/);
}

test('a client manager creates a group, adds a user and gives the group a form', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await demoClientAs(manager);
  const label = `Buitendienst ${Date.now()}`;
  await signInAsManager(page);
  await page.goto(`/clients/${client.id}/user-groups`);
  await page.getByRole('link', { name: 'Groep toevoegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/user-group-add$`));
  // The name is required: nothing is sent without it.
  await page.getByRole('button', { name: 'Groep toevoegen aan klant' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await page.getByRole('textbox', { name: /Groepnaam/ }).fill(label);
  await page.getByRole('button', { name: 'Groep toevoegen aan klant' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/user-groups$`));
  await page.getByRole('link', { name: label }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/group/\\d+/edit$`));

  // Add the demo filler from the expandable panel.
  await page.getByRole('button', { name: 'Gebruikers toevoegen' }).click();
  const candidates = page.getByTestId('group-add-users');
  await candidates
    .getByRole('row', { name: /filler@example\.nl/ })
    .getByRole('button')
    .click();
  await expect(page.getByText('Gebruiker is toegevoegd aan groep.')).toBeVisible();
  await expect(page.getByTestId('group-users')).toContainText('filler@example.nl');
  const groupPath = new URL(page.url()).pathname;

  // Give the group a form on the form's Toegang panel (form administration).
  await page.goto(`/admin/form/${client.form.form_id}`);
  const access = page.getByTestId('access-panel');
  // The box follows the server's answer (the share is saved at once), so click and wait.
  const share = access.getByRole('checkbox', { name: `Toegang voor groep ${label}` });
  await share.click();
  await expect(share).toBeChecked();

  // The group's edit screen lists the form with a view button leading to it.
  await page.goto(groupPath);
  const forms = page.getByTestId('group-forms');
  await expect(forms).toContainText(client.form.form_name);
  await forms.getByRole('link', { name: `Formulier ${client.form.form_name} bekijken` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/form/${client.form.form_id}$`));
});

test('a client manager buys credits: granted at once and the confirmation mailed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await demoClientAs(manager);
  const contact = `inkoop-${Date.now()}@example.nl`;
  await signInAsManager(page);
  await page.goto(`/clients/${client.id}/credits`);
  await page.getByRole('link', { name: 'Credits kopen' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/credits-buy$`));
  const starter = page.getByRole('radio', { name: /Starter/ });
  await expect(page.getByText('€ 25,00 excl. btw')).toBeVisible();
  await expect(page.getByTestId('purchase-missing')).toContainText('kies een bundel');
  await starter.check();
  await page.getByRole('textbox', { name: /^Bedrijfsnaam/ }).fill('Demo Gemeente');
  await page.getByRole('textbox', { name: /^Voornaam/ }).fill('Jan');
  await page.getByRole('textbox', { name: /^Achternaam/ }).fill('de Vries');
  await page.getByRole('textbox', { name: /^Straat en huisnummer/ }).fill('Markt 1');
  await page.getByRole('textbox', { name: /^Postcode/ }).fill('1234 AB');
  await page.getByRole('textbox', { name: /^Plaats/ }).fill('Demodorp');
  await page.getByRole('textbox', { name: /^E-mailadres/ }).fill(contact);
  // Disabled, saying why, on screen and to a screen reader (issue 30, 15).
  const buy = page.getByRole('button', { name: 'Koop credits' });
  await expect(buy).toBeDisabled();
  const missing = page.getByTestId('purchase-missing');
  await expect(missing).toHaveText(/ga akkoord met de algemene voorwaarden/);
  await expect(missing).not.toContainText('kies een bundel');
  await expect(buy).toHaveAccessibleDescription(/ga akkoord met de algemene voorwaarden/);
  // The terms open over the form and close again with everything entered still there.
  await page.getByRole('button', { name: 'algemene voorwaarden' }).click();
  const terms = page.getByRole('dialog', { name: 'Algemene voorwaarden' });
  await expect(terms.getByRole('listitem').first()).toBeVisible();
  await terms.getByRole('button', { name: 'Sluiten' }).last().click();
  await expect(terms).toBeHidden();
  await expect(page.getByRole('textbox', { name: /^E-mailadres/ })).toHaveValue(contact);
  await expect(starter).toBeChecked();
  await page.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden.' }).check();
  await expect(missing).toBeHidden();
  await buy.click();
  await expect(page.getByText('Credits zijn gekocht.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/credits$`));
  const newest = page.getByTestId('credits-table').getByRole('row').nth(1);
  await expect(newest).toContainText('Starter');
  await expect(newest).toContainText('100');

  await expect.poll(async () => (await mailsTo(contact)).length, { timeout: 30_000 }).toBe(1);
  const [mail = ''] = await mailsTo(contact);
  expect(mail).toContain('Product: Starter');

  // A sent registration takes a credit: the overview's chart of this month counts it.
  await page.goto(`/clients/${client.id}`);
  const total = page.getByTestId('credit-chart-total');
  await expect(total).toHaveText(/\d+/);
  const before = Number((await total.textContent())?.replace(/\D/g, ''));
  await sendRegistrationAs(USERS.filler, 'Melding openbare ruimte', {
    soort: 'zwerfafval',
    adres: 'Creditstraat 1',
  });
  await page.reload();
  await expect(total).toHaveText(tc('chart.total', { total: before + 1 }));
});

test('the user, group and credit screens fit a phone without sideways scrolling', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const client = await demoClientAs(manager);
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsManager(page);
  const paths = ['users', 'user-groups', 'user-group-add', 'credits', 'credits-buy', 'modules-buy'];
  for (const path of paths) {
    await page.goto(`/clients/${client.id}/${path}`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    if (path === 'users') {
      // The users table was 612 px wide: its row actions sat off screen (issue 30, 14).
      const table = page.getByTestId('client-users-table');
      const width = await table.evaluate((element) => element.getBoundingClientRect().width);
      expect(width).toBeLessThanOrEqual(375);
      const row = table.getByRole('row').filter({ hasText: manager.email });
      const resend = row.getByRole('button', { name: /^Welkomsmail opnieuw/ });
      const right = await resend.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(375);
      await expect(row).toContainText('Klant beheerder');
      await page.screenshot({ path: '/tmp/shots-admin/users-phone.png', fullPage: true });
    }
    if (path === 'credits') {
      // A table wider than the phone scrolls in a region the keyboard reaches (issue 30, 13).
      expect(await axeViolations(page, { rules: ['scrollable-region-focusable'] })).toEqual([]);
    }
  }
});
