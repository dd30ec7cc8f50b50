import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, TEST_PASSWORD, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { buildApp } from '../../app';
import { createDatabase } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashSessionToken } from './session-token';

const { app, db, url } = await getTestServer();

function multipart(fields: Record<string, string>) {
  const boundary = '----eformtest';
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('POST /api/user/login', () => {
  it('signs in with urlencoded form data and answers the account with its clients', async () => {
    const client = await createClient(db, { name: 'Gemeente Login' });
    const user = await createUser(db, { client, displayName: 'Els Jansen' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 'success',
      api_key: expect.stringMatching(/^[\w-]{43}$/),
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      display_name: 'Els Jansen',
      roles: ['authenticated'],
      clients: [{ id: client.id, uuid: client.uuid, name: 'Gemeente Login' }],
    });
    // Only the hash of the key is stored.
    const stored = await db.query.sessions.findFirst({
      where: eq(sessions.tokenHash, hashSessionToken(body.api_key)),
    });
    expect(stored?.userId).toBe(user.id);
    const after = await db.query.users.findFirst({ where: eq(users.id, user.id) });
    expect(after?.lastAccessAt).toBeInstanceOf(Date);
  });

  it('signs in with multipart form data, ignoring the case of the e-mail address', async () => {
    const user = await createUser(db);
    const form = multipart({ username: user.email.toUpperCase(), password: TEST_PASSWORD });
    const response = await app.inject({ method: 'POST', url: '/api/user/login', ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('signs in with JSON too', async () => {
    const user = await createUser(db, { roles: ['eform_employee'] });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['authenticated', 'eform_employee']);
  });

  it('answers 401 with the Dutch message for a wrong password or an unknown account', async () => {
    const user = await createUser(db);
    for (const username of [user.email, 'niemand@example.nl']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: uniqueIp(),
        payload: { username, password: 'fout-wachtwoord' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'INVALID_CREDENTIALS',
        message: 'Onjuist e-mailadres of wachtwoord.',
      });
    }
  });

  it('answers 400 naming a missing field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'iemand@example.nl' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'VALIDATION',
      message: 'Het veld "password" is verplicht.',
    });
  });

  it('answers 500 with the spec text when something unexpected fails', async () => {
    const broken = createDatabase(url, { max: 1 });
    await broken.close();
    const brokenApp = await buildApp({ db: broken.db, webDistDir: '/nonexistent' });
    try {
      const response = await brokenApp.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: 'iemand@example.nl', password: 'x' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'LOGIN_FAILED',
        message: 'Er is iets mis gegaan tijdens het inloggen.',
      });
    } finally {
      await brokenApp.close();
    }
  });

  it('stores passwords as argon2id', async () => {
    const user = await createUser(db);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  });
});
