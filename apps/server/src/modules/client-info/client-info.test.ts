import { PERMISSIONS, permissionsForRoles, type TRole } from '@eform/core/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createCredits, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { memberships } from '../../db/schema';

const { app, db } = await getTestServer();

function get(url: string, apiKey: string) {
  return app.inject({ method: 'GET', url, headers: { 'api-key': apiKey } });
}

describe('GET /api/client/{id}/info', () => {
  const cases: { role: TRole; expected: TRole[] }[] = [
    { role: 'authenticated', expected: ['authenticated'] },
    { role: 'eform_employee', expected: ['authenticated', 'eform_employee'] },
    { role: 'client_manager', expected: ['authenticated', 'client_manager'] },
    { role: 'financial', expected: ['authenticated', 'financial'] },
    { role: 'form_manager', expected: ['authenticated', 'form_manager'] },
    { role: 'form_view_registrations', expected: ['authenticated', 'form_view_registrations'] },
    { role: 'user_manager', expected: ['authenticated', 'user_manager'] },
  ];

  it.each(cases)('gives a $role its roles and their permissions', async ({ role, expected }) => {
    const client = await createClient(db, { modules: ['word'] });
    const user = await createUser(db, { client, roles: [role] });
    const response = await get(`/api/client/${client.id}/info`, await login(app, user));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.roles).toEqual(expected);
    expect(body.permissions).toEqual(permissionsForRoles(expected));
    expect(body).toMatchObject({ id: client.id, uuid: client.uuid, name: client.name });
    expect(body.modules).toEqual(['word']);
  });

  it('does not let financial manage forms, but lets client_manager see hidden folders', async () => {
    const client = await createClient(db);
    const financial = await createUser(db, { client, roles: ['financial'] });
    const manager = await createUser(db, { client, roles: ['client_manager'] });
    const financialInfo = await get(`/api/client/${client.id}/info`, await login(app, financial));
    const managerInfo = await get(`/api/client/${client.id}/info`, await login(app, manager));
    expect(financialInfo.json().permissions).not.toContain('eform manage forms');
    expect(financialInfo.json().permissions).toContain('view credit entities');
    expect(managerInfo.json().permissions).toContain('eform view hidden folders');
  });

  it('gives an admin every permission on any client without a membership', async () => {
    const client = await createClient(db);
    const admin = await createUser(db, { roles: ['admin'] });
    const response = await get(`/api/client/${client.id}/info`, await login(app, admin));
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['authenticated', 'admin']);
    expect([...response.json().permissions].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('answers 403 for a client the user is no member of, 404 to an admin for no client', async () => {
    const own = await createClient(db);
    const other = await createClient(db);
    const user = await createUser(db, { client: own, roles: ['client_manager'] });
    const apiKey = await login(app, user);
    for (const path of ['/info', '', '/folders/user']) {
      const response = await get(`/api/client/${other.id}${path}`, apiKey);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'FORBIDDEN',
        message: 'U hebt geen rechten om deze content te bekijken.',
      });
    }
    // Non-members cannot tell a missing client from someone else's.
    expect((await get('/api/client/999999/info', apiKey)).statusCode).toBe(403);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    expect((await get('/api/client/999999/info', admin)).statusCode).toBe(404);
  });

  it('accepts the client uuid in the path', async () => {
    const client = await createClient(db);
    const user = await createUser(db, { client });
    const response = await get(`/api/client/${client.uuid}/info`, await login(app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(client.id);
  });

  it('asks for the terms only while a listed user has not accepted them', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const listed = await createUser(db, { client, requireTerms: true });
    const unlisted = await createUser(db, { client });
    const listedKey = await login(app, listed);
    const info = () => get(`/api/client/${client.id}/info`, listedKey);
    expect((await info()).json().terms_and_conditions_required).toBe(true);
    const unlistedInfo = await get(`/api/client/${client.id}/info`, await login(app, unlisted));
    expect(unlistedInfo.json().terms_and_conditions_required).toBe(false);
    await db
      .update(memberships)
      .set({ termsAcceptedAt: new Date() })
      .where(eq(memberships.userId, listed.id));
    expect((await info()).json().terms_and_conditions_required).toBe(false);
  });

  it('answers 401 without a key', async () => {
    const client = await createClient(db);
    const response = await app.inject({ method: 'GET', url: `/api/client/${client.id}/info` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/client/{id}', () => {
  it('answers credits (unexpired only) and modules', async () => {
    const client = await createClient(db, { modules: ['map_element', 'tracking'] });
    await createCredits(db, client, 100, new Date(Date.now() + 86_400_000));
    await createCredits(db, client, 25, null);
    await createCredits(db, client, 50, new Date(Date.now() - 1000));
    const user = await createUser(db, { client, roles: ['financial'] });
    const response = await get(`/api/client/${client.id}`, await login(app, user));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: client.id,
      uuid: client.uuid,
      name: client.name,
      credits: 125,
      modules: ['map_element', 'tracking'],
    });
  });
});
