import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { DEMO_CLIENT, withDatabase } from './support/database';
import { clippedButtons, tabsInto } from './support/editor';
import { signIn, USERS } from './support/session';

// The element editor, the Aanpassen tab (issue 18, doc 2 §2-5, §8).

/** Creates a folder and a default form in it through the screens; answers the form's URL. */
async function createForm(page: Page, stamp: number) {
  const folder = `E2E editor map ${stamp}`;
  const form = `E2E editor ${stamp}`;
  await page.goto('/admin/folder-create');
  await page.getByRole('textbox', { name: 'Map naam' }).fill(folder);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await page.getByRole('table', { name: 'Mappen' }).getByRole('link', { name: folder }).click();
  await page.getByRole('link', { name: 'Nieuw formulier' }).click();
  await page.getByRole('textbox', { name: 'Formulier naam' }).fill(form);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  // A new form opens in its Aanpassen tab.
  // Saved, then the editor's chunk loads: on a loaded machine that took more than 5 s.
  await expect(page).toHaveURL(/\/admin\/form\/[0-9a-f-]{36}\/edit$/, { timeout: 15_000 });
  return { url: page.url().replace(/\/edit$/, ''), name: form };
}

/** Adds an element of a type from the 'Element toevoegen' panel; its dialog opens. */
async function addElement(page: Page, typeName: string) {
  const panel = page.getByRole('region', { name: 'Element toevoegen' });
  await panel.getByRole('button', { name: typeName, exact: true }).click();
  return page.getByRole('dialog', { name: `${typeName} bewerken` });
}

/** Each row of the list as 'label|data name'. */
async function rows(page: Page) {
  const list = page.getByRole('list', { name: 'Elementen' });
  return list.getByTestId('editor-element').evaluateAll((items) =>
    items.map((item) => {
      const [label, meta] = Array.from(item.querySelectorAll('p')).map((p) => p.textContent);
      return `${label}|${meta?.split('Datanaam: ')[1]}`;
    }),
  );
}

