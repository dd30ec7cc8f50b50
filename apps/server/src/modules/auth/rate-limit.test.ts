import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDomainError } from '@eform/core/errors';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createUser, TEST_PASSWORD, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { loginAttempts } from '../../db/schema';
import { login } from './auth.service';
import * as password from './password';
import {
  ACCOUNT_FREE_FAILURES,
  accountDelayMs,
  LOGIN_WINDOW_MS,
  MAX_ACCOUNT_ADDRESS_FAILURES,
  MAX_ADDRESS_FAILURES,
} from './rate-limit';

// A pass-through spy: the real argon2 check still runs, the spy only counts how often it ran.
vi.mock('./password', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const passwordChecks = vi.mocked(password.verifyPassword);

const { app, db } = await getTestServer();

beforeEach(() => {
  passwordChecks.mockClear();
});

function attempt(username: string, pass: string, remoteAddress: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress,
    payload: { username, password: pass },
  });
}

/** Sign-in over a real socket from `localAddress`, as a browser on that address would. */
async function postLogin(base: URL, localAddress: string, username: string, pass: string) {
  const body = JSON.stringify({ username, password: pass });
  return new Promise<{ status: number; retryAfter: string | undefined }>((resolve, reject) => {
    const req = request(
      base,
      {
        method: 'POST',
        path: '/api/user/login',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({ status: res.statusCode ?? 0, retryAfter });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Stores failed attempts of `email` as if guessed at those instants, from fresh addresses or,
 * where `ips` names one, from that address.
 */
async function seedAccountFailures(email: string, at: Date[], ips: string[] = []) {
  await db
    .insert(loginAttempts)
    .values(at.map((d, i) => ({ email, ip: ips[i] ?? uniqueIp(), attemptedAt: d })));
}

// Simulated time: a clean address's hold (distributed-lockout.test.ts) is not really waited here.
const noPause = async () => {};

/** The service's answer at a chosen instant: 'ok', 'wrong', or the Retry-After seconds. */
async function loginAt(email: string, pass: string, ip: string, now: Date) {
  try {
    await login(db, { username: email, password: pass, ip, userAgent: undefined }, now, noPause);
    return 'ok';
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'INVALID_CREDENTIALS') return 'wrong';
    expect(error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    return Number(error.params.retryAfter);
  }
}

function countStatuses(statuses: number[]) {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe('login rate limit per account and address (stored in PostgreSQL)', () => {
  it('lets at most 5 of 50 parallel guesses reach the password check; another address still signs in', async () => {
    const user = await createUser(db);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = new URL(`http://127.0.0.1:${port}`);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => postLogin(base, '127.0.0.1', user.email, 'fout')),
    );
    const statuses = countStatuses(answers.map((a) => a.status));
    expect(statuses[401]).toBe(MAX_ACCOUNT_ADDRESS_FAILURES);
    expect(statuses[429]).toBe(50 - MAX_ACCOUNT_ADDRESS_FAILURES);
    expect(passwordChecks).toHaveBeenCalledTimes(MAX_ACCOUNT_ADDRESS_FAILURES);
    const refused = answers.find((a) => a.status === 429);
    expect(Number(refused?.retryAfter)).toBeGreaterThan(14 * 60);

    // The address that guessed stays refused, even with the right password, without a check.
    expect((await postLogin(base, '127.0.0.1', user.email, TEST_PASSWORD)).status).toBe(429);
    expect(passwordChecks).toHaveBeenCalledTimes(MAX_ACCOUNT_ADDRESS_FAILURES);
    // The owner on another address is not locked out.
    expect((await postLogin(base, '127.0.0.2', user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses the guessing address with the Dutch text and a Retry-After of the window', async () => {
    const user = await createUser(db);
    const ip = uniqueIp();
    for (let i = 0; i < MAX_ACCOUNT_ADDRESS_FAILURES; i++) {
      expect((await attempt(user.email, 'fout', ip)).statusCode).toBe(401);
    }
    const locked = await attempt(user.email, TEST_PASSWORD, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      status: 'error',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Te veel inlogpogingen. Probeer het over 15 minuten opnieuw.',
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await attempt(user.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('opens the guessing address again once the window has passed', async () => {
    const user = await createUser(db);
    const ip = uniqueIp();
    const start = new Date();
    for (let i = 0; i < MAX_ACCOUNT_ADDRESS_FAILURES; i++) {
      expect(await loginAt(user.email, 'fout', ip, start)).toBe('wrong');
    }
    const almost = new Date(start.getTime() + LOGIN_WINDOW_MS - 1000);
    expect(await loginAt(user.email, TEST_PASSWORD, ip, almost)).toBe(1);
    const after = new Date(start.getTime() + LOGIN_WINDOW_MS + 1);
    expect(await loginAt(user.email, TEST_PASSWORD, ip, after)).toBe('ok');
  });

  it(`lets at most ${MAX_ADDRESS_FAILURES} of 300 parallel guesses over many accounts through from one address`, async () => {
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) => attempt(`onbekend-${i}@example.nl`, 'fout', ip)),
    );
    const statuses = countStatuses(answers.map((a) => a.statusCode));
    expect(statuses[401]).toBe(MAX_ADDRESS_FAILURES);
    expect(statuses[429]).toBe(300 - MAX_ADDRESS_FAILURES);
    expect(passwordChecks).toHaveBeenCalledTimes(MAX_ADDRESS_FAILURES);

    const user = await createUser(db);
    const blocked = await attempt(user.email, TEST_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not affected.
    expect((await attempt(user.email, TEST_PASSWORD, uniqueIp())).statusCode).toBe(200);
  });

  it('a success clears the failures of that account from that address only', async () => {
    const user = await createUser(db);
    const ip = uniqueIp();
    const elsewhere = uniqueIp();
    for (let i = 0; i < MAX_ACCOUNT_ADDRESS_FAILURES - 1; i++) {
      expect((await attempt(user.email, 'fout', ip)).statusCode).toBe(401);
      expect((await attempt(user.email, 'fout', elsewhere)).statusCode).toBe(401);
    }
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    const left = await db
      .select()
      .from(loginAttempts)
      .where(eq(loginAttempts.email, user.email.toLowerCase()));
    expect(left.map((row) => row.ip)).toEqual(
      Array(MAX_ACCOUNT_ADDRESS_FAILURES - 1).fill(elsewhere),
    );
    // A fresh allowance on the cleared address ...
    for (let i = 0; i < MAX_ACCOUNT_ADDRESS_FAILURES - 1; i++) {
      expect((await attempt(user.email, 'fout', ip)).statusCode).toBe(401);
    }
    expect((await attempt(user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    // ... while the other address keeps its count: one more failure and it is refused.
    expect((await attempt(user.email, 'fout', elsewhere)).statusCode).toBe(401);
    expect((await attempt(user.email, TEST_PASSWORD, elsewhere)).statusCode).toBe(429);
  });
});

describe('progressive delay per account (from all addresses)', () => {
  it('grows with every failure for the addresses that failed, capped at half a minute', async () => {
    const user = await createUser(db);
    const guessers = Array.from({ length: 4 }, () => uniqueIp());
    let now = new Date();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      expect(await loginAt(user.email, 'fout', guessers[i % 4] as string, now)).toBe('wrong');
    }
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const ip = guessers[i % 4] as string;
      const wait = await loginAt(user.email, 'fout', ip, now);
      expect(typeof wait).toBe('number');
      waits.push(wait as number);
      now = new Date(now.getTime() + (wait as number) * 1000);
      expect(await loginAt(user.email, 'fout', ip, now)).toBe('wrong');
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 30, 30]);
    expect(passwordChecks).toHaveBeenCalledTimes(ACCOUNT_FREE_FAILURES + 7);

    // The owner, on an address that has not failed, is not refused (issue 17).
    expect(await loginAt(user.email, TEST_PASSWORD, uniqueIp(), now)).toBe('ok');
  });

  it('answers 429 with the short-wait text to an address that failed while the account is delayed', async () => {
    const user = await createUser(db);
    const now = Date.now();
    const failures = ACCOUNT_FREE_FAILURES + 2;
    const guesser = uniqueIp();
    await seedAccountFailures(
      user.email,
      Array.from({ length: failures }, (_, i) => new Date(now - (failures - i) * 1000)),
      [guesser],
    );
    const delayed = await attempt(user.email, TEST_PASSWORD, guesser);
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json()).toEqual({
      status: 'error',
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: 'Te veel inlogpogingen. Probeer het over een halve minuut opnieuw.',
    });
    const retryAfter = Number(delayed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(accountDelayMs(failures) / 1000);
    expect(passwordChecks).not.toHaveBeenCalled();
  });

  it('never keeps the owner out longer than half a minute after the latest guess', async () => {
    const user = await createUser(db);
    const now = Date.now();
    // A distributed guessing run: 40 failures from 40 addresses, the latest 31 s ago.
    await seedAccountFailures(
      user.email,
      Array.from({ length: 40 }, (_, i) => new Date(now - 31_000 - i * 1000)),
    );
    const response = await attempt(user.email, TEST_PASSWORD, '127.0.0.2');
    expect(response.statusCode).toBe(200);
    const stored = await db
      .select()
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.ip, '127.0.0.2')));
    expect(stored).toEqual([]);
  });
});
