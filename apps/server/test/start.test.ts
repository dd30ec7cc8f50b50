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
// open, last, and a log that is not buried under a line per request.
const dataDir = await makeDataDir('eform-start-');
const servers: TServerProcess[] = [];
afterAll(async () => {
  await cleanUp(servers, dataDir.dir);
  await dataDir.remove();
});

describe('the start of the server', () => {
  it('prints the address to open and logs no line per request', async () => {
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
    await fetch(`${server.url}/api/user/info`);
    expect(server.output().slice(before)).toBe('');

    const stopped = await stopServer(server);
    expect(stopped.code).toBe(0);
  }, 90_000);
});
