import { randomUUID } from 'node:crypto';
import { expect, type Page, request, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { demoClientAs, mailsTo } from './support/demo-client';
import { signIn, submitLogin, USERS } from './support/session';

// Client users and self-registration (issue 21): an admin adds a user with two roles to the demo
// client, the user sets a password from the welcome mail and signs in; a guest registers through
// the client's link and ends signed in as a form filler. Without SMTP_URL the server writes each
// mail to DATA_DIR/mail as .eml (the SMTP transport is tested on the server with a real SMTP
// server).

/** The path of the password link in the mail to `email` with `subject`, once it has arrived. */
async function passwordLinkOf(
  email: string,
  subject: string,
): Promise<{ mail: string; path: string }> {
  const withSubject = async () =>
    (await mailsTo(email)).filter((mail) => mail.includes(`Subject: ${subject}`));
  await expect.poll(async () => (await withSubject()).length, { timeout: 30_000 }).toBe(1);
  const [mail = ''] = await withSubject();
  const token = /\/user\/reset\/([A-Za-z0-9_-]{20,})/.exec(mail)?.[1];
  expect(token, 'a password link in the mail').toBeTruthy();
  return { mail, path: `/user/reset/${token}` };
}

async function setPasswordThroughLink(page: Page, path: string, password: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Wachtwoord instellen' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill(password);
  await page.getByLabel('Herhaal wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
}

test('an admin adds a user with two roles; the user sets a password from the mail and signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const client = await demoClientAs({ email: E2E.adminEmail, password: E2E.adminPassword });
  const email = `e2e-gebruiker-${Date.now()}@example.nl`;
  await signIn(page, USERS.admin);
  await page.goto(`/clients/${client.id}/users`);
  await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/user-add$`));

  // A wrong address is refused at its field before anything is sent.
  await page.getByLabel('E-mailadres').fill('geen-adres');
  await page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('checkbox', { name: /^Formulier beheerder/ }).check();
  await page.getByRole('checkbox', { name: /^Gebruikers beheerder/ }).check();
  await page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
  await expect(page.getByText(`Gebruiker ${email} is toegevoegd aan de klant.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/clients/${client.id}/users$`));
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Formulier beheerder, Gebruikers beheerder');
  await expect(row).toContainText('Nooit');

  const { mail, path } = await passwordLinkOf(email, 'Welkom bij Demo Gemeente');
  expect(mail).toContain('7 dagen geldig');

  // The new user, on a device of their own.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await setPasswordThroughLink(userPage, path, 'mijn-eigen-wachtwoord');
  await expect(userPage).toHaveURL(/\/dashboard$/);

  // The link works once.
  await setPasswordThroughLink(userPage, path, 'nog-een-wachtwoord');
  await expect(userPage.getByTestId('set-password-failed')).toContainText('al gebruikt');

  await userPage.goto('/login');
  await submitLogin(userPage, { email, password: 'mijn-eigen-wachtwoord' });
  await expect(userPage).toHaveURL(/\/dashboard$/);
  await context.close();

  // The admin now sees a last access instead of 'Nooit'.
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email })).not.toContainText('Nooit');
});

test('self-registration through the link ends with a signed-in form filler', async ({ page }) => {
  test.setTimeout(90_000);
  const client = await demoClientAs({ email: E2E.adminEmail, password: E2E.adminPassword });

  // An invalid link says so and goes to the 404 page.
  await page.goto(`/register/${randomUUID()}`);
  await expect(
    page.getByText('Registratie link is niet geldig. De klant bestaat niet.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);

  const email = `e2e-zelf-${Date.now()}@example.nl`;
  await page.goto(`/register/${client.uuid}/${client.form.form_id}`);
  await expect(page.getByRole('heading', { name: 'Demo Gemeente' })).toBeVisible();
  await expect(page.getByText(`Formulier: ${client.form.form_name}`)).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Registreren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registratie voltooid' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Terug naar home' }).click();
  await expect(page).toHaveURL(/\/login/);

  const { path } = await passwordLinkOf(email, 'Welkom bij Demo Gemeente');
  await setPasswordThroughLink(page, path, 'zelf-gekozen-wachtwoord');
  // A form filler's home: the folders, with the form of the link.
  await expect(page).toHaveURL(/\/folders$/);
  await expect(page.getByRole('link', { name: 'Voorbeelden' })).toBeVisible();
});

test("the login screen's forgotten password leads to a reset mail whose link signs in", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const client = await demoClientAs({ email: E2E.adminEmail, password: E2E.adminPassword });
  const email = `e2e-vergeten-${Date.now()}@example.nl`;
  const api = await request.newContext({
    baseURL: E2E.baseURL,
    extraHTTPHeaders: { 'api-key': client.apiKey },
  });
  const added = await api.post(`/api/clients/${client.id}/add-user`, {
    data: { email, roles: [] },
  });
  expect(added.status()).toBe(201);
  await api.dispose();
  const welcome = await passwordLinkOf(email, 'Welkom bij Demo Gemeente');

  await page.goto('/login');
  const [forgot] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Wachtwoord vergeten/ }).click(),
  ]);
  await expect(forgot.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await expect(forgot).toHaveURL(/\/user\/forgot-password$/);
  await forgot.getByLabel('E-mailadres').fill(email);
  await forgot.getByRole('button', { name: 'Link versturen' }).click();
  await expect(forgot.getByTestId('reset-requested')).toContainText(
    `Als er een account bestaat voor ${email}`,
  );

  const reset = await passwordLinkOf(email, 'Nieuw wachtwoord instellen');
  // The newer link replaced the welcome mail's.
  await setPasswordThroughLink(forgot, welcome.path, 'oud-link-wachtwoord');
  await expect(forgot.getByTestId('set-password-failed')).toContainText('al gebruikt');
  await setPasswordThroughLink(forgot, reset.path, 'nieuw-na-vergeten');
  await expect(forgot).toHaveURL(/\/folders$/);
});
