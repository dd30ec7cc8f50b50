import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { auditLog } from '../../db/schema';
import { purgeExpiredAuditEntries } from './audit.service';

const { app, db } = await getTestServer();

const clientA = await createClient(db);
const clientB = await createClient(db);
const managerA = await createUser(db, {
  client: clientA,
  roles: ['client_manager'],
  displayName: 'Beheerder A',
});
const managerB = await createUser(db, { client: clientB, roles: ['client_manager'] });
const formManagerA = await createUser(db, { client: clientA, roles: ['form_manager'] });
const fillerA = await createUser(db, { client: clientA });
const admin = await createUser(db, { roles: ['admin'] });
const keyA = await login(app, managerA);
const keyB = await login(app, managerB);
const formManagerKey = await login(app, formManagerA);
const fillerKey = await login(app, fillerA);
const adminKey = await login(app, admin);

const registrationA = randomUUID();
const DAY = 24 * 60 * 60 * 1000;
const base = Date.UTC(2026, 5, 1, 12);

// Entries written straight (as the writer would): 60 of client A over 60 minutes, alternating
// two actions and two users, a handful for one registration, and one of client B.
const entryOf = (i: number) => ({
  at: new Date(base + i * 60_000),
  clientId: clientA.id,
  userId: i % 2 === 0 ? managerA.id : formManagerA.id,
  userName: i % 2 === 0 ? 'Beheerder A' : 'Formulierbeheerder',
  action: i % 2 === 0 ? 'registration.view' : 'registration.trash',
  objectType: 'registration',
  objectId: i < 5 ? registrationA : randomUUID(),
  registrationUuid: i < 5 ? registrationA : null,
  address: '10.0.0.1',
});
await db.insert(auditLog).values(Array.from({ length: 60 }, (_, i) => entryOf(i)));
await db.insert(auditLog).values({
  ...entryOf(0),
  clientId: clientB.id,
  userId: managerB.id,
  userName: 'Geheim B',
  objectId: 'b-only',
});

