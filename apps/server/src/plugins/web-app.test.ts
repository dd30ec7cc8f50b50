import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestServer } from '../../test/support';

const dist = await mkdtemp(join(tmpdir(), 'eform-dist-'));
await mkdir(join(dist, 'assets'));
await writeFile(
  join(dist, 'index.html'),
  '<!doctype html><title>eForm</title><div id="root"></div>',
);
await writeFile(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
afterAll(() => rm(dist, { recursive: true, force: true }));

const { app } = await getTestServer({ webDistDir: dist });

describe('web app and fallbacks', () => {
  it.each(['/', '/login', '/folders', '/admin/form/abc/edit', '/iets/onbekends'])(
    'serves index.html for the page path %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves built assets with a long cache lifetime', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing asset instead of the page', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Deze API-aanroep bestaat niet.',
    });
  });

  it('serves the Dutch forgot-password page', async () => {
    const response = await app.inject({ method: 'GET', url: '/user/password' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Wachtwoord vergeten');
    expect(response.body).toContain('beheerder');
  });
});
