import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { ageRegistrations } from './support/database';
import { AdminApi, el, sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Retention per form (issue 34): a manager sets a term on the Bekijk tab, sees before saving how
// many registrations the next deletion removes, confirms, and finds the term after a reload.

const SHOTS = '/tmp/shots-h-retention';
const stamp = Date.now();
const formName = `E2E bewaartermijn ${stamp}`;
let formId = '';

test.beforeAll(async () => {
  const admin = await AdminApi.open();
  try {
    const form = await admin.publishForm({
      name: formName,
      folder: 'Voorbeelden',
      schema: [el('text', 'omschrijving', { label: 'Omschrijving' })],
      shareWith: ['filler@example.nl'],
    });
    formId = form.form_id;
  } finally {
    await admin.close();
  }
  for (const omschrijving of ['Oude melding', 'Nog een oude melding', 'Nieuwe melding']) {
    await sendRegistrationAs(USERS.filler, formName, { omschrijving });
  }
  // Two of them sent over a year ago: past a term of 12 months.
  await ageRegistrations(formId, 2, 400);
});

test('a manager sets a retention term, sees what it deletes, confirms and finds it after a reload', async ({
  page,
}) => {
  await signIn(page, USERS.formManager, /\/dashboard$/);
  await page.goto(`/admin/form/${formId}`);
  const panel = page.getByRole('region', { name: 'Bewaartermijn' });
  await expect(panel.getByTestId('retention-current')).toHaveText(
    'Er is geen bewaartermijn ingesteld: registraties blijven bewaard.',
  );

  await panel.getByRole('switch', { name: 'Bewaartermijn gebruiken' }).click({ force: true });
  await expect(panel.getByRole('textbox', { name: 'Verstuurde registraties bewaren' })).toHaveValue(
    '12',
  );
  await expect(panel.getByTestId('retention-preview')).toHaveText(
    'Bij deze termijn worden bij de volgende verwijdering 2 verstuurde registraties, 0 concepten en 0 opgeslagen registraties verwijderd.',
  );
  expect(await axeViolations(page, { include: '[data-testid="retention-panel"]' })).toEqual([]);
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/retention-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/retention-phone.png` });

  await panel.getByRole('button', { name: 'Bewaartermijn opslaan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registraties verwijderen?' });
  await expect(dialog).toContainText('2 verstuurde registraties, 0 concepten en 0 opgeslagen');
  // The dialog's opening transition done, so the screenshot shows it as the user reads it
  // (a spinner's endless animation elsewhere never ends, so only finite ones are waited for).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  await page.screenshot({ path: `${SHOTS}/retention-confirm-phone.png` });
  expect(await axeViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await dialog.getByRole('button', { name: 'Opslaan en verwijderen' }).click();
  await expect(page.getByText('De bewaartermijn is opgeslagen.')).toBeVisible();

  await page.reload();
  const reloaded = page.getByRole('region', { name: 'Bewaartermijn' });
  await expect(reloaded.getByTestId('retention-current')).toContainText(
    'Verstuurde registraties: 12 maanden',
  );
  await expect(reloaded.getByTestId('retention-current')).toContainText(
    'Concepten en opgeslagen registraties: altijd bewaren',
  );
  await expect(reloaded.getByTestId('retention-next-run')).toHaveText(
    /^Volgende verwijdering: .+ \d{2}:29$/,
  );
  // Saved, not yet run: the registrations are still there until the night.
  await expect(reloaded.getByTestId('retention-preview')).toHaveCount(0);
});