test('a form manager builds a form in the editor, reorders by keyboard and by drag, saves and finds the same schema after a reload', async ({
  page,
}) => {
  // Builds a form element by element through the dialogs, then walks it by keyboard and runs
  // axe: about 35 s on a quiet machine, over 90 s on one loaded by 8 times its cores.
  test.setTimeout(180_000);
  await signIn(page, USERS.formManager, /\/dashboard$/);
  const form = await createForm(page, Date.now());
  await expect(page.getByRole('tab', { name: 'Aanpassen' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Dit formulier heeft nog geen elementen.')).toBeVisible();

  // Admin-only and workflow-only types are not offered to a form manager in a default form.
  const panel = page.getByRole('region', { name: 'Element toevoegen' });
  await expect(panel.getByRole('button', { name: 'Tekstveld', exact: true })).toBeVisible();
  for (const hidden of ['Gekoppeld formulier', 'Berekend veld', 'Statusovergang']) {
    await expect(panel.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  }
  // Every type's name is readable in full, beside the preview and on a phone (issue 30).
  expect(await clippedButtons(panel)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await clippedButtons(panel)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // An element whose dialog is cancelled right after adding it leaves no empty row; the focus
  // goes back to the button that added it (issue 30), as after each dialog below.
  let dialog = await addElement(page, 'Tekstvak');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Dit formulier heeft nog geen elementen.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Tekstvak', exact: true })).toBeFocused();

  // A text field: the label is required, the data name follows it.
  dialog = await addElement(page, 'Tekstveld');
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(dialog.getByText('Label is verplicht.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Uw naam');
  await expect(dialog.getByRole('textbox', { name: 'Datanaam' })).toHaveValue('uw_naam');
  await dialog.getByRole('switch', { name: 'Verplicht' }).click({ force: true });
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Tekstveld', exact: true })).toBeFocused();

  // A radio with two options whose values follow their labels.
  dialog = await addElement(page, 'Keuzerondjes');
  await dialog.getByRole('textbox', { name: 'Label', exact: true }).fill('Voorkeur kleur');
  await dialog.getByRole('button', { name: 'Optie toevoegen' }).click();
  await dialog.getByRole('button', { name: 'Optie toevoegen' }).click();
  await dialog.getByRole('textbox', { name: 'Label optie 1' }).fill('Rood');
  await dialog.getByRole('textbox', { name: 'Label optie 2' }).fill('Licht blauw');
  await expect(dialog.getByRole('textbox', { name: 'Waarde optie 2' })).toHaveValue('licht_blauw');
  // Enter in a field applies the dialog.
  await dialog.getByRole('textbox', { name: 'Label optie 2' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole('button', { name: 'Keuzerondjes', exact: true })).toBeFocused();

  // A header whose text says what it is; a data name chosen in advanced mode.
  dialog = await addElement(page, 'Kop');
  await dialog.getByRole('textbox', { name: 'Koptekst' }).fill('Gegevens');
  await dialog.getByRole('switch', { name: 'Geavanceerd' }).click({ force: true });
  await dialog.getByRole('textbox', { name: 'Datanaam' }).fill('uw_naam');
  await expect(dialog.getByText('Datanaam is niet uniek. Kies een andere datanaam.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Datanaam' }).fill('kop_gegevens');
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(dialog).toBeHidden();
  expect(await rows(page)).toEqual([
    'Uw naam|uw_naam',
    'Voorkeur kleur|voorkeur_kleur',
    'Gegevens|kop_gegevens',
  ]);

  // Keyboard: pick the header up, move it to the top, drop it; a screen reader hears each step.
  const header = page.getByRole('button', { name: 'Verplaats Gegevens' });
  await header.focus();
  const heard = (text: string) => expect(page.getByRole('status').getByText(text)).toBeAttached();
  await page.keyboard.press('Space');
  await heard('Gegevens opgepakt op positie 3 van 3.');
  await page.keyboard.press('ArrowUp');
  await heard('Gegevens naar positie 2 van 3.');
  await page.keyboard.press('ArrowUp');
  await heard('Gegevens naar positie 1 van 3.');
  await page.keyboard.press('Space');
  await heard('Gegevens neergezet op positie 1 van 3.');
  await expect
    .poll(() => rows(page))
    .toEqual(['Gegevens|kop_gegevens', 'Uw naam|uw_naam', 'Voorkeur kleur|voorkeur_kleur']);

  // Drag: the radio's handle onto the text field.
  const from = await page.getByRole('button', { name: 'Verplaats Voorkeur kleur' }).boundingBox();
  const to = await page.getByRole('button', { name: 'Verplaats Uw naam' }).boundingBox();
  if (!from || !to) throw new Error('no handles');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 10 });
  await page.mouse.up();
  await expect
    .poll(() => rows(page))
    .toEqual(['Gegevens|kop_gegevens', 'Voorkeur kleur|voorkeur_kleur', 'Uw naam|uw_naam']);

  // Undo and redo the drag, by button and by keyboard.
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect
    .poll(() => rows(page))
    .toEqual(['Gegevens|kop_gegevens', 'Uw naam|uw_naam', 'Voorkeur kleur|voorkeur_kleur']);
  await page.locator('body').press('Control+Shift+Z');
  await expect
    .poll(() => rows(page))
    .toEqual(['Gegevens|kop_gegevens', 'Voorkeur kleur|voorkeur_kleur', 'Uw naam|uw_naam']);

  // Leaving with unsaved changes asks first; staying keeps them.
  await page.getByRole('tab', { name: 'Bekijk' }).click();
  const leave = page.getByRole('dialog', { name: 'Pagina verlaten?' });
  await expect(
    leave.getByText(
      'Wilt u deze pagina verlaten? Indien u wijzigingen heeft aangebracht gaan deze verloren.',
    ),
  ).toBeVisible();
  await leave.getByRole('button', { name: 'Blijven' }).click();
  await expect(page).toHaveURL(/\/edit$/);

  // Save: the spec's toast, then the form view; a reload shows the same schema.
  await page.getByRole('button', { name: 'Formulier opslaan' }).click();
  await expect(page.getByText(`Formulier '${form.name}' is aangepast.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${form.url}$`));
  await page.goto(`${form.url}/edit`);
  // A fresh load of the app and the editor's chunk: on a loaded machine that took over 5 s.
  await expect(page.getByTestId('editor-element')).toHaveCount(3, { timeout: 15_000 });
  await expect
    .poll(() => rows(page))
    .toEqual(['Gegevens|kop_gegevens', 'Voorkeur kleur|voorkeur_kleur', 'Uw naam|uw_naam']);
  const editColour = page.getByRole('button', { name: 'Bewerk Voorkeur kleur' });
  await editColour.click();
  dialog = page.getByRole('dialog', { name: 'Keuzerondjes bewerken' });
  await expect(dialog.getByRole('textbox', { name: 'Waarde optie 1' })).toHaveValue('rood');
  await expect(dialog.getByRole('textbox', { name: 'Waarde optie 2' })).toHaveValue('licht_blauw');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(editColour).toBeFocused();

  // The keyboard in the list (issue 30): a row is one stop, the arrows go up and down the rows
  // (in the same column) and along a row's controls; Escape gives the focus back to its opener.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('button', { name: 'Bewerk Gegevens' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('button', { name: 'Verplaats Gegevens' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  const editName = page.getByRole('button', { name: 'Bewerk Uw naam' });
  await expect(editName).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog', { name: 'Tekstveld bewerken' }).getByRole('switch', {
      name: 'Verplicht',
    }),
  ).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(editName).toBeFocused();

  // Duplicate by keyboard up to 13 elements: still a few Tab presses from 'Formulier opslaan' to
  // the palette, and the link 'Naar elementen toevoegen' jumps there.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Dupliceer Uw naam' })).toBeFocused();
  for (let copies = 1; copies <= 10; copies++) {
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('editor-element')).toHaveCount(3 + copies);
  }
  await expect.poll(() => rows(page)).toContain('Uw naam|uw_naam_10');
  await page.getByRole('button', { name: 'Formulier opslaan' }).focus();
  expect(await tabsInto(page, panel)).toBeLessThanOrEqual(3);
  await page.getByRole('link', { name: 'Naar elementen toevoegen' }).press('Enter');
  await expect(panel).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Remove (with a confirmation): the focus goes to the row that takes its place. Nothing
  // saved, so leaving asks again.
  await page.getByRole('button', { name: 'Verwijder Gegevens' }).click();
  await page
    .getByRole('dialog', { name: 'Element verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect
    .poll(async () => (await rows(page)).slice(0, 2))
    .toEqual(['Voorkeur kleur|voorkeur_kleur', 'Uw naam|uw_naam']);
  await expect(page.getByRole('button', { name: 'Verwijder Voorkeur kleur' })).toBeFocused();
  await page.getByRole('tab', { name: 'Bekijk' }).click();
  await page
    .getByRole('dialog', { name: 'Pagina verlaten?' })
    .getByRole('button', { name: 'Verlaten' })
    .click();
  await expect(page).toHaveURL(new RegExp(`${form.url}$`));
});

test('a client without the map module meets the premium wall for a map element', async ({
  page,
}) => {
  const saved = await withDatabase(async (db) => {
    const result = await db.query('select id, modules from clients where name = $1', [DEMO_CLIENT]);
    await db.query(`update clients set modules = '{}' where name = $1`, [DEMO_CLIENT]);
    return result.rows[0] as { id: number; modules: string[] };
  });
  try {
    // An admin: 'Koop nu' leads to the client's module shop, which a form manager may not open.
    await signIn(page, USERS.admin, /\/dashboard$/);
    const form = await createForm(page, Date.now());
    await page.goto(`${form.url}/edit`);
    const panel = page.getByRole('region', { name: 'Element toevoegen' });
    await panel.getByRole('button', { name: 'Kaart', exact: true }).click();
    const wall = page.getByRole('dialog', { name: 'Betaalde functie Kaart' });
    await expect(wall).toBeVisible();
    await wall.getByRole('button', { name: 'Misschien later' }).click();
    await expect(wall).toBeHidden();
    await expect(page.getByRole('list', { name: 'Elementen' })).toHaveCount(0);
    await panel.getByRole('button', { name: 'Kaart', exact: true }).click();
    await wall.getByRole('button', { name: 'Koop nu' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/clients/${saved.id}/modules-buy\\?module=map_element$`),
    );

    // The server refuses the same: a map element sent straight to the API is not saved.
    const formId = /\/admin\/form\/([0-9a-f-]{36})/.exec(form.url)?.[1] ?? '';
    const apiKey = await page.evaluate(
      () => JSON.parse(localStorage.getItem('eform.session') ?? '{}').apiKey as string,
    );
    const current = await (
      await page.request.get(`/api/form/${formId}`, { headers: { 'api-key': apiKey } })
    ).json();
    const refused = await page.request.patch(`/api/form/${formId}`, {
      headers: { 'api-key': apiKey },
      data: {
        ...current,
        schema: [
          {
            uuid: '5f0c1a52-3a8c-4c2e-9f57-0d6f4b1e2a10',
            name: 'kaart',
            label: 'Kaart',
            elementType: 'map',
          },
        ],
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain('Voor dit element is de module Kaart nodig.');
  } finally {
    await withDatabase((db) =>
      db.query('update clients set modules = $1 where name = $2', [saved.modules, DEMO_CLIENT]),
    );
  }
});
