import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cleanUp,
  isRunning,
  makeDataDir,
  postmasterPid,
  signIn,
  spawnServer,
  stopServer,
  type TServerProcess,
  waitUntilReady,
} from './server-process';

// The real server as a child process on an embedded cluster of its own. When only the Node
// process dies, its PostgreSQL keeps running; the next start must take over the DATA_DIR.
const dataDir = await makeDataDir('eform-crash-');
const servers: TServerProcess[] = [];
afterAll(async () => {
  await cleanUp(servers, dataDir.dir);
  await dataDir.remove();
});

async function start(): Promise<TServerProcess> {
  const server = await spawnServer(dataDir.dir);
  servers.push(server);
  return server;
}

/** The form_id of a published example form the demo filler may fill. */
async function exampleForm(server: TServerProcess, apiKey: string, name: string) {
  const headers = { 'api-key': apiKey };
  const info = (await (await fetch(`${server.url}/api/user/info`, { headers })).json()) as {
    clients: { id: number }[];
  };
  const forms = (await (
    await fetch(`${server.url}/api/forms/published/${info.clients[0]?.id}`, { headers })
  ).json()) as { form: { form_id: string; form_name: string } }[];
  const found = forms.find((entry) => entry.form.form_name === name);
  if (!found) throw new Error(`no example form ${name}`);
  return found.form.form_id;
}

/**
 * Sends registrations 8 at a time and kills the server with SIGKILL once `killAfter` were
 * answered 200, with more in flight; answers the ids of those acknowledged.
 */
async function submitUntilKilled(
  server: TServerProcess,
  apiKey: string,
  formId: string,
  killAfter: number,
): Promise<string[]> {
  const acknowledged: string[] = [];
  let killed = false;
  const lane = async () => {
    while (!killed) {
      try {
        const response = await fetch(`${server.url}/api/registration`, {
          method: 'POST',
          headers: { 'api-key': apiKey, 'content-type': 'application/json' },
          body: JSON.stringify({
            form_id: formId,
            fill_token: randomUUID(),
            values: { soort: 'zwerfafval', adres: `Kerkstraat ${acknowledged.length}` },
          }),
        });
        if (response.status === 200) {
          acknowledged.push(
            ((await response.json()) as { registration_id: string }).registration_id,
          );
        }
      } catch {
        // The connection died with the server: not acknowledged.
      }
      if (!killed && acknowledged.length >= killAfter) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  return acknowledged;
}

describe('a crash of the Node process (kill -9)', () => {
  it('the next start stops the orphaned PostgreSQL and is healthy with its data in < 30 s', async () => {
    const first = await start();
    await waitUntilReady(first, 60_000);
    const apiKey = await signIn(first, 'filler@example.nl');
    const orphan = postmasterPid(dataDir.dir);

    // Submits in flight when it dies: every one answered 200 before must be there after.
    const report = await exampleForm(first, apiKey, 'Melding openbare ruimte');
    const acknowledged = await submitUntilKilled(first, apiKey, report, 30);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);

    const killed = await stopServer(first, 'SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    expect(isRunning(orphan)).toBe(true);

    const startedAt = Date.now();
    const second = await start();
    await waitUntilReady(second, 30_000);
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    expect(isRunning(orphan)).toBe(false);
    expect(second.output()).toContain(`stopping PostgreSQL (PID ${orphan})`);

    // The session made before the crash is still there.
    const info = await fetch(`${second.url}/api/user/info`, { headers: { 'api-key': apiKey } });
    expect(info.status).toBe(200);
    expect(await info.json()).toMatchObject({ email: 'filler@example.nl' });
    for (const id of acknowledged) {
      const stored = await fetch(`${second.url}/api/form/${report}/registrations/${id}`, {
        headers: { 'api-key': apiKey },
      });
      expect(stored.status, `registration ${id} acknowledged before the crash`).toBe(200);
    }

    const stopped = await stopServer(second);
    expect(stopped.code).toBe(0);
  }, 90_000);

  it('a DATA_DIR that a running server uses is refused at once, naming it', async () => {
    const running = await start();
    await waitUntilReady(running, 60_000);
    const postmaster = postmasterPid(dataDir.dir);

    const startedAt = Date.now();
    const intruder = await start();
    const { code } = await intruder.exited;
    expect(code).toBe(1);
    expect(Date.now() - startedAt).toBeLessThan(15_000);
    expect(intruder.output()).toContain(
      `${join(dataDir.dir, 'postgres')} is in use by another running server (PID ${running.child.pid})`,
    );

    // The running server and its database were left alone.
    expect(isRunning(postmaster)).toBe(true);
    expect((await fetch(`${running.url}/ready`)).status).toBe(200);
    expect((await stopServer(running)).code).toBe(0);
    expect(isRunning(postmaster)).toBe(false);
  }, 90_000);
});
