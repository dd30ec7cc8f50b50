import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, sendDownload } from './download';

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
