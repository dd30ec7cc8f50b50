import { expect, test } from '@playwright/test';
import { setTermsRequired, termsAcceptedAt } from './support/database';
import { signIn, USERS } from './support/session';

// The demo seed puts nobody on a terms list, and no screen can yet: the spec prepares it in the
// e2e server's database (support/database.ts) and takes it away again afterwards.
const user = USERS.financial;

test.beforeEach(() => setTermsRequired(user.email, true));
test.afterEach(() => setTermsRequired(user.email, false));

test('a user on the terms list must accept them before working', async ({ page }) => {
  await signIn(page, user, /\/dashboard$/);
  const wall = page.getByRole('dialog', { name: 'Algemene voorwaarden' });
  await expect(wall).toBeVisible();
  await expect(wall).toContainText('Demo Gemeente');
  const save = wall.getByRole('button', { name: 'Opslaan' });
  await expect(save).toHaveCount(0);

  // The wall cannot be dismissed.
  await page.keyboard.press('Escape');
  await page.mouse.click(4, 4);
  await expect(wall).toBeVisible();

  const accept = wall.getByRole('checkbox', { name: 'Ik ga akkoord met de algemene voorwaarden' });
  await accept.check();
  await expect(save).toBeVisible();
  await accept.uncheck();
  await expect(save).toHaveCount(0);
  await accept.check();

  // A failing answer keeps the wall up with the spec's text.
  await page.route(
    '**/accept-terms-and-conditions',
    (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Kapot' } }),
    { times: 1 },
  );
  await save.click();
  await expect(
    page.getByText(
      'Fout tijdens het accepteren van de algemene voorwaarden. Neem a.u.b. contact op met onze helpdesk.',
    ),
  ).toBeVisible();
  await expect(wall).toBeVisible();

  await save.click();
  await expect(wall).toBeHidden();
  expect(await termsAcceptedAt(user.email)).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(wall).toHaveCount(0);
});

test('a user who does not agree can sign out from the wall', async ({ page }) => {
  await signIn(page, user, /\/dashboard$/);
  const wall = page.getByRole('dialog', { name: 'Algemene voorwaarden' });
  await wall.getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await termsAcceptedAt(user.email)).toBeNull();
});
