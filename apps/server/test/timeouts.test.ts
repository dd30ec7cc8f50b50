import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { messageForCode } from '@eform/core/errors';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createUser, login } from './factories';
import { getTestDatabase } from './support';

// Slow clients against a real listening server, with the limits shrunk from minutes to seconds.
const LIMITS = { requestMs: 1000, uploadMs: 4000, headersMs: 1000, keepAliveMs: 1000 };
// Well above the in-time trickle (13 bytes 200 ms apart: 2.4 s), so a loaded machine (the full suite on 2 cores) still
// delivers that body in time.
const UPLOAD_LIMIT_MS = 3500;
const TRICKLE_EVERY_MS = 200;

const { database } = await getTestDatabase();
const app = await buildApp({
  db: database.db,
  webDistDir: '/nonexistent',
  timeouts: { ...LIMITS, checkIntervalMs: 100 },
});
// Stands in for the upload routes to come: it opts in to a longer body time.
app.post('/test/upload', { config: { uploadTimeoutMs: UPLOAD_LIMIT_MS } }, async (request) => ({
  received: JSON.stringify(request.body).length,
}));
await app.listen({ port: 0, host: '127.0.0.1' });
// Sign-ins go through an app with the usual limits: hashing a password on a loaded machine can
// take longer than the shrunk request time, and the session is the same database's.
const signInApp = await buildApp({ db: database.db, webDistDir: '/nonexistent' });
afterAll(() => Promise.all([app.close(), signInApp.close()]));
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

interface TExchange {
  socket: Socket;
  /** Everything the server sent, once it closed the connection, and when that was. */
  closed: Promise<{ text: string; afterMs: number }>;
}

function open(): Promise<TExchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve({ socket, closed }));
    socket.once('error', reject);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const closed = new Promise<{ text: string; afterMs: number }>((done) => {
      socket.on('close', () =>
        done({ text: Buffer.concat(chunks).toString('utf8'), afterMs: Date.now() - started }),
      );
    });
  });
}

/** Writes `text` one byte at a time until it is sent or the server has closed the socket. */
async function trickle(socket: Socket, text: string): Promise<void> {
  for (const byte of text) {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(byte);
    await sleep(TRICKLE_EVERY_MS);
  }
}

function parse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

function post(path: string, type: string, body: string, apiKey?: string): string {
  return (
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\n` +
    (apiKey ? `api-key: ${apiKey}\r\n` : '') +
    `Content-Length: ${body.length}\r\n\r\n`
  );
}

describe('slow clients', () => {
  it('answers a body trickled too slowly with 408 and closes the connection', async () => {
    const body = 'username=filler%40example.nl&password=demo-wachtwoord';
    const { socket, closed } = await open();
    socket.write(post('/api/user/login', 'application/x-www-form-urlencoded', body));
    void trickle(socket, body);

    const { text, afterMs } = await closed;
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(afterMs).toBeLessThan(LIMITS.requestMs + 1000);
    const answer = parse(text);
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toMatchObject({
      code: 'REQUEST_TIMEOUT',
      message: messageForCode('REQUEST_TIMEOUT'),
    });
  });

  it('gives a route that opts in to uploads its longer body time, and holds it to it', async () => {
    // 2.4 s of trickling: too slow for an ordinary route, in time for this one.
    const body = '{"f":"abcde"}';
    const inTime = await open();
    inTime.socket.write(post('/test/upload', 'application/json', body));
    await trickle(inTime.socket, body);
    inTime.socket.end();
    const answer = parse((await inTime.closed).text);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ received: body.length });

    const tooSlow = await open();
    const long = `{"f":"${'x'.repeat(40)}"}`;
    tooSlow.socket.write(post('/test/upload', 'application/json', long));
    void trickle(tooSlow.socket, long);
    const { text, afterMs } = await tooSlow.closed;
    expect(parse(text).status).toBe(408);
    expect(afterMs).toBeGreaterThanOrEqual(UPLOAD_LIMIT_MS - 100);
    expect(afterMs).toBeLessThan(UPLOAD_LIMIT_MS + 1000);
  });

  it.each([
    ['the sync of saved registrations', '/api/saved-registrations-sync', 201],
    ['a registration with its files inline', '/api/registration', 400],
  ])(
    'gives %s (large bodies from phones) the upload time for its body',
    async (_what, path, status) => {
      const apiKey = await login(signInApp, await createUser(database.db));
      // 12 bytes of JSON, 2.4 s of trickling: too slow for an ordinary route.
      const body = '[          ]';
      const { socket, closed } = await open();
      socket.write(post(path, 'application/json', body, apiKey));
      await trickle(socket, body);
      socket.end();
      expect(parse((await closed).text).status).toBe(status);
    },
  );

  it('closes a connection whose headers are trickled too slowly', async () => {
    const { socket, closed } = await open();
    void trickle(socket, 'GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: abcdefghijklmnop');
    const { text, afterMs } = await closed;
    expect(parse(text).status).toBe(408);
    expect(afterMs).toBeLessThan(LIMITS.headersMs + 1000);
  });

  it('closes an idle kept-alive connection after the keep-alive timeout', async () => {
    const { socket, closed } = await open();
    socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { text, afterMs } = await closed;
    const answer = parse(text);
    expect(answer.status).toBe(200);
    expect(answer.headers['keep-alive']).toBe('timeout=1');
    expect(afterMs).toBeGreaterThanOrEqual(LIMITS.keepAliveMs - 50);
    // Node keeps the socket up to a second past the timeout it announces, so clients close first.
    expect(afterMs).toBeLessThan(LIMITS.keepAliveMs + 2000);
  });
});
