import { t } from '@eform/core/messages';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createGroup,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer, type THttpMethod } from '../../../test/support';

const { app, db } = await getTestServer();

const call = (apiKey: string, method: THttpMethod, url: string, payload?: unknown) =>
  callApi(app, apiKey, method, url, payload);

async function setup() {
  const client = await createClient(db);
  const keys = {
    clientManager: await login(app, await createUser(db, { client, roles: ['client_manager'] })),
    formManager: await login(app, await createUser(db, { client, roles: ['form_manager'] })),
    userManager: await login(app, await createUser(db, { client, roles: ['user_manager'] })),
    filler: await login(app, await createUser(db, { client })),
  };
  return { client, keys };
}

describe('GET /api/client/{id}/folders/user', () => {
  it('lists only folders with a published form shared with the user or a group, hidden ones too', async () => {
    const client = await createClient(db);
    const other = await createClient(db);
    const filler = await createUser(db, { client });
    const group = await createGroup(db, client, [filler]);
    const direct = await createFolder(db, client, { name: 'Bouwvergunningen' });
    const viaGroup = await createFolder(db, client, { name: 'Afval', hidden: true });
    const unpublished = await createFolder(db, client, { name: 'Concepten' });
    const notShared = await createFolder(db, client, { name: 'Niet gedeeld' });
    await createFolder(db, client, { name: 'Leeg' });
    const theirs = await createFolder(db, other, { name: 'Niet van ons' });
    const now = new Date();
    await shareForm(db, await createForm(db, client, direct, { publishedAt: now }), {
      userId: filler.id,
    });
    await shareForm(db, await createForm(db, client, viaGroup, { publishedAt: now }), {
      groupId: group.id,
    });
    await shareForm(db, await createForm(db, client, unpublished), { userId: filler.id });
    await createForm(db, client, notShared, { publishedAt: now });
    await createForm(db, other, theirs, { publishedAt: now });

    const response = await call(
      await login(app, filler),
      'GET',
      `/api/client/${client.id}/folders/user`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        folder_id: viaGroup.id,
        folder_name: 'Afval',
        folder_hidden: true,
        folder_contains_forms: true,
      },
      {
        folder_id: direct.id,
        folder_name: 'Bouwvergunningen',
        folder_hidden: false,
        folder_contains_forms: true,
      },
    ]);

    // A manager with form permissions reaches every published form of the client.
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const managerView = await call(
      await login(app, manager),
      'GET',
      `/api/client/${client.id}/folders/user`,
    );
    expect(managerView.json().map((f: { folder_name: string }) => f.folder_name)).toEqual([
      'Afval',
      'Bouwvergunningen',
      'Niet gedeeld',
    ]);
  });

  it('answers an empty list for a client without folders', async () => {
    const { client, keys } = await setup();
    const response = await call(keys.filler, 'GET', `/api/client/${client.id}/folders/user`);
    expect(response.json()).toEqual([]);
  });
});

describe('GET /api/client/{id}/folders (admin)', () => {
  it('lists hidden folders only for those who may see them, with folder_contains_forms', async () => {
    const { client, keys } = await setup();
    const full = await createFolder(db, client, { name: 'B vol' });
    await createFolder(db, client, { name: 'A verborgen', hidden: true });
    await createForm(db, client, full);
    const url = `/api/client/${client.id}/folders`;
    const asClientManager = await call(keys.clientManager, 'GET', url);
    expect(asClientManager.json()).toEqual([
      expect.objectContaining({ folder_name: 'A verborgen', folder_contains_forms: false }),
      expect.objectContaining({ folder_name: 'B vol', folder_contains_forms: true }),
    ]);
    const asFormManager = await call(keys.formManager, 'GET', url);
    expect(asFormManager.json().map((f: { folder_name: string }) => f.folder_name)).toEqual([
      'B vol',
    ]);
    expect((await call(keys.filler, 'GET', url)).statusCode).toBe(403);
    expect((await call(keys.userManager, 'GET', url)).statusCode).toBe(403);
  });
});

