import { ROLES, type TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { creditUsages } from '../../db/schema';
import { createRegistration } from '../registrations/registrations.test-support';

const { app, db } = await getTestServer();

const adminKey = async () => login(app, await createUser(db, { roles: ['admin'] }));

async function memberKey(
  roles: TRole[],
  client = undefined as undefined | Awaited<ReturnType<typeof createClient>>,
) {
  const own = client ?? (await createClient(db));
  const user = await createUser(db, { client: own, roles });
  return { client: own, user, key: await login(app, user) };
}

describe('GET /api/clients and /api/clients/assigned', () => {
  it('gives admins every client by name, paged', async () => {
    const key = await adminKey();
    await createClient(db, { name: 'aaa Eerste' });
    await createClient(db, { name: 'aab Tweede' });
    const all = await callApi(app, key, 'GET', '/api/clients');
    expect(all.statusCode).toBe(200);
    const names: string[] = all.json().items.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const page = await callApi(app, key, 'GET', '/api/clients?page=2&items_per_page=10');
    expect(page.json()).toMatchObject({ page: 2, items_per_page: 10, total: all.json().total });
    expect(page.json().items).toEqual(all.json().items.slice(10, 20));
    const bad = await callApi(app, key, 'GET', '/api/clients?items_per_page=7');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('items_per_page');
  });

  it('refuses the list of all clients to a client manager (403) but gives them their own', async () => {
    const { client, key } = await memberKey(['client_manager']);
    await createClient(db, { name: 'Niet van mij' });
    expect((await callApi(app, key, 'GET', '/api/clients')).statusCode).toBe(403);
    const assigned = await callApi(app, key, 'GET', '/api/clients/assigned');
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().items).toEqual([
      { id: client.id, uuid: client.uuid, name: client.name },
    ]);
    expect(assigned.json().total).toBe(1);
  });

  it('answers 401 without a key', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/clients/assigned' })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/clients', () => {
  it('creates a client for an admin, which the user info lists next', async () => {
    const key = await adminKey();
    const response = await callApi(app, key, 'POST', '/api/clients', { name: '  Gemeente Nieuw ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Gemeente Nieuw' });
    const info = await callApi(app, key, 'GET', '/api/user/info');
    expect(info.json().clients.map((c: { id: number }) => c.id)).toContain(response.json().id);
  });

  it('names the field when the name is missing, and refuses non-admins', async () => {
    const key = await adminKey();
    const empty = await callApi(app, key, 'POST', '/api/clients', { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Het veld "name" is verplicht.');
    const { key: managerKey } = await memberKey(['client_manager']);
    const refused = await callApi(app, managerKey, 'POST', '/api/clients', { name: 'X' });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/clients/{client_id}', () => {
  it('answers the overview: modules, credits, limit, registrations, intro text, terms users', async () => {
    const client = await createClient(db, {
      modules: ['word'],
      lowCreditEmailLimit: 15,
      registerIntroText: '<p>Welkom</p>',
    });
    await createCredits(db, client, 40);
    const form = await createForm(db, client, await createFolder(db, client));
    await createRegistration(db, form);
    await createRegistration(db, form);
    await createRegistration(db, form, { status: 'draft' });
    const listed = await createUser(db, { client, requireTerms: true, displayName: 'Anna' });
    const { key } = await memberKey(['financial'], client);
    const response = await callApi(app, key, 'GET', `/api/clients/${client.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: client.id,
      uuid: client.uuid,
      name: client.name,
      modules: ['word'],
      credits: 40,
      low_credit_email_limit: 15,
      registrations_count: 2,
      user_register_intro_text: { value: '<p>Welkom</p>', format: 'filtered_html' },
      terms_and_conditions_users: [
        { id: listed.id, uuid: listed.uuid, display_name: 'Anna', email: listed.email },
      ],
    });
    expect((await callApi(app, key, 'GET', `/api/clients/${client.uuid}`)).statusCode).toBe(200);
  });

  it("answers 404 for another client's id and 403 without 'eform view client'", async () => {
    const { key } = await memberKey(['client_manager']);
    const other = await createClient(db);
    expect((await callApi(app, key, 'GET', `/api/clients/${other.id}`)).statusCode).toBe(404);
    expect((await callApi(app, key, 'GET', '/api/clients/999999')).statusCode).toBe(404);
    const filler = await memberKey([]);
    const refused = await callApi(app, filler.key, 'GET', `/api/clients/${filler.client.id}`);
    expect(refused.statusCode).toBe(403);
    const formManager = await memberKey(['form_manager']);
    const alsoRefused = await callApi(
      app,
      formManager.key,
      'GET',
      `/api/clients/${formManager.client.id}`,
    );
    expect(alsoRefused.statusCode).toBe(403);
  });
});

describe('PATCH /api/clients/{client_id}', () => {
  it('saves name, limit and a sanitised intro text for a client manager', async () => {
    const { client, key } = await memberKey(['client_manager']);
    const response = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      name: 'Gemeente Anders',
      low_credit_email_limit: 25,
      user_register_intro_text: {
        value: '<p onclick="x()">Hallo <script>alert(1)</script><strong>daar</strong></p>',
        format: 'filtered_html',
      },
      modules: [],
      terms_and_conditions_users: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Gemeente Anders',
      low_credit_email_limit: 25,
      user_register_intro_text: { value: '<p>Hallo <strong>daar</strong></p>' },
    });
  });

  it('accepts the detail as GET answers it, changed, and ignores its read-only fields', async () => {
    const { client, key } = await memberKey(['client_manager']);
    await createCredits(db, client, 30);
    const detail = (await callApi(app, key, 'GET', `/api/clients/${client.id}`)).json();
    const response = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      ...detail,
      id: 1,
      credits: 999_999,
      registrations_count: 5,
      name: 'Uit het antwoord',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...detail, name: 'Uit het antwoord' });
  });

  it('refuses a client manager changing modules or the terms users (403), nothing saved', async () => {
    const { client, user, key } = await memberKey(['client_manager']);
    const modules = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      name: 'Nee',
      modules: ['tracking'],
    });
    expect(modules.statusCode).toBe(403);
    const terms = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      terms_and_conditions_users: [{ id: user.id }],
    });
    expect(terms.statusCode).toBe(403);
    const detail = await callApi(app, key, 'GET', `/api/clients/${client.id}`);
    expect(detail.json()).toMatchObject({ name: client.name, modules: [] });
    expect(detail.json().terms_and_conditions_users).toEqual([]);
  });

  it('lets an eform_employee set modules and the terms list, which drives the terms wall', async () => {
    const client = await createClient(db);
    const { key } = await memberKey(['eform_employee'], client);
    const member = await createUser(db, { client, roles: ['form_manager'] });
    const response = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      modules: ['word', 'tracking', 'word'],
      terms_and_conditions_users: [{ id: member.id }, { id: member.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().modules).toEqual(['word', 'tracking']);
    expect(response.json().terms_and_conditions_users.map((u: { id: number }) => u.id)).toEqual([
      member.id,
    ]);
    const memberKeyValue = await login(app, member);
    const info = await callApi(app, memberKeyValue, 'GET', `/api/client/${client.id}/info`);
    expect(info.json().terms_and_conditions_required).toBe(true);
    await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      terms_and_conditions_users: [],
    });
    const after = await callApi(app, memberKeyValue, 'GET', `/api/client/${client.id}/info`);
    expect(after.json().terms_and_conditions_required).toBe(false);
  });

  it('names the field of a terms user from another client, a negative limit, an empty name', async () => {
    const client = await createClient(db);
    const key = await adminKey();
    const stranger = await createUser(db, { client: await createClient(db) });
    const terms = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      terms_and_conditions_users: [{ id: stranger.id }],
    });
    expect(terms.statusCode).toBe(400);
    expect(terms.json().message).toContain('terms_and_conditions_users.0.id');
    const limit = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      low_credit_email_limit: -1,
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toContain('low_credit_email_limit');
    const name = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, { name: '' });
    expect(name.json().message).toBe('Het veld "name" is verplicht.');
  });

  it("answers 404 for another client's id and 403 to financial", async () => {
    const { key } = await memberKey(['client_manager']);
    const other = await createClient(db);
    const foreign = await callApi(app, key, 'PATCH', `/api/clients/${other.id}`, { name: 'X' });
    expect(foreign.statusCode).toBe(404);
    const financial = await memberKey(['financial']);
    const refused = await callApi(
      app,
      financial.key,
      'PATCH',
      `/api/clients/${financial.client.id}`,
      { name: 'X' },
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /api/clients/{client_id|all}/chart-credit-usages', () => {
  it('sums the credits used per day of a month and per month of a year (Dutch time)', async () => {
    const { client, key } = await memberKey(['financial']);
    const credit = await createCredits(db, client, 100);
    const other = await createClient(db);
    const otherCredit = await createCredits(db, other, 100);
    await db.insert(creditUsages).values([
      // 23:30 UTC on 31 January is 1 February in Amsterdam.
      { clientId: client.id, creditId: credit.id, usedAt: new Date('2025-01-31T23:30:00Z') },
      { clientId: client.id, creditId: credit.id, usedAt: new Date('2025-02-01T10:00:00Z') },
      {
        clientId: client.id,
        creditId: credit.id,
        usedAt: new Date('2025-02-14T10:00:00Z'),
        amount: 3,
      },
      { clientId: client.id, creditId: credit.id, usedAt: new Date('2025-05-02T10:00:00Z') },
      { clientId: other.id, creditId: otherCredit.id, usedAt: new Date('2025-02-01T10:00:00Z') },
    ]);
    const month = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/chart-credit-usages?year=2025&month=2`,
    );
    expect(month.statusCode).toBe(200);
    expect(month.json()).toHaveLength(28);
    expect(month.json()[0]).toEqual({ date: '2025-02-01', y: 2 });
    expect(month.json()[13]).toEqual({ date: '2025-02-14', y: 3 });
    const year = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/chart-credit-usages?year=2025`,
    );
    expect(year.json().map((p: { y: number }) => p.y)).toEqual([
      0, 5, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(year.json()[1].date).toBe('2025-02');
    const admin = await adminKey();
    const all = await callApi(
      app,
      admin,
      'GET',
      '/api/clients/all/chart-credit-usages?year=2025&month=2',
    );
    expect(all.json()[0].y).toBeGreaterThanOrEqual(3);
  });

  it("refuses 'all' to non-admins, another client (404), a bad month (400)", async () => {
    const { client, key } = await memberKey(['client_manager']);
    const url = (id: string | number, q = 'year=2025') =>
      `/api/clients/${id}/chart-credit-usages?${q}`;
    expect((await callApi(app, key, 'GET', url('all'))).statusCode).toBe(403);
    expect((await callApi(app, key, 'GET', url((await createClient(db)).id))).statusCode).toBe(404);
    const bad = await callApi(app, key, 'GET', url(client.id, 'year=2025&month=13'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('month');
    const filler = await memberKey([]);
    expect((await callApi(app, filler.key, 'GET', url(filler.client.id))).statusCode).toBe(403);
  });
});

describe('GET /api/client-public/{client_uuid}', () => {
  it('gives name and intro text without login; 404 for an unknown or malformed uuid', async () => {
    const client = await createClient(db, { name: 'Open Klant', registerIntroText: '<p>Hoi</p>' });
    const response = await app.inject({ method: 'GET', url: `/api/client-public/${client.uuid}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Open Klant',
      user_register_intro_text: { value: '<p>Hoi</p>', format: 'filtered_html' },
    });
    const raw = await createClient(db, { registerIntroText: '<p>Hoi<script>x()</script></p>' });
    const cleaned = await app.inject({ method: 'GET', url: `/api/client-public/${raw.uuid}` });
    expect(cleaned.json().user_register_intro_text.value).toBe('<p>Hoi</p>');
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/client-public/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/client-public/${client.id}` })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/clients/{client_id}/terms-users/candidates', () => {
  it('lists the members by name for an eform_employee; 403 for a client manager; 404 elsewhere', async () => {
    const client = await createClient(db);
    const employee = await memberKey(['eform_employee'], client);
    const bert = await createUser(db, { client, displayName: 'Bert' });
    const url = (id: number) => `/api/clients/${id}/terms-users/candidates`;
    const response = await callApi(app, employee.key, 'GET', url(client.id));
    expect(response.statusCode).toBe(200);
    const names = response.json().map((u: { display_name: string }) => u.display_name);
    expect(names).toEqual(['Bert', 'Test Gebruiker']);
    expect(response.json()[0]).toEqual({
      id: bert.id,
      uuid: bert.uuid,
      display_name: 'Bert',
      email: bert.email,
    });
    const manager = await memberKey(['client_manager'], client);
    expect((await callApi(app, manager.key, 'GET', url(client.id))).statusCode).toBe(403);
    const other = await createClient(db);
    expect((await callApi(app, employee.key, 'GET', url(other.id))).statusCode).toBe(404);
  });
});

describe('each role on its own client', () => {
  const expected: Record<TRole, { view: number; edit: number; remove: number }> = {
    authenticated: { view: 403, edit: 403, remove: 403 },
    admin: { view: 200, edit: 200, remove: 200 },
    eform_employee: { view: 200, edit: 200, remove: 403 },
    client_manager: { view: 200, edit: 200, remove: 403 },
    financial: { view: 200, edit: 403, remove: 403 },
    form_manager: { view: 403, edit: 403, remove: 403 },
    form_view_registrations: { view: 403, edit: 403, remove: 403 },
    user_manager: { view: 403, edit: 403, remove: 403 },
  };

  it.each(ROLES)('answers a %s as the permissions say', async (role) => {
    const client = await createClient(db);
    const { key } = await memberKey(role === 'authenticated' ? [] : [role], client);
    const want = expected[role];
    const get = await callApi(app, key, 'GET', `/api/clients/${client.id}`);
    expect(get.statusCode).toBe(want.view);
    const chart = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/chart-credit-usages?year=2025`,
    );
    expect(chart.statusCode).toBe(want.view);
    const patch = await callApi(app, key, 'PATCH', `/api/clients/${client.id}`, {
      name: 'Nieuw',
    });
    expect(patch.statusCode).toBe(want.edit);
    const remove = await callApi(app, key, 'POST', `/api/client/${client.id}/delete`);
    expect(remove.statusCode).toBe(want.remove);
  });
});
