import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { memberships, users } from '../../db/schema';
import { forgetCachedSessions, SESSION_CACHE_MS } from './auth.service';

/**
 * How soon a removed role stops working (issue 16, item 8). Client roles live in the membership,
 * which every request reads: a change holds at once. Global roles (admin, eform_employee) ride
 * in the session, which each process trusts for SESSION_CACHE_MS: a change made anywhere (an
 * admin screen on another instance, the database) holds within that window on every instance,
 * and at once where forgetCachedSessions is called.
 */
const { app, db } = await getTestServer();

const clientInfo = (apiKey: string, clientId: number) =>
  app.inject({
    method: 'GET',
    url: `/api/client/${clientId}/info`,
    headers: { 'api-key': apiKey },
  });

/** Milliseconds until `clientInfo` answers `status` (polling every 50 ms), or null after 5 s. */
async function msUntil(apiKey: string, clientId: number, status: number) {
  const start = Date.now();
  while (Date.now() - start < 5000) {
    if ((await clientInfo(apiKey, clientId)).statusCode === status) return Date.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

describe('a removed role stops working', () => {
  it('a removed client role holds at the next request', async () => {
    const client = await createClient(db);
    const user = await createUser(db, { client, roles: ['client_manager'] });
    const apiKey = await login(app, user);
    const before = await clientInfo(apiKey, client.id);
    expect(before.json().permissions).toContain('eform manage forms');
    await db
      .update(memberships)
      .set({ roles: [] })
      .where(and(eq(memberships.userId, user.id), eq(memberships.clientId, client.id)));
    const after = await clientInfo(apiKey, client.id);
    expect(after.json().permissions).not.toContain('eform manage forms');
  });

  it('a removed membership holds at the next request', async () => {
    const client = await createClient(db);
    const user = await createUser(db, { client: [client, await createClient(db)] });
    const apiKey = await login(app, user);
    expect((await clientInfo(apiKey, client.id)).statusCode).toBe(200);
    await db
      .delete(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.clientId, client.id)));
    expect((await clientInfo(apiKey, client.id)).statusCode).toBe(403);
  });

  it('a removed global role holds within the session cache time, made anywhere', async () => {
    const client = await createClient(db);
    const admin = await createUser(db, { roles: ['admin'] });
    const apiKey = await login(app, admin);
    // Cached now: an admin reaches a client they are no member of.
    expect((await clientInfo(apiKey, client.id)).statusCode).toBe(200);
    await db.update(users).set({ globalRoles: [] }).where(eq(users.id, admin.id));
    const waited = await msUntil(apiKey, client.id, 403);
    expect(waited).not.toBeNull();
    expect(waited).toBeLessThanOrEqual(SESSION_CACHE_MS + 1000);
  });

  it('holds at once where the change calls forgetCachedSessions', async () => {
    const client = await createClient(db);
    const admin = await createUser(db, { roles: ['admin'] });
    const apiKey = await login(app, admin);
    expect((await clientInfo(apiKey, client.id)).statusCode).toBe(200);
    await db.update(users).set({ globalRoles: [] }).where(eq(users.id, admin.id));
    forgetCachedSessions(admin.id);
    expect((await clientInfo(apiKey, client.id)).statusCode).toBe(403);
  });
});
