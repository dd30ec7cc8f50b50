import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { sessions } from '../../db/schema';
import { authenticate, forgetCachedSessions, SESSION_CACHE_MS } from './auth.service';
import { hashSessionToken } from './session-token';

const { app, db } = await getTestServer();

function userInfo(apiKey?: string) {
  return app.inject({
    method: 'GET',
    url: '/api/user/info',
    headers: apiKey === undefined ? {} : { 'api-key': apiKey },
  });
}

describe('api-key sessions', () => {
  it('answers 401 without a key', async () => {
    const response = await userInfo();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'U bent niet (meer) ingelogd. Log opnieuw in.',
    });
  });

  it('answers 401 for an unknown key', async () => {
    expect((await userInfo('not-a-real-key')).statusCode).toBe(401);
  });

  it('answers 401 for an expired key', async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashSessionToken(apiKey)));
    expect((await userInfo(apiKey)).statusCode).toBe(401);
  });

  it('revokes the key on logout; it answers 401 afterwards', async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    expect((await userInfo(apiKey)).statusCode).toBe(200);
    const logout = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { 'api-key': apiKey },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ status: 'success' });
    expect((await userInfo(apiKey)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user working after one logs out', async () => {
    const user = await createUser(db);
    const phone = await login(app, user);
    const laptop = await login(app, user);
    await app.inject({ method: 'POST', url: '/api/user/logout', headers: { 'api-key': phone } });
    expect((await userInfo(laptop)).statusCode).toBe(200);
  });

  it('slides the expiry when a key is used after the touch interval', async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    const tokenHash = hashSessionToken(apiKey);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await db
      .update(sessions)
      .set({ lastUsedAt: old, expiresAt: new Date(Date.now() + 1000 * 60) })
      .where(eq(sessions.tokenHash, tokenHash));
    expect((await userInfo(apiKey)).statusCode).toBe(200);
    const session = await db.query.sessions.findFirst({ where: eq(sessions.tokenHash, tokenHash) });
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it(`trusts a looked-up session for at most ${SESSION_CACHE_MS} ms, then sees a revocation made elsewhere`, async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    const now = new Date();
    expect((await authenticate(db, apiKey, now))?.user.id).toBe(user.id);
    // Revoked by another server process (straight in the database, not through this one).
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.tokenHash, hashSessionToken(apiKey)));
    const within = new Date(now.getTime() + SESSION_CACHE_MS - 1);
    expect((await authenticate(db, apiKey, within))?.user.id).toBe(user.id);
    const after = new Date(now.getTime() + SESSION_CACHE_MS);
    expect(await authenticate(db, apiKey, after)).toBeNull();
  });

  it('never trusts a cached session past its own expiry', async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    const expiresAt = new Date(Date.now() + 500);
    await db
      .update(sessions)
      .set({ expiresAt, lastUsedAt: new Date() })
      .where(eq(sessions.tokenHash, hashSessionToken(apiKey)));
    expect(await authenticate(db, apiKey, new Date())).not.toBeNull();
    expect(await authenticate(db, apiKey, expiresAt)).toBeNull();
  });

  it('forgets the cached sessions of a user whose account changed', async () => {
    const user = await createUser(db);
    const apiKey = await login(app, user);
    const now = new Date();
    expect(await authenticate(db, apiKey, now)).not.toBeNull();
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(eq(sessions.tokenHash, hashSessionToken(apiKey)));
    forgetCachedSessions(user.id);
    expect(await authenticate(db, apiKey, now)).toBeNull();
  });
});
