import type { Socket } from 'node:net';
import { Readable } from 'node:stream';
import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import multipart from '@fastify/multipart';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '../../test/factories';
import { listenOnce, openSocket, parseAnswer, type TRawAnswer } from '../../test/raw-http';
import { getTestServer } from '../../test/support';
import { buildApp } from '../app';
import { DEFAULT_BODY_LIMIT, fileUploadLimits } from './body-limit';

const { app, db } = await getTestServer();
const port = await listenOnce(app);

const TOO_LARGE = { code: 'PAYLOAD_TOO_LARGE', message: 'Het verzoek is te groot.' };
const FIVE_MB = 5 * 1024 * 1024;
const BOUNDARY = 'grens';

interface TUpload {
  answer: TRawAnswer;
  /** Bytes of the request the client got written before the answer came. */
  written: number;
  /** Bytes the server read off its side of the connection. */
  serverRead: number;
  ms: number;
}

/**
 * Sends a multipart login of `size` body bytes over a real socket, writing in 64 KB pieces while
 * the socket takes them, and stops as soon as an answer arrives or the server closes.
 */
async function uploadLogin(size: number, chunked: boolean): Promise<TUpload> {
  let serverSocket: Socket | undefined;
  app.server.once('connection', (socket: Socket) => {
    serverSocket = socket;
  });
  const socket = await openSocket(port);
  const started = Date.now();
  const head = [
    'POST /api/user/login HTTP/1.1',
    'Host: localhost',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
    '',
    '',
  ].join('\r\n');
  const opening = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="username"\r\n\r\n`;
  const piece = Buffer.alloc(64 * 1024, 'a');
  const chunks: Buffer[] = [];
  let closed = false;
  // `answered` stops the writing at the first byte back; `complete` waits for the whole answer
  // (its body by content-length) or the close, so no fixed pause guesses when the rest arrives.
  const complete = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isWholeAnswer(Buffer.concat(chunks))) resolve();
    });
    socket.on('close', () => {
      closed = true;
      resolve();
    });
  });
  const answered = new Promise<void>((resolve) => {
    socket.once('data', () => resolve());
    socket.once('close', () => resolve());
  });
  socket.on('error', () => undefined);
  let written = 0;
  let done = false;
  void answered.then(() => {
    done = true;
  });
  socket.write(head);
  const frame = (data: Buffer | string) =>
    chunked ? `${Buffer.byteLength(data).toString(16)}\r\n${data}\r\n` : data;
  socket.write(frame(opening));
  written += opening.length;
  while (!done && !closed && written < size) {
    const ok = socket.write(frame(piece));
    written += piece.length;
    if (!ok) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), answered]);
    }
  }
  await complete;
  const ms = Date.now() - started;
  socket.destroy();
  return {
    answer: parseAnswer(Buffer.concat(chunks).toString('utf8')),
    written,
    serverRead: serverSocket?.bytesRead ?? Number.NaN,
    ms,
  };
}

/** Whether `bytes` hold an answer's head and all of the body its content-length announces. */
function isWholeAnswer(bytes: Buffer): boolean {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return false;
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(bytes.subarray(0, end).toString('latin1'));
  return length !== null && bytes.length - (end + 4) >= Number(length[1]);
}

describe('body limits', () => {
  it('refuses a 5 MB multipart login with 413 at once, without reading the body', async () => {
    const upload = await uploadLogin(FIVE_MB, false);
    expect(upload.answer.status).toBe(413);
    expect(JSON.parse(upload.answer.body)).toEqual({ status: 'error', ...TOO_LARGE });
    expect(upload.answer.headers.connection).toBe('close');
    // Headers only, plus whatever one socket read took in: nowhere near the 5 MB sent.
    expect(upload.serverRead).toBeLessThan(256 * 1024);
    expect(upload.ms).toBeLessThan(5_000);
  });

  it('refuses a chunked multipart login as soon as it passes the limit', async () => {
    const upload = await uploadLogin(FIVE_MB, true);
    expect(upload.answer.status).toBe(413);
    expect(JSON.parse(upload.answer.body)).toEqual({ status: 'error', ...TOO_LARGE });
    expect(upload.answer.headers.connection).toBe('close');
    expect(upload.serverRead).toBeGreaterThan(DEFAULT_BODY_LIMIT);
    expect(upload.serverRead).toBeLessThan(2 * DEFAULT_BODY_LIMIT);
  });

  it('refuses a declared JSON body over the limit in the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/info',
      headers: { 'content-type': 'application/json', 'content-length': String(FIVE_MB) },
      payload: '{}',
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('refuses more multipart fields than a login form has', async () => {
    const fields = Array.from(
      { length: 30 },
      (_, i) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: uniqueIp(),
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `${fields.join('')}--${BOUNDARY}--\r\n`,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', ...TOO_LARGE });
  });
});

// An upload route as a later feature would declare one (none exists yet).
const uploads = await buildApp({ db, webDistDir: '/nonexistent' });
const limits = fileUploadLimits(1);
await uploads.register(async (scope) => {
  await scope.register(multipart);
  scope.post('/test/upload', { bodyLimit: limits.bodyLimit }, async (request) => {
    const file = await request.file({ limits: limits.limits });
    const data = await file?.toBuffer();
    return { bytes: data?.length ?? 0 };
  });
  scope.post(
    '/test/upload-file-text',
    { bodyLimit: limits.bodyLimit, config: { tooLargeMessageKey: 'validation.fileSize' } },
    async (request) => {
      const file = await request.file({ limits: limits.limits });
      return { bytes: (await file?.toBuffer())?.length ?? 0 };
    },
  );
});
await uploads.ready();
afterAll(() => uploads.close());

describe('per-route limit of upload routes', () => {
  function upload(bytes: number, declared?: number) {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const payload = Buffer.concat([
      Buffer.from(head),
      Buffer.alloc(bytes, 1),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    return uploads.inject({
      method: 'POST',
      url: '/test/upload',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        ...(declared ? { 'content-length': String(declared) } : {}),
      },
      payload,
    });
  }

  it('takes a file over the default limit on a route that raised its own', async () => {
    const response = await upload(3 * 1024 * 1024);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ bytes: 3 * 1024 * 1024 });
  });

  it('refuses one file over 20 MB', async () => {
    const response = await upload(MAX_FILE_SIZE_BYTES + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it('refuses a body declared over the route limit before reading it', async () => {
    const response = await upload(10, limits.bodyLimit + 1);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(TOO_LARGE);
  });

  it("answers a route's own too-large text, also when a chunked body passes the limit", async () => {
    // A body past the route limit before any file part: only the body count can refuse it.
    const preamble = Buffer.alloc(limits.bodyLimit + 1024, 'x');
    const response = await uploads.inject({
      method: 'POST',
      url: '/test/upload-file-text',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from([preamble, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Maximale bestandsgrootte is 20Mb.',
    });
    const declared = await uploads.inject({
      method: 'POST',
      url: '/test/upload-file-text',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(limits.bodyLimit + 1),
      },
      payload: 'x',
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('Maximale bestandsgrootte is 20Mb.');
  });
});
