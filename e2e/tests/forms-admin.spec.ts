import { t } from '@eform/core/messages';
import { expect, test } from '@playwright/test';
import { mainMenu, signIn, USERS } from './support/session';

// Form administration, first screens (issue 8): lists, folder create, form create.
test('a form manager creates a folder and a workflow form in it and sees both listed', async ({
  page,
}) => {
  const folderName = `E2E map ${Date.now()}`;
  const formName = `E2E inspectie ${Date.now()}`;
  await signIn(page, USERS.formManager, /\/dashboard$/);

  await mainMenu(page).getByRole('link', { name: 'Formulieren beheren' }).click();
  await expect(page).toHaveURL(/\/admin\/form-list$/);
  await expect(page.getByRole('heading', { name: 'Formulieren beheren', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Mappen' })).toContainText('Voorbeelden');

  // Folder: the name is required; a form manager may not hide folders (doc 2 §2).
  await page.getByRole('link', { name: 'Nieuwe map' }).click();
  await expect(page).toHaveURL(/\/admin\/folder-create$/);
  await expect(page.getByLabel(t('folder.hideInAdmin'))).toHaveCount(0);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText('Map naam is verplicht.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Map naam' }).fill(folderName);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText(`Map "${folderName}" is aangemaakt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/form-list$/);

  await page.getByRole('table', { name: 'Mappen' }).getByRole('link', { name: folderName }).click();
  await expect(page).toHaveURL(/\/admin\/form-list\/folder\/\d+$/);
  const folderUrl = page.url();
  await expect(page.getByRole('heading', { name: `Inhoud van ${folderName}` })).toBeVisible();
  await expect(page.getByText(t('ui.formsAdmin.empty'))).toBeVisible();

  // Form: opened from the folder, so the folder is preselected; the name is required.
  await page.getByRole('link', { name: 'Nieuw formulier' }).click();
  await expect(page).toHaveURL(/\/admin\/form-create\?folder_id=\d+$/);
  const folderSelect = page.getByRole('combobox', { name: 'Map' });
  await expect(folderSelect.locator('option:checked')).toHaveText(folderName);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText('Formulier naam is verplicht.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Formulier naam' }).fill(formName);
  await page.getByRole('radio', { name: 'Workflow' }).check();
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText(`Formulier ${formName} is aangemaakt.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/form\/[0-9a-f-]{36}\/edit$/);

  await page.goto(folderUrl);
  const row = page.getByRole('table', { name: 'Formulieren' }).getByRole('row', { name: formName });
  await expect(row).toContainText('Workflow');
  await expect(row).toContainText('Niet gepubliceerd');

  // Inline rename; a folder that holds forms cannot be deleted (the server's alert), an empty one can.
  const renamed = `${folderName} hernoemd`;
  await page.goto('/admin/form-list');
  const folders = page.getByRole('table', { name: 'Mappen' });
  await folders
    .getByRole('row', { name: folderName })
    .getByRole('button', { name: 'Naam wijzigen' })
    .click();
  await folders.getByRole('textbox', { name: 'Map naam' }).fill(renamed);
  await folders.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(`Map "${renamed}" is aangepast.`)).toBeVisible();
  await expect(folders.getByRole('link', { name: renamed })).toBeVisible();

  await folders
    .getByRole('row', { name: renamed })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Weet u zeker dat u map "${renamed}" wilt verwijderen?`);
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(t('folder.notEmpty'));
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(folders.getByRole('link', { name: renamed })).toBeVisible();

  const empty = `${folderName} leeg`;
  await page.getByRole('link', { name: 'Nieuwe map' }).click();
  await page.getByRole('textbox', { name: 'Map naam' }).fill(empty);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await folders
    .getByRole('row', { name: empty })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText(`Map "${empty}" is verwijderd.`)).toBeVisible();
  await expect(folders.getByRole('link', { name: empty })).toHaveCount(0);
});

test('a filler has no form administration in the menu', async ({ page }) => {
  await signIn(page, USERS.filler, /\/folders$/);
  await expect(mainMenu(page).getByRole('link', { name: 'Formulier invullen' })).toBeAttached();
  await expect(mainMenu(page).getByRole('link', { name: 'Formulieren beheren' })).toHaveCount(0);
});
