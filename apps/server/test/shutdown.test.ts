import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanUp,
  makeDataDir,
  signIn,
  spawnServer,
  type TServerProcess,
  waitUntilReady,
} from './server-process';

// SIGTERM to the real server while 16 clients keep it busy over kept-alive connections. It first
// says 'not ready' for SHUTDOWN_UNREADY_MS while it still serves (a balancer that checks /ready
// stops sending), then stops accepting and drains.
const WORKERS = 16;
const UNREADY_MS = 1500;
const dataDir = await makeDataDir('eform-shutdown-');
const servers: TServerProcess[] = [];
afterAll(async () => {
  await cleanUp(servers, dataDir.dir);
  await dataDir.remove();
});

interface TOutcome {
  /** In the order the answers arrived. */
  answered: {
    path: string;
    status: number;
    closing: boolean;
    afterSignal: boolean;
    /** When the request went out and when its answer came (ms). */
    sentAt: number;
    answeredAt: number;
  }[];
  /** Requests that failed other than by a refused connection: lost or reset. */
  lost: string[];
  refused: number;
}

describe('shutdown on SIGTERM', () => {
  it('finishes every request it accepted, refuses new connections, and exits 0', async () => {
    const server = await spawnServer(dataDir.dir, { SHUTDOWN_UNREADY_MS: String(UNREADY_MS) });
    servers.push(server);
    await waitUntilReady(server, 60_000);
    const apiKey = await signIn(server, 'filler@example.nl');

    let signalledAt = 0;
    const outcome: TOutcome = { answered: [], lost: [], refused: 0 };
    // Each worker asks and asks again on its kept-alive connection (database work each time)
    // until the server no longer accepts connections. One connection each: in a shared pool, the
    // connections beyond the 16 in use sat idle, the drain closed them as idle, and a worker told
    // to close its own took one of them at that very moment (a race a browser answers by sending
    // again, which fetch does not).
    const worker = async (index: number) => {
      const dispatcher = new Agent({ connections: 1 });
      for (let i = 0; ; i += 1) {
        const path = (index + i) % 2 === 0 ? '/api/user/info' : '/ready';
        const sentAt = performance.now();
        try {
          const response = await fetch(`${server.url}${path}`, {
            headers: { 'api-key': apiKey },
            dispatcher,
          });
          await response.arrayBuffer();
          outcome.answered.push({
            path,
            status: response.status,
            closing: response.headers.get('connection') === 'close',
            afterSignal: signalledAt > 0,
            sentAt,
            answeredAt: performance.now(),
          });
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          if (code === 'ECONNREFUSED' && signalledAt > 0) outcome.refused += 1;
          else outcome.lost.push(code);
          return;
        }
      }
    };
    const workers = Array.from({ length: WORKERS }, (_, index) => worker(index));

    while (outcome.answered.length < 300 && outcome.lost.length === 0) await sleep(20);
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all(workers);
    const { code } = await server.exited;

    // When lost, say whether the drain ran out of time (the server cuts what is open after
    // SHUTDOWN_DRAIN_TIMEOUT_MS) or a connection was ended as idle while a request came in.
    const cut = server.output().includes('requests still open; cutting them');
    expect(outcome.lost, cut ? 'the drain ran out of time' : 'lost while draining').toEqual([]);
    const work = outcome.answered.filter((answer) => answer.path !== '/ready');
    expect(work.every((answer) => answer.status === 200)).toBe(true);
    // After the signal /ready turned to 503 and stayed there, while the work was still served.
    const readiness = outcome.answered.filter((a) => a.path === '/ready' && a.afterSignal);
    const firstUnready = readiness.find((answer) => answer.status === 503);
    expect(firstUnready, 'no 503 from /ready after SIGTERM').toBeDefined();
    // Asked after the first 503 came back, /ready answered 503 every time (one asked before may
    // still come back 200: its database ping was under way when the flag turned).
    const askedLater = readiness.filter((a) => a.sentAt > (firstUnready?.answeredAt ?? 0));
    expect(askedLater.every((answer) => answer.status === 503)).toBe(true);
    expect(outcome.answered.filter((answer) => answer.status !== 200).map((a) => a.path)).toEqual(
      readiness.filter((answer) => answer.status === 503).map(() => '/ready'),
    );
    const unready = outcome.answered.slice(outcome.answered.findIndex((a) => a.status === 503));
    expect(unready.filter((answer) => answer.path !== '/ready').length).toBeGreaterThan(WORKERS);
    // The requests in flight when it stopped accepting were answered, each telling its client to
    // close.
    expect(unready.filter((answer) => answer.closing).length).toBeGreaterThanOrEqual(1);
    expect(outcome.refused).toBe(WORKERS);
    expect(code).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 90_000);
});
