import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../plugins/error-handler';
import { createLocalDiskStorage } from '../storage/local-disk-storage';
import { attachmentDisposition, parseByteRange, sendDownload, sendStoredFile } from './download';

describe('sendDownload', () => {
  it('answers the bytes as a private attachment that is never sniffed', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        filename: 'Registraties één.csv',
        size: 4,
        body: Buffer.from('a;b\n'),
      }),
    );
    const response = await app.inject({ url: '/file' });
    expect(response.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-length': '4',
      'content-disposition':
        'attachment; filename="Registraties __n.csv"; filename*=UTF-8\'\'Registraties%20%C3%A9%C3%A9n.csv',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    expect(response.body).toBe('a;b\n');
    await app.close();
  });

  it('leaves the length out when the size is not known', async () => {
    const app = Fastify();
    app.get('/file', (_request, reply) =>
      sendDownload(reply, { contentType: 'text/plain', filename: 'a.txt', size: null, body: 'x' }),
    );
    const response = await app.inject({ url: '/file' });
    expect(response.headers['content-disposition']).toBe(attachmentDisposition('a.txt'));
    expect(response.body).toBe('x');
    await app.close();
  });
});

describe('attachmentDisposition', () => {
  it('keeps quotes and backslashes out of the plain name and escapes them in the UTF-8 one', () => {
    expect(attachmentDisposition('a"b\\c (1).pdf')).toBe(
      'attachment; filename="a_b_c (1).pdf"; filename*=UTF-8\'\'a%22b%5Cc%20%281%29.pdf',
    );
  });
});

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-3', { start: 0, end: 3 }],
    ['bytes=5-', { start: 5, end: 9 }],
    ['bytes=-4', { start: 6, end: 9 }],
    ['bytes=-40', { start: 0, end: 9 }],
    ['bytes=8-400', { start: 8, end: 9 }],
    [' bytes = 2 - 2 ', { start: 2, end: 2 }],
    ['bytes=10-', 'unsatisfiable'],
    ['bytes=10-12', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    [undefined, undefined],
    ['bytes=3-1', undefined],
    ['bytes=-', undefined],
    ['bytes=0-1,4-5', undefined],
    ['items=0-3', undefined],
    ['bytes=a-b', undefined],
  ] as const)('%s of 10 bytes: %o', (header, expected) => {
    expect(parseByteRange(header, 10)).toEqual(expected);
  });

  it('finds nothing to send in an empty file', () => {
    expect(parseByteRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-1', 0)).toBe('unsatisfiable');
  });
});

describe('sendStoredFile', async () => {
  const root = await mkdtemp(join(tmpdir(), 'eform-download-test-'));
  afterAll(() => rm(root, { recursive: true, force: true }));
  const storage = createLocalDiskStorage(root);
  const bytes = Buffer.from('0123456789');
  const { key } = await storage.put(bytes);
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/file', (request, reply) =>
    sendStoredFile(request, reply, storage, {
      key,
      size: bytes.length,
      contentType: 'video/mp4',
      filename: 'film.mp4',
    }),
  );
  afterAll(() => app.close());
  const get = (headers: Record<string, string> = {}) => app.inject({ url: '/file', headers });

  it('answers the whole file and says it takes ranges', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-length']).toBe('10');
    expect(response.body).toBe('0123456789');
  });

  it('answers a range with 206, its Content-Range and only its bytes', async () => {
    const response = await get({ range: 'bytes=2-5' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe('bytes 2-5/10');
    expect(response.headers['content-length']).toBe('4');
    expect(response.headers['content-disposition']).toBe(attachmentDisposition('film.mp4'));
    expect(response.body).toBe('2345');
    const tail = await get({ range: 'bytes=-3' });
    expect([tail.statusCode, tail.headers['content-range'], tail.body]).toEqual([
      206,
      'bytes 7-9/10',
      '789',
    ]);
  });

  it('answers a range past the end with 416 and the size, in Dutch', async () => {
    const response = await get({ range: 'bytes=10-20' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */10');
    expect(response.json()).toEqual({
      code: 'RANGE_NOT_SATISFIABLE',
      message: 'Het gevraagde deel van het bestand bestaat niet.',
    });
  });

  it('answers the whole file to a range it does not serve (several, or under If-Range)', async () => {
    const unserved: Record<string, string>[] = [
      { range: 'bytes=0-1,4-5' },
      { range: 'bytes=0-1', 'if-range': '"x"' },
    ];
    for (const headers of unserved) {
      const response = await get(headers);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('0123456789');
    }
  });
});
