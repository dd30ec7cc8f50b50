/**
 * Cross-tenant regression spec. Why it exists: clients (municipalities, care providers) share one
 * installation, and a user of one client must never see or reach another client's data, neither
 * through the screens nor by calling the API with their own key. It also covers the other side:
 * a user with two clients switches between them and sees each client's own data only.
 *
 * The demo seed has one client; a second one ('Zuiderkwartier', sorted after 'Demo Gemeente' so
 * the other specs keep their client) is made in the e2e server's database and removed afterwards.
 */
import { t } from '@eform/core/messages';
import { expect, test } from '@playwright/test';
import { E2E } from '../playwright.config';
import { withDatabase } from './support/database';
import { apiKeyOf } from './support/fill-fixtures';
import { signIn } from './support/session';

const OTHER_CLIENT = 'Zuiderkwartier';
const OTHER_FOLDER = 'Vergunningen Zuiderkwartier';
/** The demo seed's folder of example forms, shared with every demo user. */
const DEMO_FOLDER = 'Voorbeelden';
const manager = { email: 'client_manager@example.nl', password: E2E.demoPassword };
const filler = { email: 'filler@example.nl', password: E2E.demoPassword };

let otherClientId = 0;

test.beforeAll(async () => {
  otherClientId = await withDatabase(async (db) => {
    const client = await db.query<{ id: number }>(
      'insert into clients (name) values ($1) returning id',
      [OTHER_CLIENT],
    );
    const id = client.rows[0]?.id;
    if (!id) throw new Error('client not created');
    const folder = await db.query<{ id: number }>(
      'insert into folders (client_id, name) values ($1, $2) returning id',
      [id, OTHER_FOLDER],
    );
    // A published form, so the folder shows on the fill list of the other client's managers.
    await db.query(
      `insert into forms (client_id, folder_id, name, published_at) values ($1, $2, $3, now())`,
      [id, folder.rows[0]?.id, 'Vergunning aanvragen'],
    );
    await db.query(
      `insert into memberships (user_id, client_id, roles)
       select u.id, $1, array['client_manager'] from users u where u.email = $2`,
      [id, manager.email],
    );
    return id;
  });
});

test.afterAll(async () => {
  await withDatabase((db) => db.query('delete from clients where id = $1', [otherClientId]));
});

test("a filler's key is refused for another client's data", async ({ page }) => {
  await signIn(page, filler, /\/folders$/);
  const headers = { 'api-key': await apiKeyOf(page) };
  for (const path of ['info', 'folders/user', '']) {
    const answer = await page.request.get(
      `/api/client/${otherClientId}/${path}`.replace(/\/$/, ''),
      {
        headers,
      },
    );
    expect(answer.status(), path).toBe(403);
    expect((await answer.json()).message).toBe(t('http.forbidden'));
  }
  // Nor does the other client show up anywhere on screen.
  await expect(page.getByText(OTHER_FOLDER)).toHaveCount(0);
  await expect(page.getByTestId('current-client')).toContainText('Demo Gemeente');
  await expect(page.getByText(OTHER_CLIENT)).toHaveCount(0);
});

test('a user with two clients switches between them and sees only the current one', async ({
  page,
}) => {
  await signIn(page, manager, /\/dashboard$/);
  await page.goto('/folders');
  // Demo Gemeente's own shared example folder.
  await expect(page.getByRole('cell', { name: DEMO_FOLDER })).toBeVisible();

  const select = page.getByTestId('client-select');
  await expect(select).toBeEnabled();
  await expect(select).toHaveValue('Demo Gemeente');
  await select.click();
  await page.getByRole('option', { name: OTHER_CLIENT }).click();

  await expect(page.getByText(t('client.switched', { client: OTHER_CLIENT }))).toBeVisible();
  await expect(select).toHaveValue(OTHER_CLIENT);
  await expect(page.getByRole('cell', { name: OTHER_FOLDER })).toBeVisible();
  await expect(page.getByText(DEMO_FOLDER)).toHaveCount(0);

  // The choice survives a reload, and switching back hides the other client's folder again.
  await page.reload();
  await expect(page.getByTestId('client-select')).toHaveValue(OTHER_CLIENT);
  await page.getByTestId('client-select').click();
  await page.getByRole('option', { name: 'Demo Gemeente' }).click();
  await expect(page.getByText(t('client.switched', { client: 'Demo Gemeente' }))).toBeVisible();
  await expect(page.getByRole('cell', { name: DEMO_FOLDER })).toBeVisible();
  await expect(page.getByText(OTHER_FOLDER)).toHaveCount(0);
});
