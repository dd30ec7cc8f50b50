import { createServer, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { trackConnections } from './drain';

// A raw connection, so the test decides exactly when each request goes out.
const ASK = 'GET / HTTP/1.1\r\nHost: eform.test\r\n\r\n';
const ASK_HEAD_ONLY = 'GET / HTTP/1.1\r\nHost: eform';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function started() {
  const http = createServer((_request, response) => response.end('ok'));
  server = http;
  const drain = trackConnections(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as { port: number };
  return { drain, port };
}

/** A client connection that keeps what it receives and says how it ended. */
async function client(port: number) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const ended = new Promise<'closed' | 'reset'>((resolve) => {
    socket.once('error', () => resolve('reset'));
    socket.once('close', (hadError) => resolve(hadError ? 'reset' : 'closed'));
  });
  const answers = () => received.split('HTTP/1.1 200').length - 1;
  const untilAnswers = async (count: number) => {
    while (answers() < count && !socket.destroyed) {
      await Promise.race([new Promise((resolve) => socket.once('data', resolve)), ended]);
    }
  };
  return { socket, ended, answers, untilAnswers, received: () => received };
}

/** Keeps this process's event loop busy, as a loaded server is, for `ms`. */
function busy(ms: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // the loop reads nothing meanwhile
  }
}

describe('trackConnections().drain', () => {
  it('answers a request that arrived while the loop was busy past the grace, with connection: close', async () => {
    const { drain, port } = await started();
    const loop = await client(port);
    loop.socket.write(ASK);
    await loop.untilAnswers(1);

    const drained = drain.drain({ idleGraceMs: 100, timeoutMs: 5_000 });
    // After the loop's check phase, so the next thing the loop does after the busy stretch is to
    // run its due timers, before it reads: the next request is on its way when the server gets
    // busy for longer than the grace.
    await new Promise((resolve) => setImmediate(resolve));
    loop.socket.write(ASK);
    busy(300);

    expect(await loop.ended).toBe('closed');
    expect(loop.answers()).toBe(2);
    expect(loop.received().toLowerCase()).toContain('connection: close');
    expect(await drained).toBe(true);
  });

  it('waits for a request whose head is still coming, and cuts a connection that stays silent', async () => {
    const { drain, port } = await started();
    const slow = await client(port);
    slow.socket.write(ASK);
    await slow.untilAnswers(1);
    const silent = await client(port);

    const drained = drain.drain({ idleGraceMs: 100, timeoutMs: 5_000 });
    slow.socket.write(ASK_HEAD_ONLY);
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.socket.write('.test\r\n\r\n');

    expect(await slow.ended).toBe('closed');
    expect(slow.answers()).toBe(2);
    // The connection that never asked anything is ended once idle for the grace.
    expect(await silent.ended).not.toBeUndefined();
    expect(silent.answers()).toBe(0);
    expect(await drained).toBe(true);
  });
});
