import type { TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createForm,
  createGroup,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';

const { app, db } = await getTestServer();

/** A client with a signed-in user of `role`. */
async function clientWith(role: TRole) {
  const client = await createClient(db);
  const user = await createUser(db, { client, roles: [role], displayName: `Rol ${role}` });
  return { client, user, key: await login(app, user) };
}

describe('user groups of a client', () => {
  it('lists the groups sorted by label with their users, and creates one (201)', async () => {
    const { client, key } = await clientWith('client_manager');
    const bram = await createUser(db, { client, displayName: 'Bram' });
    const anna = await createUser(db, { client, displayName: 'Anna' });
    const zeta = await createGroup(db, client, [bram, anna]);
    await callApi(app, key, 'PATCH', `/api/user-groups/${zeta.id}`, { label: 'Zeta' });
    const created = await callApi(app, key, 'POST', `/api/clients/${client.id}/user-groups`, {
      label: '  Alfa ',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Alfa', client_id: client.id, users: [] });
    const list = await callApi(app, key, 'GET', `/api/clients/${client.uuid}/user-groups`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { label: string }) => g.label)).toEqual(['Alfa', 'Zeta']);
    expect(list.json()[1].users.map((u: { name: string }) => u.name)).toEqual(['Anna', 'Bram']);
  });

  it('refuses a group without a name, naming the field', async () => {
    const { client, key } = await clientWith('user_manager');
    const response = await callApi(app, key, 'POST', `/api/clients/${client.id}/user-groups`, {
      label: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('label');
  });

  it('answers 403 without the permission and 404 for another client', async () => {
    const { client, key } = await clientWith('financial');
    const other = await clientWith('client_manager');
    const group = await createGroup(db, client);
    expect(
      (await callApi(app, key, 'GET', `/api/clients/${client.id}/user-groups`)).statusCode,
    ).toBe(403);
    expect(
      (await callApi(app, key, 'POST', `/api/clients/${client.id}/user-groups`, { label: 'x' }))
        .statusCode,
    ).toBe(403);
    expect((await callApi(app, key, 'GET', `/api/user-groups/${group.id}`)).statusCode).toBe(403);
    // The other client's manager cannot see, change or probe this client's groups.
    const foreign = [
      ['GET', `/api/clients/${client.id}/user-groups`],
      ['GET', `/api/user-groups/${group.id}`],
      ['PATCH', `/api/user-groups/${group.id}`],
      ['DELETE', `/api/user-groups/${group.id}`],
      ['GET', `/api/user-groups/${group.id}/forms`],
      ['POST', `/api/user-groups/${group.id}/add-user/${other.user.id}`],
      ['DELETE', `/api/user-groups/${group.id}/remove-user/${other.user.id}`],
    ] as const;
    for (const [method, url] of foreign) {
      const response = await callApi(
        app,
        other.key,
        method,
        url,
        method === 'PATCH' ? { label: 'x' } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await callApi(app, other.key, 'GET', '/api/user-groups/99999999')).statusCode).toBe(
      404,
    );
  });

  it('lets a form_view_registrations user see nothing and a filler nothing', async () => {
    for (const role of ['form_view_registrations', 'authenticated'] as const) {
      const { client, key } = await clientWith(role);
      const group = await createGroup(db, client);
      expect(
        (await callApi(app, key, 'GET', `/api/user-groups/${group.id}/forms`)).statusCode,
      ).toBe(403);
    }
  });

  it('renames and deletes a group; the group is gone afterwards', async () => {
    const { client, key } = await clientWith('form_manager');
    const group = await createGroup(db, client);
    const renamed = await callApi(app, key, 'PATCH', `/api/user-groups/${group.id}`, {
      label: 'Buitendienst',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().label).toBe('Buitendienst');
    const deleted = await callApi(app, key, 'DELETE', `/api/user-groups/${group.id}`);
    expect(deleted.json()).toEqual({ status: 'success' });
    expect((await callApi(app, key, 'GET', `/api/user-groups/${group.id}`)).statusCode).toBe(404);
  });

  it("lists the group's forms by name", async () => {
    const { client, key } = await clientWith('client_manager');
    const group = await createGroup(db, client);
    const b = await createForm(db, client, null, { name: 'B formulier' });
    const a = await createForm(db, client, null, { name: 'A formulier' });
    await createForm(db, client, null, { name: 'Niet gedeeld' });
    await shareForm(db, b, { groupId: group.id });
    await shareForm(db, a, { groupId: group.id });
    const response = await callApi(app, key, 'GET', `/api/user-groups/${group.id}/forms`);
    expect(response.json()).toEqual([
      { form_id: a.uuid, form_name: 'A formulier' },
      { form_id: b.uuid, form_name: 'B formulier' },
    ]);
  });

  it("adds users of the group's client (by id or uuid) and removes them", async () => {
    const { client, key } = await clientWith('user_manager');
    const group = await createGroup(db, client);
    const member = await createUser(db, { client, displayName: 'Lid' });
    const outsider = await createUser(db, { client: await createClient(db) });
    const added = await callApi(
      app,
      key,
      'POST',
      `/api/user-groups/${group.id}/add-user/${member.uuid}`,
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().users).toEqual([
      { id: member.id, uuid: member.uuid, name: 'Lid', email: member.email },
    ]);
    // Twice is harmless.
    await callApi(app, key, 'POST', `/api/user-groups/${group.id}/add-user/${member.id}`);
    const refused = await callApi(
      app,
      key,
      'POST',
      `/api/user-groups/${group.id}/add-user/${outsider.id}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Deze gebruiker is geen gebruiker van de klant van deze groep.',
    );
    const removed = await callApi(
      app,
      key,
      'DELETE',
      `/api/user-groups/${group.id}/remove-user/${member.id}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().users).toEqual([]);
    const again = await callApi(
      app,
      key,
      'DELETE',
      `/api/user-groups/${group.id}/remove-user/${member.id}`,
    );
    expect(again.statusCode).toBe(404);
  });

  it('lets an admin manage any client', async () => {
    const client = await createClient(db);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const created = await callApi(app, admin, 'POST', `/api/clients/${client.id}/user-groups`, {
      label: 'Beheer',
    });
    expect(created.statusCode).toBe(201);
  });
});
