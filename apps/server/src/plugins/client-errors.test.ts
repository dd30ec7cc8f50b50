import type { Socket } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  listenOnce,
  openSocket,
  parseAnswer,
  rawRequest,
  readAnswer,
  type TRawAnswer,
} from '../../test/raw-http';
import { getTestServer } from '../../test/support';
import { buildApp } from '../app';

const { app, db } = await getTestServer();
const port = await listenOnce(app);

const BAD_REQUEST = { code: 'VALIDATION', message: 'Het verzoek kon niet worden gelezen.' };

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');
}

describe('errors Fastify raises before routing', () => {
  it('answers a bad percent-encoding with 400 in Dutch, without echoing the path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/client/%zz/info' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION',
      message: 'Het adres van het verzoek is ongeldig.',
    });
    expect(response.body).not.toContain('%zz');
    expectSecurityHeaders(response.headers);
  });

  it('answers a 10,000-character id with 414 in Dutch, without echoing it', async () => {
    const id = 'x'.repeat(10_000);
    const response = await app.inject({ method: 'GET', url: `/api/client/${id}/info` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      code: 'URI_TOO_LONG',
      message: 'Het adres van het verzoek is te lang.',
    });
    expect(response.body).not.toContain('xxxx');
    expectSecurityHeaders(response.headers);
  });

  it('still routes a client uuid (36 characters) normally', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/client/0b6f7c9e-3f1a-4c52-9a43-6d2e8b1f0a77/info',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('errors on the connection (raw HTTP)', () => {
  it('answers a header with a control character with 400 in Dutch', async () => {
    const answer = await rawRequest(
      port,
      'GET /api/user/info HTTP/1.1\r\nHost: localhost\r\nX-Test: a\u0001b\r\n\r\n',
    );
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(BAD_REQUEST);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(answer.headers);
  });

  it('answers a malformed request line with 400 in Dutch, without echoing it', async () => {
    const answer = await rawRequest(port, 'HALLO <script>wereld</script>\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(BAD_REQUEST);
    expect(answer.body).not.toContain('script');
  });

  it('answers a URL longer than the header limit with 431 in Dutch', async () => {
    const answer = await rawRequest(
      port,
      `GET /api/client/${'y'.repeat(20_000)}/info HTTP/1.1\r\nHost: localhost\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'De kopregels van het verzoek zijn te groot.',
    });
    expect(answer.body).not.toContain('yyyy');
  });

  it('answers a request timeout with 408 in Dutch', async () => {
    // Node raises ERR_HTTP_REQUEST_TIMEOUT on the connection when requestTimeout passes; its
    // check runs every 30 s, so the test raises the same error on a real connection at once.
    const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
    const socket = await openSocket(port);
    const answer = readAnswer(socket);
    socket.write('POST /api/user/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n');
    const timeout = Object.assign(new Error('Request timeout'), {
      code: 'ERR_HTTP_REQUEST_TIMEOUT',
    });
    app.server.emit('clientError', timeout, await accepted);
    const result = await answer;
    expect(result.status).toBe(408);
    expect(JSON.parse(result.body)).toEqual({
      code: 'REQUEST_TIMEOUT',
      message: 'Het verzoek duurde te lang. Probeer het opnieuw.',
    });
    expectSecurityHeaders(result.headers);
  });
});

// A second app whose close waits in a preClose hook of the test's own, so a request can arrive
// after close() began and before the connections are cut.
const closing = await buildApp({ db, webDistDir: '/nonexistent' });
let closeBegan: () => void = () => undefined;
const closeStarted = new Promise<void>((resolve) => {
  closeBegan = resolve;
});
let releaseClose: () => void = () => undefined;
const closeReleased = new Promise<void>((resolve) => {
  releaseClose = resolve;
});
closing.addHook('preClose', async () => {
  closeBegan();
  await closeReleased;
});
const closingPort = await listenOnce(closing);
afterAll(() => {
  releaseClose();
  return closing.close();
});

/** Reads one whole answer (headers and content-length body) off a kept-alive connection. */
function nextAnswer(socket: Socket): Promise<TRawAnswer> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      if (end < 0) return;
      const answer = parseAnswer(text);
      if (Buffer.byteLength(text.slice(end + 4)) < Number(answer.headers['content-length'])) return;
      socket.off('data', onData);
      resolve(answer);
    };
    socket.on('data', onData);
  });
}

describe('while the server closes', () => {
  it('answers a request arriving on an open connection with 503 in Dutch', async () => {
    const socket = await openSocket(closingPort);
    const request = 'GET /api/user/info HTTP/1.1\r\nHost: localhost\r\n\r\n';
    const first = nextAnswer(socket);
    socket.write(request);
    expect((await first).status).toBe(401);

    const closed = closing.close();
    await closeStarted;
    const second = nextAnswer(socket);
    socket.write(request);
    const answer = await second;
    releaseClose();
    await closed;
    expect(answer.status).toBe(503);
    expect(answer.headers.connection).toBe('close');
    expect(JSON.parse(answer.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'De server is tijdelijk niet beschikbaar. Probeer het later opnieuw.',
    });
    expectSecurityHeaders(answer.headers);
  });
});
