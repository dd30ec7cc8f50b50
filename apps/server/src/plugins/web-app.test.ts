import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { getTestServer } from '../../test/support';

const INDEX = `<!doctype html><title>eForm</title><div id="root"></div>${'<!-- app -->'.repeat(100)}`;
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `tekst ${i}`))};`;
const copy = (kind: string) => `\n// ${kind} copy`;
const MAP = JSON.stringify({ version: 3, sources: ['/home/bouw/eform/apps/web/src/main.tsx'] });

/**
 * A built app as the web build writes it: text files with .br and .gz copies beside them. Each
 * copy ends in a marker naming it, so a test sees which file was sent (compressing on the fly
 * would give the original text).
 */
async function writeDist(dir: string): Promise<void> {
  const write = async (path: string, text: string, compressed = true) => {
    await writeFile(join(dir, path), text);
    if (!compressed) return;
    await writeFile(join(dir, `${path}.br`), brotliCompressSync(`${text}${copy('br')}`));
    await writeFile(join(dir, `${path}.gz`), gzipSync(`${text}${copy('gz')}`));
  };
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await write('index.html', INDEX);
  await write('assets/app-1234.js', SCRIPT);
  await write('assets/app-1234.js.map', MAP, false);
  await write('sw.js', SCRIPT);
  await write('manifest.webmanifest', '{"name":"eForm"}', false);
  await write('.vite/manifest.json', '{"index.html":{"file":"assets/app-1234.js"}}', false);
}

const dist = await mkdtemp(join(tmpdir(), 'eform-dist-'));
await writeDist(dist);
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

  it("sends the forgot-password link on to the app's reset page", async () => {
    const response = await app.inject({ method: 'GET', url: '/user/password' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/user/forgot-password');
  });
});

describe('pre-compressed files', () => {
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it("sends the build's brotli copy to a browser that accepts brotli, compressed once", async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT + copy('br'));
  });

  it("sends the build's gzip copy to a browser that accepts only gzip", async () => {
    const response = await get('/assets/app-1234.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT + copy('gz'));
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the page of a deep link compressed too', async () => {
    const response = await get('/folders', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX + copy('br'));
  });
});

describe('cache headers', () => {
  it('lets browsers keep hashed assets for a year, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['cache-control'], encoding).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it.each(['/', '/index.html', '/login', '/sw.js', '/manifest.webmanifest'])(
    'makes browsers ask again for %s, so a new version is seen at once',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );
});

describe('build files that are not for browsers', () => {
  it('answers the JSON 404 for a source map', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(response.body).not.toContain('/home/bouw');
  });

  it('does not point browsers at the maps', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.sourcemap).toBeUndefined();
    expect(response.body).not.toContain('sourceMappingURL');
  });

  it('does not serve the build manifest', async () => {
    const response = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('app-1234');
  });
});

describe('with SERVE_SOURCE_MAPS on', async () => {
  const { app: withMaps } = await getTestServer({ webDistDir: dist, serveSourceMaps: true });

  it('serves the source maps', async () => {
    const response = await withMaps.inject({ method: 'GET', url: '/assets/app-1234.js.map' });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual(JSON.parse(MAP));
  });

  // The build leaves the sourceMappingURL comment out (sourcemap: 'hidden' in vite.config.ts);
  // the header tells the developer tools where the map is, in whichever encoding.
  it.each(['identity', 'br', 'gzip'])(
    'points the developer tools at a script’s map with a SourceMap header (%s)',
    async (encoding) => {
      const response = await withMaps.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers.sourcemap).toBe('app-1234.js.map');
    },
  );

  it('names no map for a script without one', async () => {
    const response = await withMaps.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.sourcemap).toBeUndefined();
  });

  it('still hides the build manifest', async () => {
    const response = await withMaps.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.statusCode).toBe(404);
  });
});
