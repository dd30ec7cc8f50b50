import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanUp,
  makeDataDir,
  spawnServer,
  stopServer,
  type TServerProcess,
  waitUntilReady,
} from './server-process';

// What a newcomer sees after `npm start`: the box of accounts and one line with the address to
// open, last (the log is written asynchronously: the box must still come after its start lines),
// then one JSON line per request, and the last lines written before the process exits.
const dataDir = await makeDataDir('eform-start-');
const servers: TServerProcess[] = [];
afterAll(async () => {
  await cleanUp(servers, dataDir.dir);
  await dataDir.remove();
});

describe('the start of the server', () => {
  it('prints the address to open after the start lines, then logs a line per request', async () => {
    const server = await spawnServer(dataDir.dir);
    servers.push(server);
    await waitUntilReady(server, 60_000);
    const port = new URL(server.url).port;
    // The output ends with the box of accounts and the address: no log line scrolls them away.
    await expect.poll(() => server.output()).toContain('Open http://');
    expect(server.output().trimEnd()).toMatch(
      new RegExp(`\\n={72}\\nOpen http://localhost:${port}$`),
    );
    // The account box names where configured passwords are instead of showing them.
    expect(server.output()).toContain('(wachtwoord uit DEMO_PASSWORD)');

    const before = server.output().length;
    for (let i = 0; i < 30; i += 1) await fetch(`${server.url}/health`);
    await fetch(`${server.url}/api/user/info`, { headers: { 'x-request-id': 'start-test-1' } });
    const requestLines = () =>
      server
        .output()
        .slice(before)
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    // (Lines of the readiness checks before may still come in among them.)
    const traced = () => requestLines().find((line) => line.reqId === 'start-test-1');
    await expect.poll(traced).toBeDefined();
    expect(requestLines().filter((line) => line.route === '/health').length).toBeGreaterThan(29);
    expect(traced()).toMatchObject({
      reqId: 'start-test-1',
      method: 'GET',
      route: '/api/user/info',
      statusCode: 401,
      msg: 'request',
    });

    const stopped = await stopServer(server);
    expect(stopped.code).toBe(0);
    // What it logged on its way out is written before it exits.
    expect(server.output()).toMatch(/"msg":"stopped"\}\n$/);
  }, 90_000);
});
