/**
 * Benchmark (not a test): full HTTP submits of a 20-field form (POST /api/registration:
 * validation, recomputed calculation, serial number, credit, registration.sent job when pg-boss is
 * installed) at concurrency 16 against the real server on PostgreSQL, in two modes: one user on
 * one form, and 16 users over 4 forms of one client, each with their own api key (BENCH_MODES,
 * default `one,many`). Next to them a plain INSERT of the same JSONB row over the same pool in the
 * same run. Runs on an empty table and again after bulk-loading BENCH_ROWS rows (default 100,000;
 * 1,000,000 with BENCH_ROWS=1000000). Checks that the credits were never overdrawn. Targets for
 * many users: >= 1,800 registrations/s on 2 cores and >= 25% of the plain insert rate (one user
 * did about 3,500/s, 55%).
 * Then the same submits through nginx to the built server (scripts/cluster, issue 33): 1 API
 * process, then 2, each beside a plain INSERT of the same run (BENCH_NGINX=0 leaves them out; it
 * builds the server bundle first). On one machine that figure is the overhead of the proxy and the
 * processes, not a gain.
 * Uses DATABASE_URL's server when set (a scratch database is created), else an embedded cluster
 * in the system temp folder.
 * Run: npm run bench:submit
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { ZSchema } from '@eform/core/elements';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import {
  clients,
  folders,
  formAccess,
  formRevisions,
  forms,
  memberships,
  users as users_,
} from '../../apps/server/src/db/schema';
import { BOSS_SCHEMA } from '../../apps/server/src/jobs/boss';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import {
  addCreditEntry,
  getClientCredits,
} from '../../apps/server/src/modules/credits/credits.service';
import { buildServerBundle } from '../build-server';
import { DEFAULT_BUNDLE, startCluster } from '../cluster/cluster';
import type { TFiller, TLoadAnswer, TLoadOrder, TLoadSetup } from './submit-load';
import { CONCURRENCY, pool, values } from './submit-shared';

const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 4000);
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Submits (and inserts) before each measured run, so the JIT has compiled the hot paths. */
const WARM_UP = 2000;
const TARGET_PER_S = 1800;
const TARGET_RATIO = 0.25;
const PASSWORD = 'bench-wachtwoord-123';
/** The many-users mode: this many users, each filling one of MANY_FORMS forms. */
const MANY_USERS = 16;
const MANY_FORMS = 4;
const MODES = {
  one: { label: 'HTTP submit, one user', fillers: 1 },
  many: { label: `HTTP submit, ${MANY_USERS} users over ${MANY_FORMS} forms`, fillers: MANY_USERS },
} as const;
type TMode = keyof typeof MODES;
const modes = (process.env.BENCH_MODES ?? 'one,many')
  .split(',')
  .filter((mode): mode is TMode => mode in MODES);

function schema(): unknown[] {
  return Array.from({ length: 20 }, (_, i) => {
    const base = { uuid: randomUUID(), name: `veld${i}`, label: `Veld ${i}` };
    if (i % 5 === 1) {
      return {
        ...base,
        elementType: 'select',
        options: ['a', 'b', 'c'].map((v) => ({ label: v, value: v })),
      };
    }
    if (i % 5 === 2) return { ...base, elementType: 'number', validation: [['min', 0]] };
    if (i === 19) return { ...base, elementType: 'calculation', formula: '$veld2$ * 2' };
    return { ...base, elementType: 'text', validation: [['required', true]] };
  });
}

/**
 * CPU seconds used so far by every PostgreSQL process of this machine (Linux /proc; 0 elsewhere):
 * with the embedded cluster, that is the database's side of the run.
 */
async function postgresCpuSeconds(): Promise<number> {
  const pids = await readdir('/proc').catch(() => [] as string[]);
  let ticks = 0;
  for (const pid of pids.filter((name) => /^\d+$/.test(name))) {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const close = stat.lastIndexOf(')');
    if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue;
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
  }
  return ticks / 100; // USER_HZ
}

