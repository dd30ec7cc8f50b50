import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Review states and edit history (issue 34): a manager approves a registration with a comment,
// corrects a value, reads version 2 with the old and new value, and filters the list on
// 'Goedgekeurd'. Screenshots at desktop and phone size.

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const formName = `E2E beoordeling ${stamp}`;
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
  for (const values of [
    { omschrijving: 'Lamp kapot', aantal: 3, wijk: 'noord' },
    { omschrijving: 'Losse stoeptegel', aantal: 7, wijk: 'zuid' },
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

test('a manager approves a registration, corrects a value, reads the versions and filters on the review', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, USERS.formManager);
  await page.goto(`/admin/form/${formId}/registrations`);
  const [newest, oldest] = (await serials(page)) as [number, number];
  await expect(page.getByTestId('registrations-table')).toContainText('Niet beoordeeld');

  // The oldest: 'Lamp kapot'. Approve it with a comment.
  await page.getByRole('link', { name: `Registratie ${oldest} bekijken` }).click();
  const review = page.getByRole('region', { name: 'Beoordeling' });
  await expect(review.getByTestId('review-state')).toHaveText('Niet beoordeeld');
  await expect(review.getByText('Deze registratie is nog niet beoordeeld.')).toBeVisible();
  await review
    .getByRole('combobox', { name: 'Beoordeling' })
    .selectOption({ label: 'Goedgekeurd' });
  await review.getByRole('textbox', { name: 'Opmerking' }).fill('Gecontroleerd ter plaatse');
  await review.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De beoordeling is opgeslagen.')).toBeVisible();
  await expect(review.getByTestId('review-state').first()).toHaveText('Goedgekeurd');
  await expect(review.getByRole('listitem')).toContainText('Gecontroleerd ter plaatse');

  // Correct the description: version 2 with the old and the new value.
  await page.getByRole('button', { name: 'Corrigeren' }).click();
  const description = page.getByTestId('correct-omschrijving');
  await expect(description).toHaveValue('Lamp kapot');
  // The new parts hold to WCAG 2.1 AA: the review, the correction form.
  for (const include of [
    '[data-testid="registration-review"]',
    'form[aria-labelledby="registration-correct-title"]',
  ]) {
    expect(await axeViolations(page, { include })).toEqual([]);
  }
  await description.fill('Lantaarnpaal kapot');
  await page.getByRole('textbox', { name: 'Reden van de correctie' }).fill('Typfout melder');
  await page.getByRole('button', { name: 'Correctie opslaan' }).click();
  await expect(page.getByText('De correctie is opgeslagen als versie 2.')).toBeVisible();
  const version = page.getByTestId('registration-version-2');
  await expect(version).toContainText('Gecorrigeerd door');
  await expect(version).toContainText('Reden: Typfout melder');
  const row = version.getByRole('row', { name: /Omschrijving/ });
  await expect(row.getByRole('cell').nth(0)).toHaveText('Lamp kapot');
  await expect(row.getByRole('cell').nth(1)).toHaveText('Lantaarnpaal kapot');
  await expect(page.getByTestId('registration-version-1')).toContainText(
    'Verstuurd door de invuller',
  );
  // The read-only registration shows the corrected value.
  await expect(
    page.getByRole('region', { name: 'Ingevulde gegevens' }).getByText('Lantaarnpaal kapot'),
  ).toBeVisible();
  expect(await axeViolations(page, { include: '[data-testid="registration-versions"]' })).toEqual(
    [],
  );
  await page.screenshot({ path: '/tmp/shots-h-review/detail-desktop.png', fullPage: true });

  // The list on 'Goedgekeurd' holds only this one; 'Niet beoordeeld' the other.
  await page.getByRole('link', { name: 'Terug naar registraties' }).click();
  const filter = page.getByRole('combobox', { name: 'Beoordeling' });
  await filter.selectOption({ label: 'Goedgekeurd' });
  await expect(page).toHaveURL(/review_state=approved/);
  await expect.poll(() => serials(page)).toEqual([oldest]);
  await expect(page.getByTestId('registrations-table')).toContainText('Goedgekeurd');
  await page.screenshot({ path: '/tmp/shots-h-review/list-desktop.png', fullPage: true });
  await filter.selectOption({ label: 'Niet beoordeeld' });
  await expect.poll(() => serials(page)).toEqual([newest]);

  // Phone size: the detail and the list stay usable in one column.
  await page.setViewportSize({ width: 390, height: 844 });
  await filter.selectOption({ label: 'Goedgekeurd' });
  await expect.poll(() => serials(page)).toEqual([oldest]);
  await page.screenshot({ path: '/tmp/shots-h-review/list-phone.png', fullPage: true });
  await page.getByRole('link', { name: `Registratie ${oldest} bekijken` }).click();
  await expect(page.getByTestId('registration-version-2')).toBeVisible();
  await page.screenshot({ path: '/tmp/shots-h-review/detail-phone.png', fullPage: true });
});
