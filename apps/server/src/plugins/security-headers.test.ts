import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createUser, TEST_PASSWORD, uniqueIp } from '../../test/factories';
import { getTestServer } from '../../test/support';
import { buildApp } from '../app';

const dist = await mkdtemp(join(tmpdir(), 'eform-dist-'));
await mkdir(join(dist, 'assets'));
await writeFile(join(dist, 'index.html'), '<!doctype html><title>eForm</title><div id="root">');
await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
afterAll(() => rm(dist, { recursive: true, force: true }));

const { app, db } = await getTestServer({ webDistDir: dist });

type THeaders = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: THeaders) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // The maps' background tiles, and no other outside images.
  expect(csp).toContain(
    "img-src 'self' data: blob: https://service.pdok.nl https://tile.openstreetmap.org;",
  );
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=(self)');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['permissions-policy']).toContain('microphone=()');
}

async function signIn() {
  const client = await createClient(db);
  const user = await createUser(db, { client });
  const response = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: uniqueIp(),
    payload: { username: user.email, password: TEST_PASSWORD },
  });
  return { response, client, apiKey: response.json().api_key as string };
}

describe('security headers', () => {
  it.each([
    ['the app shell (index.html fallback)', '/folders'],
    ['the root page', '/'],
    ['a built asset', '/assets/app-1234.js'],
    ['a missing asset', '/assets/weg.js'],
    ['an unknown API path', '/api/bestaat-niet'],
    ['the forgot-password page', '/user/password'],
    ['the health check', '/health'],
    ['an answer refused for a missing key', '/api/user/info'],
  ])('are on %s', async (_name, url) => {
    const response = await app.inject({ method: 'GET', url });
    expectSecurityHeaders(response.headers);
  });

  it('keep the static files their own cache headers', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/folders' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('send no HSTS over plain http', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS when the public address is https', async () => {
    const https = await buildApp({
      db,
      webDistDir: '/nonexistent',
      publicUrl: 'https://eform.example.nl',
    });
    try {
      const response = await https.inject({ method: 'GET', url: '/health' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expectSecurityHeaders(response.headers);
    } finally {
      await https.close();
    }
  });
});

describe('API answers are never stored', () => {
  it('login: the answer carrying the api key, and its failures', async () => {
    const { response } = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const failed = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: uniqueIp(),
      payload: { username: 'niemand@example.nl', password: 'fout-wachtwoord' },
    });
    expect(failed.statusCode).toBe(401);
    expect(failed.headers['cache-control']).toBe('no-store');
  });

  it('user info, client info and the folders to fill in', async () => {
    const { apiKey, client } = await signIn();
    for (const url of [
      '/api/user/info',
      `/api/client/${client.id}/info`,
      `/api/client/${client.uuid}`,
      `/api/client/${client.id}/folders/user`,
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'api-key': apiKey } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectSecurityHeaders(response.headers);
    }
  });
});
