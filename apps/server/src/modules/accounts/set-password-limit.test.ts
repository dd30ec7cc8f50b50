import { randomBytes } from 'node:crypto';
import { ts } from '@eform/core/messages/server-only';
import { describe, expect, it } from 'vitest';
import { createUser, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { issueAccountToken } from './account-tokens';
import { MAX_MAIL_REQUESTS_PER_IP, MAX_SET_PASSWORD_ATTEMPTS_PER_TOKEN } from './mail-requests';

/**
 * Issue 29, finding 7: `POST /api/user/set-password` took 200 guesses in 1.7 s. Attempts are now
 * counted in PostgreSQL before the token is looked up, per token and per IP, like the reset
 * mails; a refused one is a 429 with Retry-After and a Dutch text.
 */
const { app, db } = await getTestServer();

const madeUp = () => randomBytes(32).toString('base64url');

function setPassword(token: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/set-password',
    payload: { token, password: 'een-nieuw-wachtwoord' },
    remoteAddress,
  });
}

function expectRefused(response: Awaited<ReturnType<typeof setPassword>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    code: 'TOO_MANY_REQUESTS',
    message: ts('server.account.tooManyPasswordAttempts', { minutes: 15 }),
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(14 * 60);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('set-password guesses', () => {
  it('are refused from an IP past the limit, before the token is looked up', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_IP; i++) {
      expect((await setPassword(madeUp(), ip)).statusCode).toBe(404);
    }
    expectRefused(await setPassword(madeUp(), ip));
    // Even the right token waits: the IP is refused, not the guess.
    const user = await createUser(db);
    const token = await issueAccountToken(db, user.id, 'reset');
    expectRefused(await setPassword(token, ip));
    expect((await setPassword(madeUp(), uniqueIp())).statusCode).toBe(404);
    expect((await setPassword(token, uniqueIp())).statusCode).toBe(200);
  });

  it('are refused per token, from whichever IP', async () => {
    const token = madeUp();
    for (let i = 0; i < MAX_SET_PASSWORD_ATTEMPTS_PER_TOKEN; i++) {
      expect((await setPassword(token, uniqueIp())).statusCode).toBe(404);
    }
    expectRefused(await setPassword(token, uniqueIp()));
  });

  it('count only until a password is set: staff behind one address all get in', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_IP - 1; i++) {
      expect((await setPassword(madeUp(), ip)).statusCode).toBe(404);
    }
    for (let i = 0; i < 3; i++) {
      const user = await createUser(db);
      const token = await issueAccountToken(db, user.id, 'welcome');
      expect((await setPassword(token, ip)).statusCode).toBe(200);
    }
    // The three that set a password left the count: this is the IP's 30th attempt, not its 33rd.
    expect((await setPassword(madeUp(), ip)).statusCode).toBe(404);
    expectRefused(await setPassword(madeUp(), ip));
  });
});
