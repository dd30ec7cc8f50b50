import { describe, expect, it } from 'vitest';
import { createClient, createUser, TEST_PASSWORD, uniqueIp } from '../../test/factories';
import { getTestServer } from '../../test/support';
import { containsControlCharacters } from './input-guard';

const { app, db } = await getTestServer();

const CONTROL = { code: 'VALIDATION', message: 'Het verzoek bevat ongeldige tekens.' };
const MALFORMED = {
  code: 'VALIDATION',
  message: 'De inhoud van het verzoek is onleesbaar of onvolledig.',
};

function login(payload: string, contentType: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: uniqueIp(),
    headers: { 'content-type': contentType },
    payload,
  });
}

function multipartBody(boundary: string, fields: Record<string, string>): string {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

describe('control characters in input', () => {
  it.each([
    ['urlencoded', 'username=%00&password=x', 'application/x-www-form-urlencoded'],
    [
      'urlencoded, inside a value',
      'username=a%00b%40example.nl&password=x',
      'application/x-www-form-urlencoded',
    ],
    [
      'urlencoded, in the password',
      'username=a%40example.nl&password=%01',
      'application/x-www-form-urlencoded',
    ],
    ['JSON', '{"username":"\\u0000","password":"x"}', 'application/json'],
    [
      'JSON, in a key',
      '{"username":"a@example.nl","password":"x","\\u0000":1}',
      'application/json',
    ],
    [
      'multipart',
      multipartBody('b1', { username: '\u0000', password: 'x' }),
      'multipart/form-data; boundary=b1',
    ],
  ])(
    'refuses a NUL or control character in a %s login with 400, never a 500',
    async (_name, payload, type) => {
      const response = await login(payload, type);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 'error', ...CONTROL });
    },
  );

  it('refuses control characters in path parameters before any lookup', async () => {
    const client = await createClient(db);
    const user = await createUser(db, { client });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: uniqueIp(),
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    const apiKey = signIn.json().api_key as string;
    for (const url of ['/api/client/%00/info', '/api/client/1%1F/info', '/api/client/%00']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'api-key': apiKey } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual(CONTROL);
    }
  });

  it('refuses control characters in the query and in header values', async () => {
    const query = await app.inject({ method: 'GET', url: '/api/user/info?x=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(CONTROL);
    const header = await app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'api-key': 'abc\u0000def' },
    });
    expect(header.statusCode).toBe(400);
    expect(header.json()).toEqual(CONTROL);
  });

  it('lets tab, line feed and carriage return through', async () => {
    const response = await login(
      JSON.stringify({ username: 'iemand@example.nl', password: 'regel 1\r\n\tregel 2' }),
      'application/json',
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('walks nested values and keys without recursion', () => {
    expect(containsControlCharacters({ a: [{ b: 'ok' }, 'ok'] })).toBe(false);
    expect(containsControlCharacters({ a: [{ b: 'x\u0007' }] })).toBe(true);
    expect(containsControlCharacters({ a: { 'k\u0000': 1 } })).toBe(true);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(containsControlCharacters(deep)).toBe(true);
  });
});

describe('malformed multipart', () => {
  const fields = { username: 'iemand@example.nl', password: 'x' };
  it.each([
    ['without a boundary', 'multipart/form-data', multipartBody('b2', fields)],
    ['with an empty boundary', 'multipart/form-data; boundary=', multipartBody('b2', fields)],
    [
      'with an empty quoted boundary',
      'multipart/form-data; boundary=""',
      multipartBody('b2', fields),
    ],
    [
      'with garbage as body',
      'multipart/form-data; boundary=b3',
      'dit is geen multipart \u00ff\u0001',
    ],
    [
      'unterminated',
      'multipart/form-data; boundary=b4',
      '--b4\r\nContent-Disposition: form-data; name="username"\r\n\r\niemand@exa',
    ],
  ])('answers 400 VALIDATION in Dutch for a body %s', async (_name, type, payload) => {
    const response = await login(payload, type);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'error', ...MALFORMED });
  });

  it('still signs in with a well-formed multipart body', async () => {
    const user = await createUser(db);
    const response = await login(
      multipartBody('ok', { username: user.email, password: TEST_PASSWORD }),
      'multipart/form-data; boundary=ok',
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('content types', () => {
  it('answers 415 in the error shape for a content type no route reads', async () => {
    const response = await login('username=x', 'application/x-onbekend');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      status: 'error',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Dit soort inhoud wordt hier niet geaccepteerd.',
    });
  });

  it('answers 400 in the error shape for malformed JSON', async () => {
    const response = await login('{"username":', 'application/json');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION' });
    expect(response.body).not.toContain('username');
  });
});
