/**
 * A request answered before its body has arrived (refused by a hook, an unknown path, a limit)
 * must not have the rest of its body read: the answer says `connection: close` and the socket is
 * closed once it is written. Real sockets: app.inject() has no connection to keep or close.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../test/factories';
import { listenOnce, openSocket, parseAnswer, streamBody } from '../../test/raw-http';
import { getTestServer } from '../../test/support';

const { app, db } = await getTestServer();
const port = await listenOnce(app);

const client = await createClient(db);
const guestForm = await createForm(db, client, await createFolder(db, client), {
  publishedAt: new Date(),
  guestId: randomUUID(),
  settings: { guestAccess: true },
});
const apiKey = await login(app, await createUser(db, { client }));

/** The socket is closed within this long of the answer (the rest of the body is never read). */
const CLOSE_WITHIN_MS = 1_000;

// Retried: when the server closes while the client is still writing, the client's kernel may
// receive a TCP reset and drop the answer it had not read yet (a race a loaded CI machine loses
// now and then; real clients see the same). What is tested is that the answer is sent and the
// connection closed, which a retry still proves.
describe('an endless chunked body answered early', { retry: 2 }, () => {
  it.each([
    ['POST /api/registration without a key', '/api/registration', 401],
    ['the upload without a key', '/api/file-upload/form', 401],
    ['the HD upload without a key', '/api/file-upload/form-hd', 401],
    // An unknown guest link is refused before the body; a real one reads to its body limit.
    ['the guest submit of an unknown guest link', `/api/guest/form/${randomUUID()}`, 404],
    ['the guest submit of a guest form', `/api/guest/form/${guestForm.guestId}`, 413],
    ['an unknown /api path', '/api/bestaat-niet', 404],
    ['an unknown /api path with a key', '/api/bestaat/ook/niet', 404],
  ])('%s: answered, then the connection is closed', async (_name, path, status) => {
    const headers: Record<string, string> = path.includes('/ook/') ? { 'api-key': apiKey } : {};
    const streamed = await streamBody(port, path, { headers });
    expect(streamed.answer.status).toBe(status);
    expect(streamed.answer.headers.connection).toBe('close');
    expect(streamed.closedAfterMs).toBeLessThan(CLOSE_WITHIN_MS);
    expect(JSON.parse(streamed.answer.body)).toMatchObject({ code: expect.any(String) });
  });

  it('an upload with a key but a type it refuses (415) closes too', async () => {
    const streamed = await streamBody(port, '/api/file-upload/form', {
      headers: { 'api-key': apiKey },
    });
    // JSON is not multipart: refused before a byte of the body is used.
    expect(streamed.answer.status).toBeGreaterThanOrEqual(400);
    expect(streamed.answer.headers.connection).toBe('close');
    expect(streamed.closedAfterMs).toBeLessThan(CLOSE_WITHIN_MS);
  });
});

describe('a trickled body answered early', async () => {
  // Short limits so the upload maximum (Node's own 408) would come within the test.
  const { app: quick } = await getTestServer({
    timeouts: { requestMs: 500, uploadMs: 1_500, checkIntervalMs: 100 },
  });
  const quickPort = await listenOnce(quick);

  it('gets its 401 and a close, never a later 408 on the same connection', async () => {
    const streamed = await streamBody(quickPort, '/api/registration', {
      pieceBytes: 1,
      pieceDelayMs: 50,
      closeWithinMs: 2_500,
    });
    expect(streamed.answer.status).toBe(401);
    expect(streamed.answer.headers.connection).toBe('close');
    expect(streamed.closedAfterMs).toBeLessThan(CLOSE_WITHIN_MS);
    expect(streamed.received).not.toContain('408');
  });
});

describe('a body that was read', () => {
  it('keeps the connection after a 400 on a small JSON body', async () => {
    const socket = await openSocket(port);
    afterAll(() => socket.destroy());
    const body = JSON.stringify({ form_id: 'geen-uuid' });
    const request = [
      'POST /api/registration HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      `api-key: ${apiKey}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n');
    const answers: string[] = [];
    const second = new Promise<void>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        const count = text.split('HTTP/1.1 ').length - 1;
        if (count >= 2 && text.endsWith('}')) {
          answers.push(...text.split(/(?=HTTP\/1\.1 )/));
          resolve();
        }
      });
    });
    // Two requests on one connection: the second is only answered if the first kept it open.
    socket.write(request);
    socket.write(request);
    await second;
    expect(answers.map((answer) => parseAnswer(answer).status)).toEqual([400, 400]);
    expect(parseAnswer(answers[0] ?? '').headers.connection).not.toBe('close');
  });
});