describe('POST /api/folder', () => {
  it('creates a folder for eform manage forms; hidden only with eform view hidden folders', async () => {
    const { client, keys } = await setup();
    const created = await call(keys.formManager, 'POST', '/api/folder', {
      folder_name: '  Meldingen  ',
      client_id: client.id,
      hidden: false,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      folder_id: expect.any(Number),
      folder_name: 'Meldingen',
      folder_hidden: false,
      folder_contains_forms: false,
    });
    const hiddenByFormManager = await call(keys.formManager, 'POST', '/api/folder', {
      folder_name: 'Geheim',
      client_id: client.id,
      hidden: true,
    });
    expect(hiddenByFormManager.statusCode).toBe(403);
    const hiddenByClientManager = await call(keys.clientManager, 'POST', '/api/folder', {
      folder_name: 'Geheim',
      client_id: client.id,
      hidden: true,
    });
    expect(hiddenByClientManager.json()).toMatchObject({ folder_hidden: true });
    for (const key of [keys.filler, keys.userManager]) {
      const refused = await call(key, 'POST', '/api/folder', {
        folder_name: 'Nee',
        client_id: client.id,
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('answers 404 for a client the user is no member of, and stores nothing', async () => {
    const { keys } = await setup();
    const other = await createClient(db);
    const response = await call(keys.clientManager, 'POST', '/api/folder', {
      folder_name: 'Inbraak',
      client_id: other.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(other.name);
    const folders = await db.query.folders.findMany({
      where: (f, { eq }) => eq(f.clientId, other.id),
    });
    expect(folders).toEqual([]);
  });

  it('refuses bad input with 400 and a Dutch text', async () => {
    const { client, keys } = await setup();
    for (const body of [
      { folder_name: 'x'.repeat(10_000), client_id: client.id },
      { folder_name: '   ', client_id: client.id },
      { folder_name: 'Map', client_id: client.id, kleur: 'rood' },
      { folder_name: 'Map', client_id: 'veel' },
    ]) {
      const response = await call(keys.clientManager, 'POST', '/api/folder', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toMatch(/Het (veld|verzoek)/);
    }
  });
});

describe('PATCH /api/folder/{folder_id}/rename and /set-hidden', () => {
  it('renames for eform manage forms; hides and shows only for admin or client_manager', async () => {
    const { client, keys } = await setup();
    const folder = await createFolder(db, client, { name: 'Oud' });
    const renamed = await call(keys.formManager, 'PATCH', `/api/folder/${folder.id}/rename`, {
      folder_name: 'Nieuw',
    });
    expect(renamed.json()).toMatchObject({ folder_id: folder.id, folder_name: 'Nieuw' });
    expect(
      (await call(keys.filler, 'PATCH', `/api/folder/${folder.id}/rename`, { folder_name: 'X' }))
        .statusCode,
    ).toBe(403);

    const url = `/api/folder/${folder.id}/set-hidden`;
    expect((await call(keys.formManager, 'PATCH', url, { hidden: true })).statusCode).toBe(403);
    const hidden = await call(keys.clientManager, 'PATCH', url, { hidden: true });
    expect(hidden.json()).toMatchObject({ folder_hidden: true });
    // A hidden folder hides its admin actions from form managers.
    expect(
      (
        await call(keys.formManager, 'PATCH', `/api/folder/${folder.id}/rename`, {
          folder_name: 'Y',
        })
      ).statusCode,
    ).toBe(403);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    expect((await call(admin, 'PATCH', url, { hidden: false })).json()).toMatchObject({
      folder_hidden: false,
    });
  });

  it("answers 404 for another client's folder without its name", async () => {
    const { keys } = await setup();
    const other = await createClient(db);
    const folder = await createFolder(db, other, { name: 'Van een ander' });
    const response = await call(keys.clientManager, 'PATCH', `/api/folder/${folder.id}/rename`, {
      folder_name: 'Gekaapt',
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Van een ander');
    expect(
      (await call(keys.clientManager, 'PATCH', '/api/folder/abc/rename', { folder_name: 'x' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('DELETE /api/folder/{folder_id}', () => {
  it('is refused with 409 and the alert while the folder holds forms, then deletes', async () => {
    const { client, keys } = await setup();
    const folder = await createFolder(db, client);
    const form = await createForm(db, client, folder);
    const refused = await call(keys.formManager, 'DELETE', `/api/folder/${folder.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: t('folder.notEmpty') });
    expect(
      await db.query.folders.findFirst({ where: (f, { eq }) => eq(f.id, folder.id) }),
    ).toBeDefined();

    const formKey = keys.formManager;
    expect((await call(formKey, 'DELETE', `/api/form/${form.uuid}`)).statusCode).toBe(200);
    expect((await call(keys.filler, 'DELETE', `/api/folder/${folder.id}`)).statusCode).toBe(403);
    const deleted = await call(formKey, 'DELETE', `/api/folder/${folder.id}`);
    expect(deleted.json()).toEqual({ status: 'success' });
    expect((await call(formKey, 'DELETE', `/api/folder/${folder.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/folder/{folder_id}/forms/user', () => {
  it('lists the published forms of the folder the user may fill, by name', async () => {
    const { client } = await setup();
    const filler = await createUser(db, { client });
    const folder = await createFolder(db, client);
    const now = new Date();
    const b = await createForm(db, client, folder, { name: 'B melding', publishedAt: now });
    const a = await createForm(db, client, folder, {
      name: 'A melding',
      publishedAt: now,
      type: 'workflow',
    });
    const draft = await createForm(db, client, folder, { name: 'C concept' });
    for (const form of [a, b, draft]) await shareForm(db, form, { userId: filler.id });
    await createForm(db, client, folder, { name: 'D niet gedeeld', publishedAt: now });
    const response = await call(
      await login(app, filler),
      'GET',
      `/api/folder/${folder.id}/forms/user`,
    );
    expect(response.json()).toEqual([
      { form_id: a.uuid, form_name: 'A melding', form_type: 'workflow' },
      { form_id: b.uuid, form_name: 'B melding', form_type: 'default' },
    ]);
  });
});