/** What PostgreSQL answered to a failed statement (the query builder wraps it). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no error';
}

const read = (key: string, clientId: number, query = '') =>
  callApi(app, key, 'GET', `/api/clients/${clientId}/audit-log${query ? `?${query}` : ''}`);

describe('GET /api/clients/{client_id}/audit-log', () => {
  it("answers a client manager his client's entries, newest first, 50 a page", async () => {
    const first = await read(keyA, clientA.id);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.items).toHaveLength(50);
    expect(body.next_page).toBe(2);
    expect(body.items[0]).toEqual({
      at: new Date(base + 59 * 60_000).toISOString(),
      user: { id: formManagerA.id, display_name: 'Formulierbeheerder' },
      action: 'registration.trash',
      object_type: 'registration',
      object_id: expect.any(String),
      address: '10.0.0.1',
      client_id: clientA.id,
      details: null,
    });
    const second = (await read(keyA, clientA.id, 'page=2')).json();
    expect(second.next_page).toBeNull();
    // Page 2 holds the rest (and this test's own reads, once written): never client B's.
    expect(second.items.length).toBeGreaterThanOrEqual(10);
    const objects = [...body.items, ...second.items].map((item) => item.object_id);
    expect(objects).not.toContain('b-only');
  });

  it('filters by registration, user, action and time', async () => {
    const byRegistration = (
      await read(keyA, clientA.id, `registration_id=${registrationA}`)
    ).json();
    expect(byRegistration.items).toHaveLength(5);
    const byUser = (await read(keyA, clientA.id, `user_id=${formManagerA.id}`)).json();
    expect(byUser.items.every((i: { user: { id: number } }) => i.user.id === formManagerA.id)).toBe(
      true,
    );
    expect(byUser.items).toHaveLength(30);
    const byAction = (await read(keyA, clientA.id, 'action=registration.view')).json();
    expect(byAction.items).toHaveLength(30);
    const from = new Date(base + 10 * 60_000).toISOString();
    const to = new Date(base + 20 * 60_000).toISOString();
    const window = (
      await read(keyA, clientA.id, `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
    ).json();
    expect(window.items).toHaveLength(10);
    expect(window.items.at(-1).at).toBe(from);
  });

  it('answers 400 naming a bad filter', async () => {
    for (const [query, field] of [
      ['action=registration.burn', 'action'],
      ['from=gisteren', 'from'],
      ['registration_id=12', 'registration_id'],
      ['user_id=x', 'user_id'],
    ]) {
      const response = await read(keyA, clientA.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('refuses a form manager and a filler (403), another client (404)', async () => {
    expect((await read(formManagerKey, clientA.id)).statusCode).toBe(403);
    expect((await read(fillerKey, clientA.id)).statusCode).toBe(403);
    expect((await read(keyB, clientA.id)).statusCode).toBe(404);
    expect((await read(keyA, clientB.id)).statusCode).toBe(404);
    const own = (await read(keyB, clientB.id)).json();
    expect(own.items.map((i: { object_id: string }) => i.object_id)).toContain('b-only');
    expect(own.items.every((i: { client_id: number }) => i.client_id === clientB.id)).toBe(true);
  });

  it('logs each read as audit.read with its filters, by the reader from his address', async () => {
    await app.inject({
      method: 'GET',
      url: `/api/clients/${clientA.id}/audit-log?action=registration.trash`,
      headers: { 'api-key': keyA },
      remoteAddress: '192.0.2.7',
    });
    await app.audit.flush();
    const reads = (await read(keyA, clientA.id, 'action=audit.read')).json();
    expect(reads.items[0]).toMatchObject({
      user: { id: managerA.id, display_name: 'Beheerder A' },
      action: 'audit.read',
      object_type: 'audit_log',
      object_id: String(clientA.id),
      address: '192.0.2.7',
      details: { action: 'registration.trash', page: 1 },
    });
  });
});

describe('GET /api/clients/{client_id}/audit-log/export', () => {
  it('streams the filtered log as CSV with Dutch headers, and logs the export', async () => {
    const response = await callApi(
      app,
      keyA,
      'GET',
      `/api/clients/${clientA.id}/audit-log/export?registration_id=${registrationA}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('auditlog.csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Tijdstip;Gebruiker;Actie;Object;Id;Adres');
    expect(lines).toHaveLength(6);
    expect(lines[1]).toBe(
      `${new Date(base + 4 * 60_000).toISOString()};Beheerder A;Registratie bekeken;registration;${registrationA};10.0.0.1`,
    );
    await app.audit.flush();
    const exports = (await read(keyA, clientA.id, 'action=audit.export')).json();
    expect(exports.items).toHaveLength(1);
  });

  it('refuses a filler and another client', async () => {
    const url = (id: number) => `/api/clients/${id}/audit-log/export`;
    expect((await callApi(app, fillerKey, 'GET', url(clientA.id))).statusCode).toBe(403);
    expect((await callApi(app, keyB, 'GET', url(clientA.id))).statusCode).toBe(404);
  });
});

describe('GET /api/admin/audit-log', () => {
  it('answers an admin across clients, or one client by client_id', async () => {
    const all = (await callApi(app, adminKey, 'GET', '/api/admin/audit-log')).json();
    const clients = new Set(all.items.map((i: { client_id: number }) => i.client_id));
    expect(clients.has(clientB.id)).toBe(true);
    const onlyB = (
      await callApi(app, adminKey, 'GET', `/api/admin/audit-log?client_id=${clientB.id}`)
    ).json();
    expect(onlyB.items.every((i: { client_id: number }) => i.client_id === clientB.id)).toBe(true);
    const csv = await callApi(app, adminKey, 'GET', '/api/admin/audit-log/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Geheim B');
  });

  it('refuses a client manager', async () => {
    expect((await callApi(app, keyA, 'GET', '/api/admin/audit-log')).statusCode).toBe(403);
    expect((await callApi(app, keyA, 'GET', '/api/admin/audit-log/export')).statusCode).toBe(403);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the app pool', async () => {
    expect(
      await refusal(
        db.execute(sql`update audit_log set user_name = 'Niemand' where client_id = ${clientA.id}`),
      ),
    ).toMatch(/append-only: UPDATE refused/);
    expect(
      await refusal(db.execute(sql`delete from audit_log where client_id = ${clientA.id}`)),
    ).toMatch(/append-only: DELETE refused/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(
      /append-only: TRUNCATE refused/,
    );
    const [left] = (
      await db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where client_id = ${clientA.id} and user_name = 'Niemand'`,
      )
    ).rows;
    expect(left?.n).toBe(0);
  });

  it('the purge deletes entries older than the period only', async () => {
    const now = new Date(base + 400 * DAY);
    const client = await createClient(db);
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await db.insert(auditLog).values(
      [366, 400, 364, 10].map((days) => ({
        at: at(days),
        clientId: client.id,
        userId: null,
        userName: null,
        action: 'registration.view',
        objectType: 'registration',
        objectId: `dag-${days}`,
        address: null,
      })),
    );
    await purgeExpiredAuditEntries(db, 365, now);
    const left = await db.execute<{ object_id: string }>(
      sql`select object_id from audit_log where client_id = ${client.id} order by object_id`,
    );
    expect(left.rows.map((r) => r.object_id)).toEqual(['dag-10', 'dag-364']);
  });

  it('the database refuses a purge of entries younger than the hard floor', async () => {
    // A retention below the floor (a bad setting or a hand-made call) deletes nothing young.
    expect(await refusal(purgeExpiredAuditEntries(db, 0, new Date(Date.now() + DAY)))).toMatch(
      /append-only: DELETE refused/,
    );
  });
});
