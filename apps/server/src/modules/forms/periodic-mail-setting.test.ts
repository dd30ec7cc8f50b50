import { describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody } from './forms.test-support';

/** The periodic mail's recipients are checked on save as on the panel (doc 2 §5). */
const { app, db } = await getTestServer();
const { call, getForm } = formTestKit({ app, db });

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client));
const manager = await createUser(db, { client, roles: ['form_manager'] });
const apiKey = await login(app, manager);

async function saveMail(weeklyRegistrationMail: Record<string, unknown>) {
  const got = await getForm(apiKey, form.uuid);
  return call(apiKey, 'PATCH', `/api/form/${form.uuid}`, {
    ...patchBody(got, { settings: { ...got.settings, weeklyRegistrationMail } }),
  });
}

describe('settings.weeklyRegistrationMail on save', () => {
  it('refuses a recipient that is no e-mail address, naming the field', async () => {
    const response = await saveMail({
      enabled: true,
      period: 'weekly',
      day: 6,
      recipients: [{ email: 'beheer@example.nl' }, { email: 'geen adres' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('settings.weeklyRegistrationMail.recipients.1.email');
  });

  it('refuses it switched on without recipients, and stores a good one', async () => {
    expect((await saveMail({ enabled: true, recipients: [] })).statusCode).toBe(400);
    const saved = await saveMail({
      enabled: true,
      period: 'monthly',
      day: 6,
      recipients: [{ email: 'beheer@example.nl' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().settings.weeklyRegistrationMail).toMatchObject({ period: 'monthly' });
  });
});