const clusterDir = join(tmpdir(), `eform-bench-submit-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(clusterDir, 'postgres') });
const serverUrl = process.env.DATABASE_URL ?? embedded?.connectionString ?? '';
const url = await ensureDatabase(serverUrl, `eform_bench_submit_${process.pid}`);
const database = createDatabase(url, { max: CONCURRENCY + 4 });
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 2 });
const app = await buildApp({ db: database.db, webDistDir: '/nonexistent' });
try {
  await runMigrations(database.pool);
  // Install pg-boss's tables so each submit queues its job, as in production.
  await boss.start();
  const db = database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench' }).returning();
  if (!client) throw new Error('setup failed');
  const passwordHash = await hashPassword(PASSWORD);
  const users = await db
    .insert(users_)
    .values(
      Array.from({ length: MANY_USERS }, (_, u) => ({
        email: `bench-${u}-${randomUUID().slice(0, 8)}@example.nl`,
        displayName: `Bench ${u}`,
        passwordHash,
        globalRoles: [],
      })),
    )
    .returning();
  await db
    .insert(memberships)
    .values(users.map((user) => ({ userId: user.id, clientId: client.id, roles: [] })));
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: 'Bench' })
    .returning();
  const benchForms = await db
    .insert(forms)
    .values(
      Array.from({ length: MANY_FORMS }, (_, f) => ({
        clientId: client.id,
        folderId: folder?.id ?? null,
        name: `Bench ${f}`,
        schema: ZSchema.parse(schema()),
        publishedAt: new Date(),
      })),
    )
    .returning();
  const [form] = benchForms;
  const [user] = users;
  if (!form || !user) throw new Error('setup failed');
  await db.insert(formRevisions).values(
    benchForms.map((f) => ({
      clientId: client.id,
      formId: f.id,
      revision: 1,
      content: { schema: f.schema, rules: [] },
    })),
  );
  // User u fills form u % MANY_FORMS (user 0 on form 0 is also the one-user mode).
  const formOf = (u: number) => benchForms[u % MANY_FORMS] ?? form;
  await db
    .insert(formAccess)
    .values(users.map((u, i) => ({ clientId: client.id, formId: formOf(i).id, userId: u.id })));
  // Two rounds in this process, two through nginx.
  const credits = 4 * modes.length * (SUBMITS + WARM_UP) + 50;
  await addCreditEntry(db, client.id, { name: 'Bench', total: credits, expiresAt: null });

  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const fillers: TFiller[] = [];
  for (const [u, each] of users.entries()) {
    const loginResponse = await fetch(`${address}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: each.email, password: PASSWORD }),
    });
    const apiKey = ((await loginResponse.json()) as { api_key: string }).api_key;
    fillers.push({ apiKey, formId: formOf(u).uuid });
  }

  // The load comes from a worker thread (its own event loop, as a client on another machine
  // would be): the server's thread does only the server's work.
  // Workers do not inherit tsx's loader: the worker registers it, then loads the TypeScript.
  const loadScript = fileURLToPath(new URL('./submit-load.ts', import.meta.url));
  let nextOffset = 0;
  const startLoad = (target: string) => {
    const worker = new Worker(
      `require('tsx/cjs/api').register(); require(${JSON.stringify(loadScript)});`,
      { eval: true, workerData: { address: target, fillers } satisfies TLoadSetup },
    );
    const submitMany = (mode: TMode, count: number) =>
      new Promise<void>((resolve, reject) => {
        worker.once('message', (answer: TLoadAnswer) =>
          answer.error ? reject(new Error(answer.error)) : resolve(),
        );
        const order = { count, offset: nextOffset, fillers: MODES[mode].fillers };
        worker.postMessage(order satisfies TLoadOrder);
        nextOffset += count;
      });
    return { worker, submitMany };
  };
  const direct = startLoad(address);
  const load = direct.worker;
  const { submitMany } = direct;
  // Plain rows take serial numbers -1, -2, ... in turn: never one twice, and never one of the
  // bulk load's (from -2,000,000,000 up).
  let plainSerial = 0;
  const insertOne = async (i: number) => {
    plainSerial += 1;
    await db.execute(sql`insert into registrations (client_id, form_id, form_revision,
      serial_number, name, user_id, values)
      values (${client.id}, ${form.id}, 1, ${-plainSerial},
      ${`Plain ${i}`}, ${user.id}, ${JSON.stringify(values(i))}::jsonb)`);
  };

  const measure = async (label: string, count: number, run: () => Promise<unknown>) => {
    const start = performance.now();
    const cpu = process.cpuUsage();
    const databaseCpu = await postgresCpuSeconds();
    await run();
    const elapsed = performance.now() - start;
    const perSecond = count / (elapsed / 1000);
    // This process: the server, and the load worker for the HTTP submits; PostgreSQL: its own.
    const used = process.cpuUsage(cpu);
    const databaseMs = ((await postgresCpuSeconds()) - databaseCpu) * 1000;
    const cpuMs = (used.user + used.system) / 1000;
    const each = (ms: number) => `${((ms / count) * 1000).toFixed(0)} µs`;
    process.stdout.write(
      `  ${label}: ${count} in ${(count / perSecond).toFixed(2)} s = ${perSecond.toFixed(0)}/s; ` +
        `CPU each: this process ${each(cpuMs)} (${((cpuMs / elapsed) * 100).toFixed(0)}% of a core), ` +
        `PostgreSQL ${each(databaseMs)} (${((databaseMs / elapsed) * 100).toFixed(0)}%)\n`,
    );
    return perSecond;
  };

  const round = async (title: string) => {
    process.stdout.write(`${title}\n`);
    for (const mode of modes) await submitMany(mode, WARM_UP);
    await pool(WARM_UP, insertOne);
    const rates = new Map<TMode, number>();
    for (const mode of modes) {
      rates.set(mode, await measure(MODES[mode].label, SUBMITS, () => submitMany(mode, SUBMITS)));
    }
    const plain = await measure('plain INSERT', SUBMITS, () => pool(SUBMITS, insertOne));
    for (const [mode, rate] of rates) {
      const ratio = rate / plain;
      const targets =
        mode === 'many'
          ? ` (targets: >= ${TARGET_PER_S}/s ${rate >= TARGET_PER_S ? 'met' : 'NOT met'}, ` +
            `>= ${TARGET_RATIO * 100}% ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'})`
          : '';
      process.stdout.write(
        `  ${mode === 'one' ? 'one user' : 'many users'}: ${(ratio * 100).toFixed(0)}% of plain${targets}\n`,
      );
    }
  };

  process.stdout.write(
    `cores: ${availableParallelism()}, concurrency ${CONCURRENCY}, modes ${modes.join(', ')}\n`,
  );
  await round('empty table');
  const loadStart = performance.now();
  await db.execute(sql`insert into registrations (client_id, form_id, form_revision,
    serial_number, name, user_id, values)
    select ${client.id}, ${form.id}, 1, -2000000000 + g, 'Bulk ' || g, ${user.id},
      ${JSON.stringify(values(1))}::jsonb
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`analyze registrations`);
  process.stdout.write(
    `bulk-loaded ${ROWS} rows in ${((performance.now() - loadStart) / 1000).toFixed(1)} s\n`,
  );
  await round(`after ${ROWS} rows`);

  // Through nginx to the built server: 1 API process, then 2 (no workers: the jobs wait, as
  // above), the same users and forms, the plain INSERT again in the same run.
  if (process.env.BENCH_NGINX !== '0') {
    await buildServerBundle(
      fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url)),
      DEFAULT_BUNDLE,
    );
    for (const apiNodes of [1, 2]) {
      const cluster = await startCluster({
        apiNodes,
        workers: 0,
        databaseUrl: url,
        env: { LOG_LEVEL: 'warn', SEED_DEMO: '0' },
      });
      const proxied = startLoad(cluster.url);
      try {
        process.stdout.write(`through nginx, ${apiNodes} API process${apiNodes > 1 ? 'es' : ''}\n`);
        for (const mode of modes) await proxied.submitMany(mode, WARM_UP);
        const rates = new Map<TMode, number>();
        for (const mode of modes) {
          const label = `${MODES[mode].label} via nginx`;
          rates.set(mode, await measure(label, SUBMITS, () => proxied.submitMany(mode, SUBMITS)));
        }
        const plain = await measure('plain INSERT', SUBMITS, () => pool(SUBMITS, insertOne));
        for (const [mode, rate] of rates) {
          process.stdout.write(
            `  ${mode === 'one' ? 'one user' : 'many users'}: ${((rate / plain) * 100).toFixed(0)}% of plain\n`,
          );
        }
      } finally {
        await proxied.worker.terminate();
        await cluster.stop();
      }
    }
  }

  const left = await getClientCredits(db, client.id);
  const used = credits - left;
  const [stored] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from registrations
        where serial_number > 0 and client_id = ${client.id}`,
    )
  ).rows;
  const [jobs] = (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'registration.sent'`,
    )
  ).rows;
  process.stdout.write(
    `credits used ${used}, submitted registrations ${stored?.n}, jobs queued ${jobs?.n} ` +
      `(${used === stored?.n && left >= 0 ? 'no overdraw' : 'MISMATCH'})\n`,
  );
  await load.terminate();
} finally {
  await app.close();
  await boss.stop({ graceful: false, wait: true }).catch(() => undefined);
  await database.close();
  await embedded?.stop();
  await rm(clusterDir, { recursive: true, force: true });
}
