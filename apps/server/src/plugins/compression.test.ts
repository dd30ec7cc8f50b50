import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../../test/support';
import { COMPRESSIBLE_TYPES, COMPRESSION_THRESHOLD_BYTES } from './compression';

const { app } = await getTestServer();

// The OpenAPI document: a JSON answer well over the threshold that needs no sign-in.
const BIG_JSON = '/api/docs/json';

function get(url: string, acceptEncoding?: string) {
  return app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
}

describe('compressed JSON answers', () => {
  it('compresses a large JSON answer with brotli when the client accepts it', async () => {
    const plain = await get(BIG_JSON);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const response = await get(BIG_JSON, 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    const body = brotliDecompressSync(response.rawPayload);
    expect(JSON.parse(body.toString())).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('uses gzip for a client that only accepts gzip', async () => {
    const response = await get(BIG_JSON, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('openapi');
  });

  it('answers plain JSON to a client that asks for no encoding', async () => {
    const response = await get(BIG_JSON);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('openapi');
  });

  it('leaves answers under the threshold as they are', async () => {
    const response = await get('/api/bestaat-niet', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('does not unpack a compressed request body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'a@example.nl', password: 'geheim12' })),
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('compressible types', () => {
  it.each([
    'application/json; charset=utf-8',
    'application/problem+json',
    'text/html; charset=utf-8',
    'text/css',
    'application/javascript',
    'image/svg+xml',
  ])('compresses %s', (type) => {
    expect(COMPRESSIBLE_TYPES.test(type)).toBe(true);
  });

  it.each([
    'image/png',
    'application/pdf',
    'application/zip',
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/event-stream',
  ])('leaves %s alone', (type) => {
    expect(COMPRESSIBLE_TYPES.test(type)).toBe(false);
  });
});
