import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { MAX_ACCOUNT_FAILURES, MAX_ADDRESS_FAILURES } from './rate-limit';

const { app, db } = await getTestServer();

function attempt(username: string, password: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { username, password },
  });
}

describe('login rate limit (stored in PostgreSQL)', () => {
  it(`locks an account after ${MAX_ACCOUNT_FAILURES} failures, even for the right password`, async () => {
    const user = await createUser(db);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES; i++) {
      // Different addresses: the account limit must not depend on where guesses come from.
      expect((await attempt(user.email, 'fout', uniqueIp())).statusCode).toBe(401);
    }
    const locked = await attempt(user.email, TEST_PASSWORD, uniqueIp());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'error',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it(`blocks an address after ${MAX_ADDRESS_FAILURES} failures over many accounts`, async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAX_ADDRESS_FAILURES; i++) {
      expect((await attempt(`onbekend-${i}@example.nl`, 'fout', ip)).statusCode).toBe(401);
    }
    const user = await createUser(db);
    const blocked = await attempt(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await attempt(user.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it("clears the account's failures on a successful sign-in", async () => {
    const user = await createUser(db);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) {
      expect((await attempt(user.email, 'fout', uniqueIp())).statusCode).toBe(401);
    }
    expect((await attempt(user.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
    for (let i = 0; i < MAX_ACCOUNT_FAILURES - 1; i++) {
      expect((await attempt(user.email, 'fout', uniqueIp())).statusCode).toBe(401);
    }
    expect((await attempt(user.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });
});
