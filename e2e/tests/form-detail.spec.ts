import { t } from '@eform/core/messages';
import { ts } from '@eform/core/messages/server-only';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { addTextField } from './support/database';
import { signIn, USERS } from './support/session';

// The form container and its Bekijk panels (issue 8, doc 2 §2-4).

/** Creates a folder and a form in it through the screens; answers the form's URL. */
async function createFolderAndForm(
  page: Page,
  names: { folder: string; form: string },
  type: 'Standaard' | 'Workflow',
) {
  await page.goto('/admin/folder-create');
  await page.getByRole('textbox', { name: 'Map naam' }).fill(names.folder);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText(`Map "${names.folder}" is aangemaakt.`)).toBeVisible();
  await page
    .getByRole('table', { name: 'Mappen' })
    .getByRole('link', { name: names.folder })
    .click();
  await page.getByRole('link', { name: 'Nieuw formulier' }).click();
  await page.getByRole('textbox', { name: 'Formulier naam' }).fill(names.form);
  await page.getByRole('radio', { name: type }).check();
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  // A new form opens in its Aanpassen tab; the tests here start from its Bekijk tab.
  await expect(page).toHaveURL(/\/admin\/form\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.form);
  await page.getByRole('tab', { name: 'Bekijk' }).click();
  await expect(page).toHaveURL(/\/admin\/form\/[0-9a-f-]{36}$/);
  return page.url();
}

/** The form_id of a form container URL. */
function formIdOf(url: string): string {
  const id = /\/admin\/form\/([0-9a-f-]{36})/.exec(url)?.[1];
  if (!id) throw new Error(`no form in ${url}`);
  return id;
}

async function rename(page: Page, name: string) {
  const details = page.getByTestId('form-details-panel');
  await details.getByRole('textbox', { name: 'Formulier naam' }).fill(name);
  await details.getByRole('button', { name: 'Opslaan' }).click();
}

test('a form manager renames, publishes, restores a revision, shares the form and copies the guest link; the filler then finds it', async ({
  page,
  context,
}) => {
  // Five screens and two users: about 17 s alone, twice that on a loaded machine.
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: E2E.baseURL,
  });
  const stamp = Date.now();
  const names = { folder: `E2E detail map ${stamp}`, form: `E2E inspectie ${stamp}` };
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await createFolderAndForm(page, names, 'Workflow');

  // The six tabs a form manager holds every permission for.
  await expect(page.getByRole('tab')).toHaveText([
    'Bekijk',
    'Aanpassen',
    'E-mails',
    'Regels',
    'Integraties',
    'Registraties',
  ]);
  await expect(page.getByRole('tab', { name: 'Bekijk' })).toHaveAttribute('aria-selected', 'true');

  // Rename: the name is required, then saved with the spec's toast and shown as the title.
  const details = page.getByTestId('form-details-panel');
  await details.getByRole('textbox', { name: 'Formulier naam' }).fill('');
  await details.getByRole('button', { name: 'Opslaan' }).click();
  await expect(details.getByText('Formulier naam is verplicht.')).toBeVisible();
  const renamed = `${names.form} hernoemd`;
  await rename(page, renamed);
  await expect(page.getByText(`Formuliernaam '${renamed}' is aangepast.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);

  // Publishing a form without a field is refused with the server's reason: nobody could send it.
  const publish = page.getByRole('switch', { name: 'Gepubliceerd' });
  await expect(publish).not.toBeChecked();
  await publish.click({ force: true });
  await expect(page.getByText(ts('server.form.publishNoInput'))).toBeVisible();
  await expect(publish).not.toBeChecked();

  // With a field it publishes.
  await addTextField(formIdOf(page.url()));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  await publish.click({ force: true });
  await expect(publish).toBeChecked();
  await expect(page.getByTestId('form-publish-state')).toHaveText('Gepubliceerd');

  // Restore the first revision (the original name); the page reloads after 3 s.
  await page.getByRole('button', { name: 'Revisies bekijken' }).click();
  const dialog = page.getByTestId('form-revisions-dialog');
  await expect(dialog.getByTestId('revision-row-2')).toHaveAttribute('aria-current', 'true');
  await dialog.getByTestId('revision-row-1').getByRole('button', { name: 'Terugzetten' }).click();
  await dialog.getByRole('button', { name: 'Ja, terugzetten' }).click();
  await expect(page.getByText(t('revision.restored'))).toBeVisible();
  await page.waitForEvent('load', { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.form);
  await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).toBeChecked();

  // Guest access: the server makes the id; the link is copied to the clipboard.
  const guest = page.getByRole('switch', { name: 'Gasttoegang' });
  await guest.click({ force: true });
  await expect(guest).toBeChecked();
  const link = page.getByRole('textbox', { name: 'Link voor gasten' });
  await expect(link).toHaveValue(new RegExp(`^${E2E.baseURL}/guest/form/[0-9a-f-]{36}$`));
  await page.getByRole('button', { name: 'Kopieer link' }).click();
  await expect(page.getByText(t('copy.toClipboard'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());

  // Share with the demo filler.
  const share = page.getByRole('checkbox', { name: `Toegang voor ${USERS.filler.email}` });
  await share.click({ force: true });
  await expect(share).toBeChecked();
  await expect(page.getByTestId('access-assigned')).toContainText(USERS.filler.email);

  // The filler sees the folder and the published form.
  const filler = await page.context().browser()?.newContext();
  if (!filler) throw new Error('no browser');
  const fillerPage = await filler.newPage();
  await signIn(fillerPage, USERS.filler, /\/folders$/);
  await fillerPage.getByRole('link', { name: names.folder }).click();
  await expect(fillerPage).toHaveURL(/\/folder\/\d+\/forms$/);
  await expect(fillerPage.getByRole('heading', { level: 1 })).toHaveText(
    `Inhoud van ${names.folder}`,
  );
  await fillerPage.getByRole('link', { name: names.form }).click();
  await expect(fillerPage).toHaveURL(/\/form\/[0-9a-f-]{36}\/1$/);
  await filler.close();
});

/** A second signed-in form manager on its own browser context (another browser, in effect). */
async function secondEditor(browser: Browser, formUrl: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto(formUrl);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Laden..');
  return { context, page };
}

test('two editors of one form get the conflict question, never a silent overwrite', async ({
  page,
  browser,
}) => {
  // Two browsers on one machine: about 13 s alone, twice that on a loaded machine.
  test.setTimeout(90_000);
  const stamp = Date.now();
  const names = { folder: `E2E conflict map ${stamp}`, form: `E2E conflict ${stamp}` };
  await signIn(page, USERS.formManager, /\/dashboard$/);
  const formUrl = await createFolderAndForm(page, names, 'Standaard');
  const other = await secondEditor(browser, formUrl);

  // A saves first; B, still on the old revision, is asked instead of overwriting.
  await rename(page, `${names.form} door A`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names.form} door A`);
  await rename(other.page, `${names.form} door B`);
  const conflict = other.page.getByRole('dialog', { name: 'Formulier is intussen gewijzigd' });
  await expect(conflict).toContainText(t('forms.conflict'));
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText(names.form);

  // B reloads: A's version shows, B's change is gone.
  await conflict.getByRole('button', { name: 'Opnieuw laden (mijn wijziging vervalt)' }).click();
  await expect(conflict).toBeHidden();
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText(`${names.form} door A`);

  // Again, and this time B keeps their own version, knowingly, on top of A's newest.
  await rename(page, `${names.form} A opnieuw`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names.form} A opnieuw`);
  await rename(other.page, `${names.form} B houdt`);
  await conflict.getByRole('button', { name: 'Mijn versie opslaan' }).click();
  await expect(conflict).toBeHidden();
  await expect(other.page.getByRole('heading', { level: 1 })).toHaveText(`${names.form} B houdt`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${names.form} B houdt`);
  await other.context.close();
});

