import { Writable } from 'node:stream';
import { ZLoginAttackList } from '@eform/core/api/login-attacks';
import { isDomainError } from '@eform/core/errors';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createUser, login as signIn, TEST_PASSWORD, uniqueIp } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { loginAttempts } from '../../db/schema';
import { login } from './auth.service';
import {
  ACCOUNT_FREE_FAILURES,
  CLEAN_ADDRESS_MAX_WAIT_MS,
  LOGIN_ATTACK_FAILURES,
  MAX_ACCOUNT_ADDRESS_FAILURES,
  rateLimitAddress,
} from './rate-limit';

// Issue 17: six rotating addresses kept any account locked (429 on 74 of 74 of the owner's tries
// over 150 s). The account-wide delay may hold a clean address up a moment, never refuse it.

const lines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const { app, db } = await getTestServer({
  loggerInstance: pino({ level: 'info' }, logStream),
});

type TAnswer = 'ok' | 'wrong' | number;

/** The service's answer at a chosen instant, and how long it held the attempt (never really). */
async function tryAt(email: string, pass: string, ip: string, now: Date) {
  let held = 0;
  const pause = async (ms: number) => {
    held += ms;
  };
  const input = { username: email, password: pass, ip, userAgent: undefined, log: app.log };
  let answer: TAnswer;
  try {
    await login(db, input, now, pause);
    answer = 'ok';
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.code === 'INVALID_CREDENTIALS') answer = 'wrong';
    else {
      expect(error.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      answer = Number(error.params.retryAfter);
    }
  }
  return { answer, held };
}

/**
 * Six addresses guess `email` round the clock (each tries every second) for `seconds`; the owner
 * signs in from an address of their own every `ownerEvery` seconds. Simulated time: nothing sleeps.
 */
async function rotatingAttack(email: string, seconds: number, ownerEvery: number) {
  const attackers = Array.from({ length: 6 }, () => uniqueIp());
  const owner = uniqueIp();
  const start = Date.now();
  const ownerTries: { answer: TAnswer; held: number }[] = [];
  let guesses = 0;
  for (let s = 0; s < seconds; s++) {
    const now = new Date(start + s * 1000);
    for (const ip of attackers) {
      if ((await tryAt(email, 'fout', ip, now)).answer === 'wrong') guesses++;
    }
    if (s % ownerEvery === 0) ownerTries.push(await tryAt(email, TEST_PASSWORD, owner, now));
  }
  return { ownerTries, guesses, attackers };
}

describe('nobody can keep an account locked from elsewhere', () => {
  it('six rotating addresses never get the owner on a clean address refused; the hold is bounded', async () => {
    const user = await createUser(db);
    const { ownerTries, guesses } = await rotatingAttack(user.email, 150, 2);
    expect(ownerTries).toHaveLength(75);
    expect(ownerTries.filter((t) => t.answer !== 'ok')).toEqual([]);
    expect(Math.max(...ownerTries.map((t) => t.held))).toBeLessThanOrEqual(
      CLEAN_ADDRESS_MAX_WAIT_MS,
    );
    // The owner is held while the account is under delay, not only let through.
    expect(ownerTries.some((t) => t.held > 0)).toBe(true);
    // Each address still gets at most 5 guesses per window.
    expect(guesses).toBeLessThanOrEqual(6 * MAX_ACCOUNT_ADDRESS_FAILURES);
    // About 1,050 sign-ins, each verifying a password hash (CPU-bound by design): 6 s on a quiet
    // machine, 25 s on a loaded one beside other test files; its own bound keeps it far from it.
  }, 120_000);

  it('keeps refusing, during the delay, an address that failed for the account', async () => {
    const user = await createUser(db);
    const start = Date.now();
    const failed = uniqueIp();
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
      const ip = i === 0 ? failed : uniqueIp();
      expect((await tryAt(user.email, 'fout', ip, new Date(start))).answer).toBe('wrong');
    }
    // The account is now delayed: the failed address gets 429 even with the right password ...
    const refused = await tryAt(user.email, TEST_PASSWORD, failed, new Date(start));
    expect(refused).toEqual({ answer: 1, held: 0 });
    // ... and once the delay has passed it may try again.
    const later = await tryAt(user.email, TEST_PASSWORD, failed, new Date(start + 1000));
    expect(later).toEqual({ answer: 'ok', held: 0 });
  });

  it('over HTTP: the owner on a clean address gets 200 within the bound while guessing goes on', async () => {
    const user = await createUser(db);
    const now = Date.now();
    const failures = ACCOUNT_FREE_FAILURES + 8;
    await db.insert(loginAttempts).values(
      Array.from({ length: failures }, (_, i) => ({
        email: user.email,
        ip: uniqueIp(),
        attemptedAt: new Date(now - (failures - i) * 100),
      })),
    );
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: uniqueIp(),
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeLessThan(CLEAN_ADDRESS_MAX_WAIT_MS + 1500);
  });

  it('logs the attack without the e-mail address and lists it for the admins only', async () => {
    const user = await createUser(db);
    const { attackers } = await rotatingAttack(user.email, 40, 10);

    const warnings = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.accountId === user.id);
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings[0]).toMatchObject({
      level: 40,
      route: 'POST /api/user/login',
      failures: LOGIN_ATTACK_FAILURES,
      windowMinutes: 15,
    });
    expect(warnings[0]?.addresses).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toContain(user.email);
    expect(lines.join('\n')).not.toContain(TEST_PASSWORD);

    const admin = await createUser(db, { roles: ['admin'] });
    const answer = await callApi(app, await signIn(app, admin), 'GET', '/api/admin/login-attacks');
    expect(answer.statusCode).toBe(200);
    const list = ZLoginAttackList.parse(answer.json());
    const listed = list.accounts.find((a) => a.user_id === user.id);
    expect(listed).toMatchObject({ email: user.email, addresses: attackers.length });
    expect(listed?.failures).toBeGreaterThanOrEqual(LOGIN_ATTACK_FAILURES);
    expect(Date.parse(listed?.first_seen ?? '')).toBeLessThanOrEqual(
      Date.parse(listed?.last_seen ?? ''),
    );

    const plain = await createUser(db);
    const refused = await callApi(app, await signIn(app, plain), 'GET', '/api/admin/login-attacks');
    expect(refused.statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: '/api/admin/login-attacks' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('an IPv6 attacker cannot rotate through the addresses of one network', () => {
  it('counts the addresses of one /64 as one address; another /64 is not affected', async () => {
    const user = await createUser(db);
    const net = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    const now = new Date();
    for (let i = 1; i <= MAX_ACCOUNT_ADDRESS_FAILURES; i++) {
      expect((await tryAt(user.email, 'fout', `${net}::${i}`, now)).answer).toBe('wrong');
    }
    const sameNetwork = await tryAt(user.email, TEST_PASSWORD, `${net}:0:0:0:99`, now);
    expect(typeof sameNetwork.answer).toBe('number');
    expect(sameNetwork.answer).toBeGreaterThan(14 * 60);
    const otherNetwork = await tryAt(user.email, TEST_PASSWORD, `${net.slice(0, -1)}2::1`, now);
    expect(otherNetwork.answer).toBe('ok');
  });

  it('takes an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(rateLimitAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(rateLimitAddress('2001:DB8:0:0a::1')).toBe('2001:db8:0:a::/64');
    expect(rateLimitAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('64:ff9b::10.1.2.3')).toBe('64:ff9b:0:0::/64');
  });
});
