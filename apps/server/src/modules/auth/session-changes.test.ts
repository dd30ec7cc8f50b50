import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { sessions, users } from '../../db/schema';
import { authenticate } from './auth.service';
import { listenForSessionChanges, SESSION_CHANGES_LISTENER } from './session-changes';
import { hashSessionToken } from './session-token';

// A change to a session or its account made by another server process (here: straight in the
// database) reaches this process's session cache at once through LISTEN/NOTIFY (issue 33), not
// after SESSION_CACHE_MS. Every check passes the same `now` to authenticate, so the cache never
// runs out by time: only the notification can make it look again.
const { app, db, url } = await getTestServer();
const listener = await listenForSessionChanges(url, { reconnectMs: 50 });
afterAll(() => listener.stop());

/** Polls until `authenticate` answers null for the key at `now`; false after 10 s. */
async function refusedAt(apiKey: string, now: Date): Promise<boolean> {
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    if ((await authenticate(db, apiKey, now)) === null) return true;
    await sleep(20);
  }
  return false;
}

async function signedInAndCached() {
  const user = await createUser(db, { roles: ['admin'] });
  const apiKey = await login(app, user);
  const now = new Date();
  expect((await authenticate(db, apiKey, now))?.user.id).toBe(user.id);
  return { user, apiKey, now };
}

const revokeElsewhere = (apiKey: string, now: Date) =>
  db
    .update(sessions)
    .set({ revokedAt: now })
    .where(eq(sessions.tokenHash, hashSessionToken(apiKey)));

describe('session changes from other processes', () => {
  it('forgets a session revoked elsewhere at once', async () => {
    const { apiKey, now } = await signedInAndCached();
    await revokeElsewhere(apiKey, now);
    expect(await refusedAt(apiKey, now)).toBe(true);
  });

  it('forgets the sessions of an account whose roles changed elsewhere', async () => {
    const { user, apiKey, now } = await signedInAndCached();
    await db.update(users).set({ globalRoles: [] }).where(eq(users.id, user.id));
    const until = Date.now() + 10_000;
    let roles = (await authenticate(db, apiKey, now))?.user.globalRoles;
    while (roles?.length && Date.now() < until) {
      await sleep(20);
      roles = (await authenticate(db, apiKey, now))?.user.globalRoles;
    }
    expect(roles).toEqual([]);
  });

  it('trusts no cached session while its connection is lost, and listens again after', async () => {
    const first = await signedInAndCached();
    await db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${SESSION_CHANGES_LISTENER} and datname = current_database()`,
    );
    // Lost: every request looks its session up, so a revocation holds at once.
    const until = Date.now() + 10_000;
    while (listener.listening() && Date.now() < until) await sleep(20);
    expect(listener.listening()).toBe(false);
    await revokeElsewhere(first.apiKey, first.now);
    expect(await authenticate(db, first.apiKey, first.now)).toBeNull();
    // Back: the cache is trusted again, and kept true by the notifications.
    while (!listener.listening() && Date.now() < until) await sleep(20);
    expect(listener.listening()).toBe(true);
    const second = await signedInAndCached();
    await revokeElsewhere(second.apiKey, second.now);
    expect(await refusedAt(second.apiKey, second.now)).toBe(true);
  });
});
