import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { axeViolations } from './support/axe';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// The Registraties tab (issue 19, doc 2 'Registrations list', 'Registration detail', §4, §8):
// filters in the URL, the detail with trash and restore, CSV and XLSX exports read back.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const formName = `E2E registraties ${stamp}`;
let formId = '';

test.beforeAll(async () => {
  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [
        el('text', 'omschrijving', { label: 'Omschrijving' }),
        el('number', 'aantal', { label: 'Aantal' }),
        el('radio', 'wijk', {
          label: 'Wijk',
          options: [
            { label: 'Noord', value: 'noord' },
            { label: 'Zuid', value: 'zuid' },
          ],
        }),
      ],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
  // Three registrations; the second holds text a spreadsheet would run as a formula.
  for (const values of [
    { omschrijving: 'Lamp kapot; "paal" 12, 🙂', aantal: 3, wijk: 'noord' },
    { omschrijving: '=HYPERLINK("http://evil.example")', aantal: 7, wijk: 'zuid' },
    { omschrijving: 'Losse stoeptegel', aantal: 12, wijk: 'noord' },
  ]) {
    await sendRegistrationAs(USERS.filler, formName, values);
  }
});

/** The serial numbers in the table, top to bottom. */
async function serials(page: Page) {
  const table = page.getByTestId('registrations-table');
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Number(row.querySelector('td')?.textContent)));
}

test('a manager filters the list, opens a registration, trashes and restores it', async ({
  page,
}) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/registrations`);
  await expect(page.getByRole('tab', { name: 'Verstuurd' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Newest first; values as a person reads them (the option's label).
  const all = await serials(page);
  expect(all).toHaveLength(3);
  expect(all).toEqual([...all].sort((a, b) => b - a));
  await expect(page.getByTestId('registrations-table')).toContainText('Noord');
  const [newest, middle, oldest] = all as [number, number, number];

  // A serial filter lives in the URL after its debounce, and survives a reload.
  await page.getByRole('textbox', { name: 'Nummer vanaf' }).fill(String(middle));
  await expect(page).toHaveURL(/min%3Aregistration_serial_number=|min:registration_serial_number=/);
  await expect.poll(() => serials(page)).toEqual([newest, middle]);
  await page.reload();
  await expect.poll(() => serials(page)).toEqual([newest, middle]);
  await expect(page.getByRole('textbox', { name: 'Nummer vanaf' })).toHaveValue(String(middle));

  // Open the oldest of the filtered view: the detail, then into the trash.
  await page.getByRole('link', { name: `Registratie ${middle} bekijken` }).click();
  await expect(page).toHaveURL(/\/registrations\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Ingevulde gegevens')).toBeVisible();
  // Its red outline text read at 3.6:1 (issue 30, 13): AA asks 4.5:1.
  const actions = '[role="group"][aria-label="Acties voor deze registratie"]';
  expect(await axeViolations(page, { include: actions, rules: ['color-contrast'] })).toEqual([]);
  await page.getByRole('button', { name: 'Naar prullenbak' }).click();
  await page
    .getByRole('dialog', { name: 'Registratie naar de prullenbak' })
    .getByRole('button', { name: 'Naar prullenbak' })
    .click();
  await expect(page.getByText('Registratie is verplaatst naar de prullenbak.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Uit prullenbak halen' })).toBeVisible();

  // Back to the same filtered view, one fewer; the trash tab holds it.
  await page.getByRole('link', { name: 'Terug naar registraties' }).click();
  await expect(page).toHaveURL(/registration_serial_number/);
  await expect.poll(() => serials(page)).toEqual([newest]);
  await page.getByRole('tab', { name: 'Prullenbak' }).click();
  await expect.poll(() => serials(page)).toEqual([middle]);
  await expect(
    page.getByText('Registraties in de prullenbak worden na 30 dagen definitief verwijderd.'),
  ).toBeVisible();

  // Restore from the trash.
  await page.getByRole('link', { name: `Registratie ${middle} bekijken` }).click();
  await page.getByRole('button', { name: 'Uit prullenbak halen' }).click();
  await expect(page.getByText('Registratie is uit de prullenbak gehaald.')).toBeVisible();
  await page.goto(`/admin/form/${formId}/registrations`);
  await expect.poll(() => serials(page)).toEqual([newest, middle, oldest]);
});

test('a manager downloads the list as CSV and as XLSX and finds the registrations in them', async ({
  page,
}) => {
  await signIn(page, USERS.admin, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}/registrations`);
  await expect.poll(async () => (await serials(page)).length).toBe(3);

  // The open menu holds only its items (axe: aria-required-children, issue 30, 13).
  await page.getByRole('button', { name: 'Exporteren' }).click();
  await expect(page.getByRole('menu', { name: 'Exporteren' })).toBeVisible();
  expect(
    await axeViolations(page, {
      rules: ['aria-required-children', 'aria-required-parent', 'aria-allowed-role'],
    }),
  ).toEqual([]);
  await page.keyboard.press('Escape');

  const download = async (item: string) => {
    await page.getByRole('button', { name: 'Exporteren' }).click();
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: item, exact: true }).click(),
    ]);
    const path = await file.path();
    if (!path) throw new Error('no download');
    return { name: file.suggestedFilename(), bytes: await readFile(path) };
  };

  // CSV: UTF-8 with BOM, semicolons, one column per element, the formula neutralised, and the
  // quotes, semicolon and emoji kept.
  const csv = await download('CSV');
  expect(csv.name).toMatch(/\.csv$/);
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.bytes.toString('utf8').slice(1);
  const [header, ...lines] = text.trim().split(/\r\n/);
  expect(header?.split(';')).toEqual(expect.arrayContaining(['Omschrijving', 'Aantal', 'Wijk']));
  expect(lines).toHaveLength(3);
  expect(text).toContain('"Lamp kapot; ""paal"" 12, 🙂"');
  expect(text).toContain(`'=HYPERLINK`);
  expect(text).not.toMatch(/(^|;)"?=HYPERLINK/m);
  expect(text).toContain('Zuid');

  // XLSX: numbers as numbers.
  const xlsx = await download('Excel (XLSX)');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  const aantal = headers.indexOf('Aantal');
  expect(aantal).toBeGreaterThan(0);
  const numbers = [2, 3, 4].map((row) => sheet.getRow(row).getCell(aantal).value);
  expect(numbers.sort()).toEqual([12, 3, 7].sort());
  expect(numbers.every((value) => typeof value === 'number')).toBe(true);
});
