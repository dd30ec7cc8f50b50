import { describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody } from './forms.test-support';

/**
 * E-mail developer mode (doc 2 §6): an admin-only switch; the mails then go to the admin who
 * turned it on. The server keeps it so, whatever another user's save sends.
 */
const { app, db } = await getTestServer();
const { call, getForm } = formTestKit({ app, db });

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client));
const admin = await createUser(db, { client, roles: ['admin'] });
const manager = await createUser(db, { client, roles: ['form_manager'] });
const adminKey = await login(app, admin);
const managerKey = await login(app, manager);

async function saveSettings(apiKey: string, settings: Record<string, unknown>) {
  const got = await getForm(apiKey, form.uuid);
  const response = await call(apiKey, 'PATCH', `/api/form/${form.uuid}`, {
    ...patchBody(got, { settings: { ...got.settings, ...settings } }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().settings;
}

describe('email_developer_mode', () => {
  it('is turned on by an admin, who is recorded as the one the mails go to', async () => {
    const settings = await saveSettings(adminKey, { email_developer_mode: true });
    expect(settings).toMatchObject({
      email_developer_mode: true,
      email_developer_user_id: admin.id,
    });
  });

  it("stays as the admin set it when a form manager's save says otherwise", async () => {
    const settings = await saveSettings(managerKey, {
      email_developer_mode: false,
      email_developer_user_id: manager.id,
    });
    expect(settings).toMatchObject({
      email_developer_mode: true,
      email_developer_user_id: admin.id,
    });
  });

  it('is turned off by an admin, and a form manager cannot turn it on', async () => {
    expect(await saveSettings(adminKey, { email_developer_mode: false })).toMatchObject({
      email_developer_mode: false,
      email_developer_user_id: null,
    });
    expect(await saveSettings(managerKey, { email_developer_mode: true })).toMatchObject({
      email_developer_mode: false,
    });
  });
});
