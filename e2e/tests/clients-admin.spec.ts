import { tc } from '@eform/core/messages/clients';
import { expect, test } from '@playwright/test';
import { DEMO_CLIENT, setTermsRequired } from './support/database';
import { signIn, USERS } from './support/session';

// The client administration (issue 21, doc 3 'Client area'): an admin creates a client, finds it
// in the list, renames it, sees its credit chart, and removes it with the removal's progress.
test('an admin creates, renames and removes a client', async ({ page }) => {
  const name = `E2E Gemeente ${Date.now()}`;
  const renamed = `${name} hernoemd`;
  await signIn(page, USERS.admin, /\/dashboard$/);

  await page.goto('/clients/create');
  await page.getByRole('button', { name: tc('clients.create') }).click();
  await expect(page.getByText(tc('clientsAdmin.nameRequired'))).toBeVisible();
  await page.getByRole('textbox', { name: tc('clients.nameLabel') }).fill(name);
  await page.getByRole('button', { name: tc('clients.create') }).click();
  await expect(page.getByText(tc('clients.created', { name }))).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  const clientUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('client-modules')).toHaveText(tc('clients.noModules'));

  await page.goto('/clients/admin');
  await page.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${clientUrl}$`));

  // Rename on the Aanpassen tab; the overview shows the new name and the chart.
  await page.getByRole('tab', { name: tc('clients.tab.edit') }).click();
  await expect(page).toHaveURL(new RegExp(`${clientUrl}/edit$`));
  const nameInput = page.getByRole('textbox', { name: tc('clients.nameLabel') });
  await expect(nameInput).toHaveValue(name);
  await nameInput.fill(renamed);
  await page.getByRole('button', { name: tc('clients.save') }).click();
  await expect(page.getByText(tc('clients.saved', { name: renamed }))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${clientUrl}$`));
  await expect(page.getByTestId('client-name')).toHaveText(renamed);
  await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole('heading', { name: tc('chart.usedCredits') })).toBeVisible();
  await expect(page.getByTestId('credit-chart-total')).toHaveText(tc('chart.total', { total: 0 }));
  await page.getByLabel(tc('clientsAdmin.chart.month')).selectOption('');
  await expect(page.getByTestId('credit-chart-list').getByRole('listitem')).toHaveCount(12);

  // Remove: confirmation, the batch's progress, then the list without the client.
  await page.getByRole('tab', { name: tc('clients.tab.remove') }).click();
  await expect(page.getByText(tc('clients.confirmRemove', { name: renamed }))).toBeVisible();
  await page.getByRole('button', { name: tc('clientsAdmin.remove.confirm') }).click();
  await expect(page.getByTestId('removal-progress')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/admin$/, { timeout: 20_000 });
  await expect(page.getByText(tc('clientsAdmin.remove.done', { name: renamed }))).toBeVisible();
  await expect(page.getByTestId('client-list')).toBeVisible();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0);
});

// The terms list of the client edit screen drives the terms wall (doc 1 §2.3, doc 3 §2).
test("a user put on the client's terms list meets the terms wall", async ({ page, browser }) => {
  const member = USERS.formManager;
  try {
    await signIn(page, USERS.admin, /\/dashboard$/);
    await page.goto('/clients/admin');
    await page.getByRole('link', { name: DEMO_CLIENT, exact: true }).click();
    await page.getByRole('tab', { name: tc('clients.tab.edit') }).click();
    await page.getByRole('button', { name: tc('clients.addUser') }).click();
    const dialog = page.getByRole('dialog', { name: tc('clientsAdmin.users.dialogTitle') });
    await dialog
      .getByRole('row', { name: member.email })
      .getByRole('button', { name: tc('clientsAdmin.users.add') })
      .click();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('terms-user')).toHaveCount(1);
    await page.getByRole('button', { name: tc('clients.save') }).click();
    await expect(page.getByText(tc('clients.saved', { name: DEMO_CLIENT }))).toBeVisible();

    const context = await browser.newContext();
    const memberPage = await context.newPage();
    await signIn(memberPage, member, /\/dashboard$/);
    await expect(memberPage.getByRole('dialog', { name: 'Algemene voorwaarden' })).toBeVisible();
    await context.close();
  } finally {
    await setTermsRequired(member.email, false);
  }
});
