import type { Socket } from 'node:net';
import { ts } from '@eform/core/messages/server-only';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient, createUser, login, uniqueIp } from '../../test/factories';
import { listenOnce, openSocket, parseAnswer, type TRawAnswer } from '../../test/raw-http';
import { getTestServer } from '../../test/support';
import { LARGE_BODY_RETRY_AFTER_SECONDS } from './large-bodies';

/**
 * Issue 29, finding 7: five parallel 60 MB syncs by one user doubled the server's memory. Large
 * bodies now wait for room before they are read: one per user at a time, and a budget of bytes
 * in flight per process beyond which a body is answered 503 unread. The figures are shrunk here
 * (1 KB is large, 8 KB the budget) so the tests send little.
 */
const KB = 1024;
const { app, db } = await getTestServer({
  largeBodies: { minBytes: KB, budgetBytes: 8 * KB, waitMs: 1500 },
});
const port = await listenOnce(app);
const SYNC = '/api/saved-registrations-sync';

/** A valid sync body (an empty list) padded with spaces to `bytes`. */
const syncBody = (bytes: number) => Buffer.from(`[]${' '.repeat(bytes - 2)}`);

interface TOpenRequest {
  socket: Socket;
  answer: Promise<TRawAnswer>;
  /** Set once the server has sent anything. */
  answered: () => boolean;
  send: (bytes: Buffer) => void;
}

const open: Socket[] = [];
afterEach(() => {
  for (const socket of open.splice(0)) socket.destroy();
});

/** Starts a sync of `length` bytes with `sent` of them written; the rest is the caller's. */
async function startSync(key: string, length: number, sent = 0, chunked = false) {
  const socket = await openSocket(port);
  open.push(socket);
  const chunks: Buffer[] = [];
  let answered = false;
  socket.on('error', () => undefined);
  const answer = new Promise<TRawAnswer>((resolve, reject) => {
    socket.on('data', (chunk: Buffer) => {
      answered = true;
      chunks.push(chunk);
    });
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') reject(new Error('closed without an answer'));
      else resolve(parseAnswer(text));
    });
  });
  const size = chunked ? 'transfer-encoding: chunked' : `content-length: ${length}`;
  socket.write(
    `POST ${SYNC} HTTP/1.1\r\nhost: x\r\napi-key: ${key}\r\ncontent-type: application/json\r\n${size}\r\nconnection: close\r\n\r\n`,
  );
  const send = (bytes: Buffer) => {
    socket.write(chunked ? `${bytes.length.toString(16)}\r\n${bytes}\r\n` : bytes);
  };
  if (sent > 0) send(syncBody(length).subarray(0, sent));
  const request: TOpenRequest = { socket, answer, answered: () => answered, send };
  return request;
}

async function signedIn() {
  const client = await createClient(db);
  const user = await createUser(db, { client, roles: [] });
  return login(app, user, uniqueIp());
}

const stats = () => app.largeBodyStats();

function expectBusy(
  answer: TRawAnswer,
  key: 'server.largeBody.busy' | 'server.largeBody.userBusy',
) {
  expect(answer.status).toBe(503);
  expect(answer.headers['retry-after']).toBe(String(LARGE_BODY_RETRY_AFTER_SECONDS));
  expect(JSON.parse(answer.body)).toEqual({
    code: 'SERVICE_UNAVAILABLE',
    message: ts(key, { seconds: LARGE_BODY_RETRY_AFTER_SECONDS }),
  });
}

describe('large bodies', () => {
  it("wait, unread, until the same user's earlier one is answered", async () => {
    const key = await signedIn();
    const first = await startSync(key, 4 * KB, 100);
    await expect.poll(() => stats().admitted).toBe(1);
    const second = await startSync(key, 2 * KB);
    second.send(syncBody(2 * KB));
    await expect.poll(() => stats().waiting).toBe(1);
    // Held before its body is read: only the first one's bytes are in flight, no answer yet.
    expect(stats()).toEqual({ inFlightBytes: 4 * KB, admitted: 1, waiting: 1 });
    expect(second.answered()).toBe(false);

    first.send(syncBody(4 * KB).subarray(100));
    expect((await first.answer).status).toBe(201);
    expect((await second.answer).status).toBe(201);
    expect(stats()).toEqual({ inFlightBytes: 0, admitted: 0, waiting: 0 });
  });

  it('of another user go at once, and small ones of the same user too', async () => {
    const key = await signedIn();
    const first = await startSync(key, 4 * KB, 100);
    await expect.poll(() => stats().admitted).toBe(1);
    const other = await startSync(await signedIn(), 2 * KB);
    other.send(syncBody(2 * KB));
    expect((await other.answer).status).toBe(201);
    const small = await startSync(key, KB / 2);
    small.send(syncBody(KB / 2));
    expect((await small.answer).status).toBe(201);
    first.send(syncBody(4 * KB).subarray(100));
    expect((await first.answer).status).toBe(201);
  });

  it('wait at most the configured time, then 503 with Retry-After', async () => {
    const key = await signedIn();
    const first = await startSync(key, 4 * KB, 100);
    await expect.poll(() => stats().admitted).toBe(1);
    const second = await startSync(key, 2 * KB);
    expectBusy(await second.answer, 'server.largeBody.userBusy');
    first.send(syncBody(4 * KB).subarray(100));
    expect((await first.answer).status).toBe(201);
  });

  it('beyond the budget are answered 503 at once, without a byte of them read', async () => {
    const first = await startSync(await signedIn(), 6 * KB, 100);
    await expect.poll(() => stats().admitted).toBe(1);
    // Headers only: the answer comes without the body ever being sent.
    const refused = await startSync(await signedIn(), 4 * KB);
    expectBusy(await refused.answer, 'server.largeBody.busy');
    first.send(syncBody(6 * KB).subarray(100));
    expect((await first.answer).status).toBe(201);
    expect(stats().inFlightBytes).toBe(0);
  });

  it('without a length are counted as they arrive and refused past the budget', async () => {
    const first = await startSync(await signedIn(), 6 * KB, 100);
    await expect.poll(() => stats().admitted).toBe(1);
    const chunked = await startSync(await signedIn(), 0, 0, true);
    await expect.poll(() => stats().admitted).toBe(2);
    chunked.send(syncBody(KB));
    await expect.poll(() => stats().inFlightBytes).toBe(7 * KB);
    chunked.send(Buffer.alloc(2 * KB, ' '));
    expectBusy(await chunked.answer, 'server.largeBody.busy');
    first.send(syncBody(6 * KB).subarray(100));
    expect((await first.answer).status).toBe(201);
    await expect.poll(() => stats()).toEqual({ inFlightBytes: 0, admitted: 0, waiting: 0 });
  });
});