test('deleting a form asks first and then removes it from its folder', async ({ page }) => {
  const stamp = Date.now();
  const names = { folder: `E2E delete map ${stamp}`, form: `E2E weg ${stamp}` };
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await createFolderAndForm(page, names, 'Standaard');
  await page.getByRole('button', { name: 'Formulier verwijderen' }).click();
  await expect(page).toHaveURL(/\/remove$/);
  await expect(page.getByText(t('forms.confirmDelete', { name: names.form }))).toBeVisible();
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await expect(page.getByText(t('forms.deleted'))).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/form-list\/folder\/\d+$/);
  await expect(page.getByText(t('ui.formsAdmin.empty'))).toBeVisible();
});

test('duplicating a form within the client opens the copy named Kopie van', async ({ page }) => {
  const stamp = Date.now();
  const names = { folder: `E2E kopie map ${stamp}`, form: `E2E origineel ${stamp}` };
  await signIn(page, USERS.formManager, /\/dashboard$/);
  const sourceUrl = await createFolderAndForm(page, names, 'Standaard');
  const panel = page.getByTestId('duplicate-panel');
  await expect(
    panel.getByRole('combobox', { name: 'Naar map', exact: false }).locator('option:checked'),
  ).toHaveText(names.folder);
  await panel.getByRole('button', { name: 'Dupliceren' }).click();
  await expect(page.getByText(t('forms.duplicated', { name: names.form }))).toBeVisible();
  await expect(page).not.toHaveURL(sourceUrl);
  await expect(page).toHaveURL(/\/admin\/form\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kopie van ${names.form}`);
  await expect(page.getByRole('switch', { name: 'Gepubliceerd' })).not.toBeChecked();
});

test('on a phone every tab of the form is in view, none scrolled away', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const stamp = Date.now();
  const names = { folder: `E2E telefoon map ${stamp}`, form: `E2E telefoon ${stamp}` };
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await createFolderAndForm(page, names, 'Standaard');
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
});
