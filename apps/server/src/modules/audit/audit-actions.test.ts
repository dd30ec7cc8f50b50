import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { TINY_PNG } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { files } from '../../db/schema';
import { BOSS_SCHEMA } from '../../jobs/boss';
import { createRegistration } from '../registrations/registrations.test-support';

// Every action of issue 34 writes its entry: who (user), where (client), what (object), from
// where (address). Calls come from one address so the entries can be checked for it.
const { app, db, url } = await getTestServer();
// Resend and user mails queue jobs: pg-boss's tables must exist.
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
await boss.start();
afterAll(() => boss.stop({ graceful: false, wait: true }));

const ADDRESS = '198.51.100.23';
const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), {
  publishedAt: new Date(),
});
const manager = await createUser(db, {
  client,
  roles: ['client_manager'],
  displayName: 'Marieke Beheer',
});
const admin = await createUser(db, { roles: ['admin'], displayName: 'Admin' });
const key = await login(app, manager);
const adminKey = await login(app, admin);
const registration = await createRegistration(db, form);

const call = (apiKey: string, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object) =>
  app.inject({
    method,
    url: path,
    headers: { 'api-key': apiKey },
    remoteAddress: ADDRESS,
    ...(payload ? { payload } : {}),
  });

/** The newest entry of `action` in the client's log, read through the API as its manager. */
async function lastEntry(action: string) {
  await app.audit.flush();
  const response = await callApi(
    app,
    key,
    'GET',
    `/api/clients/${client.id}/audit-log?action=${action}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items[0];
}

const byManager = { user: { id: manager.id, display_name: 'Marieke Beheer' }, address: ADDRESS };
const onRegistration = { object_type: 'registration', object_id: registration.uuid };

describe('the audit log records', () => {
  it("a registration's detail view", async () => {
    const response = await call(
      key,
      'GET',
      `/api/form/${form.uuid}/registrations/${registration.uuid}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await lastEntry('registration.view')).toMatchObject({
      ...byManager,
      ...onRegistration,
      action: 'registration.view',
      client_id: client.id,
    });
    // 'Wie heeft dit bekeken': the registration's own entries.
    const seen = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/audit-log?registration_id=${registration.uuid}`,
    );
    expect(seen.json().items.map((i: { action: string }) => i.action)).toContain(
      'registration.view',
    );
  });

  it('no view that was refused', async () => {
    const stranger = await createUser(db, { client: await createClient(db) });
    const strangerKey = await login(app, stranger);
    const response = await call(
      strangerKey,
      'GET',
      `/api/form/${form.uuid}/registrations/${registration.uuid}`,
    );
    expect(response.statusCode).toBe(404);
    await app.audit.flush();
    const all = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/audit-log?user_id=${stranger.id}`,
    );
    expect(all.json().items).toEqual([]);
  });

  it("a registration's file", async () => {
    const stored = await app.storage.put(TINY_PNG);
    const [file] = await db
      .insert(files)
      .values({
        clientId: client.id,
        formId: form.id,
        registrationId: registration.id,
        sha256: stored.key,
        size: stored.size,
        mimeType: 'image/png',
        filename: 'foto.png',
      })
      .returning();
    const response = await call(key, 'GET', `/api/file/${file?.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(await lastEntry('registration.file')).toMatchObject({
      ...byManager,
      object_type: 'file',
      object_id: file?.uuid,
    });
    const seen = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/audit-log?registration_id=${registration.uuid}&action=registration.file`,
    );
    expect(seen.json().items).toHaveLength(1);
  });

  it('an export and its download', async () => {
    const started = await call(
      key,
      'GET',
      `/api/form/${form.uuid}/registrations/queue/download/csv`,
    );
    expect(started.statusCode, started.body).toBe(200);
    const exported = await lastEntry('registration.export');
    expect(exported).toMatchObject({
      ...byManager,
      object_type: 'export',
      details: { format: 'csv', registrations: 1 },
    });
    const download = await call(key, 'GET', started.json().download_url);
    expect(download.statusCode).toBe(200);
    expect(await lastEntry('export.download')).toMatchObject({
      ...byManager,
      object_type: 'export',
      object_id: exported.object_id,
    });
  });

  it('a resend, a trash and a restore', async () => {
    const base = `/api/form/${form.uuid}/registrations/${registration.uuid}`;
    expect((await call(key, 'GET', `${base}/resend`)).statusCode).toBe(200);
    expect(await lastEntry('registration.resend')).toMatchObject({
      ...byManager,
      ...onRegistration,
    });
    expect((await call(key, 'GET', `${base}/trash`)).statusCode).toBe(200);
    expect(await lastEntry('registration.trash')).toMatchObject({
      ...byManager,
      ...onRegistration,
    });
    expect((await call(key, 'GET', `${base}/untrash`)).statusCode).toBe(200);
    expect(await lastEntry('registration.restore')).toMatchObject({
      ...byManager,
      ...onRegistration,
    });
  });

  it("a user's addition, role change and removal", async () => {
    const added = await call(key, 'POST', `/api/clients/${client.id}/add-user`, {
      email: 'nieuw.lid@example.nl',
      roles: ['financial'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const add = await lastEntry('user.add');
    expect(add).toMatchObject({
      ...byManager,
      object_type: 'user',
      details: { email: 'nieuw.lid@example.nl', roles: ['financial'] },
    });
    const userUuid = add.object_id;
    const roles = await call(
      key,
      'PATCH',
      `/api/clients/${client.id}/users/${userUuid}/permission`,
      {
        roles: ['form_manager'],
      },
    );
    expect(roles.statusCode, roles.body).toBe(200);
    expect(await lastEntry('user.roles')).toMatchObject({
      ...byManager,
      object_id: userUuid,
      details: { from: ['financial'], to: ['form_manager'] },
    });
    const removed = await call(
      key,
      'PATCH',
      `/api/clients/${client.id}/remove-user/${userUuid}`,
      {},
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await lastEntry('user.remove')).toMatchObject({ ...byManager, object_id: userUuid });
  });

  it("an admin's change of modules and credits", async () => {
    const edited = await call(adminKey, 'PATCH', `/api/clients/${client.id}`, {
      modules: ['word'],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const byAdmin = { user: { id: admin.id, display_name: 'Admin' }, address: ADDRESS };
    expect(await lastEntry('client.modules')).toMatchObject({
      ...byAdmin,
      object_type: 'client',
      object_id: String(client.id),
      details: { from: [], to: ['word'] },
    });
    const credits = await call(adminKey, 'POST', `/api/clients/${client.id}/credits`, {
      name: 'Handmatig',
      credits_total: 25,
      contact_company: 'Gemeente Voorbeeld',
      contact_addressed_to: 'J. de Vries',
      contact_street: 'Markt 1',
      contact_postal_code: '1234 AB',
      contact_city: 'Voorbeeld',
      contact_email: 'inkoop@voorbeeld.nl',
    });
    expect(credits.statusCode, credits.body).toBe(201);
    expect(await lastEntry('client.credits')).toMatchObject({
      ...byAdmin,
      object_type: 'client',
      details: { credits: 25 },
    });
  });
});
