import { th } from '@eform/core/messages/home';
import { expect, test } from '@playwright/test';
import { sendRegistrationAs } from './support/fill-fixtures';
import { signIn, USERS } from './support/session';

// Cross-site scripting through stored values (issue 17): what a filler typed is shown as text in
// every list and view that shows it, never run. A probe found 0 executions; this keeps it so.

const PAYLOAD = '<img src=x onerror="window.__xss = 1"><script>window.__xss = 1</script>';

test('markup typed into a registration is shown as text in the lists and the view, never run', async ({
  page,
}) => {
  const address = `Dorpsstraat ${Date.now()} ${PAYLOAD}`;
  await sendRegistrationAs(USERS.filler, 'Melding openbare ruimte', {
    soort: 'anders',
    anders_omschrijving: PAYLOAD,
    adres: address,
    toelichting: PAYLOAD,
  });
  await signIn(page, USERS.filler, /\/folders$/);
  await page.goto('/my-registration-list');
  // The registration's name is made from the address ('$soort$ - $adres$'): shown as typed.
  const row = page.getByTestId('my-registrations-table').getByRole('row').filter({
    hasText: address,
  });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Melding openbare ruimte' }).click();
  const dialog = page.getByRole('dialog', { name: th('myRegistrations.viewTitle') });
  await expect(dialog.getByText(PAYLOAD).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
});
