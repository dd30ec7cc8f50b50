/**
 * What the after-send benchmarks share (not a benchmark): bench:after-send (e-mails) and
 * bench:hooks (webhooks). PostgreSQL (DATABASE_URL's server when set, a scratch database on it;
 * else an embedded cluster in the system temp folder), a client with a user, a 20-field form with
 * the e-mail settings and integrations given and enough credits, the API in this process, the
 * submits from bench:submit's load generator in a worker thread, and the after-send worker in
 * this process or in a child process of its own (as SERVER_ROLE=worker runs it) at a lower CPU
 * priority.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { TWebhookIntegration } from '@eform/core/api';
import { ZSchema } from '@eform/core/elements';
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
  users,
} from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { addCreditEntry } from '../../apps/server/src/modules/credits/credits.service';
import { createLocalDiskStorage } from '../../apps/server/src/storage/local-disk-storage';
import type { TLoadAnswer, TLoadOrder, TLoadSetup } from './submit-load';
import { CONCURRENCY } from './submit-shared';

/** The bench users' password. */
export const BENCH_PASSWORD = 'bench-wachtwoord-123';

/** The bench form: 20 fields (text, select, number, one calculation), as bench:submit fills it. */
export function benchSchema(): unknown[] {
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

/** The database of a bench run: `name` names the scratch database and folder. */
export async function startBenchDatabase(name: string) {
  const clusterDir = join(tmpdir(), `eform-bench-${name}-${process.pid}`);
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dir: join(clusterDir, 'postgres') });
  const serverUrl = process.env.DATABASE_URL ?? embedded?.connectionString ?? '';
  const url = await ensureDatabase(
    serverUrl,
    `eform_bench_${name.replace(/\W/g, '_')}_${process.pid}`,
  );
  const database = createDatabase(url, { max: CONCURRENCY + 8 });
  await runMigrations(database.pool);
  const filesDir = join(clusterDir, 'files');
  return {
    url,
    database,
    filesDir,
    storage: createLocalDiskStorage(filesDir),
    async stop() {
      await database.close();
      await embedded?.stop();
      await rm(clusterDir, { recursive: true, force: true });
    },
  };
}

type TBenchDatabase = Awaited<ReturnType<typeof startBenchDatabase>>;

/**
 * A client with a user who may fill the bench form, the form (published, its first revision)
 * with `emailSettings` and `webhookIntegrations`, and `credits` credits.
 */
export async function createBenchForm(
  bench: Pick<TBenchDatabase, 'database'>,
  options: {
    emailSettings?: unknown[];
    webhookIntegrations?: TWebhookIntegration[];
    credits: number;
  },
) {
  const db = bench.database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomUUID().slice(0, 8)}@example.nl`,
      displayName: 'Bench',
      passwordHash: await hashPassword(BENCH_PASSWORD),
      globalRoles: [],
    })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db.insert(memberships).values({ userId: user.id, clientId: client.id, roles: [] });
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: 'Bench' })
    .returning();
  const [form] = await db
    .insert(forms)
    .values({
      clientId: client.id,
      folderId: folder?.id ?? null,
      name: 'Bench',
      schema: ZSchema.parse(benchSchema()),
      emailSettings: (options.emailSettings ?? []) as never,
      webhookIntegrations: options.webhookIntegrations ?? [],
      publishedAt: new Date(),
    })
    .returning();
  if (!form) throw new Error('setup failed');
  await db.insert(formRevisions).values({
    clientId: client.id,
    formId: form.id,
    revision: 1,
    content: { schema: form.schema, rules: [] },
  });
  await db.insert(formAccess).values({ clientId: client.id, formId: form.id, userId: user.id });
  await addCreditEntry(db, client.id, { name: 'Bench', total: options.credits, expiresAt: null });
  return { client, user, form };
}

/**
 * The API on the bench database in this process, a signed-in filler and bench:submit's load
 * generator in a worker thread (node:http over kept-alive connections, CONCURRENCY at a time),
 * as a client on another machine would send.
 */
export async function startSubmitting(
  bench: TBenchDatabase,
  filler: { email: string },
  formUuid: string,
) {
  const app = await buildApp({
    db: bench.database.db,
    webDistDir: '/nonexistent',
    storage: bench.storage,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const loginResponse = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: filler.email, password: BENCH_PASSWORD }),
  });
  const apiKey = ((await loginResponse.json()) as { api_key: string }).api_key;
  const loadScript = fileURLToPath(new URL('./submit-load.ts', import.meta.url));
  const load = new Worker(
    `require('tsx/cjs/api').register(); require(${JSON.stringify(loadScript)});`,
    {
      eval: true,
      workerData: { address, fillers: [{ apiKey, formId: formUuid }] } satisfies TLoadSetup,
    },
  );
  return {
    /** Sends `count` submits numbered from `offset`; resolves when all are answered. */
    submitMany: (offset: number, count: number) =>
      new Promise<void>((resolve, reject) => {
        load.once('message', (answer: TLoadAnswer) =>
          answer.error ? reject(new Error(answer.error)) : resolve(),
        );
        load.postMessage({ count, offset, fillers: 1 } satisfies TLoadOrder);
      }),
    async close() {
      await load.terminate();
      await app.close();
    },
  };
}

const source = (path: string) =>
  fileURLToPath(new URL(`../../apps/server/src/${path}`, import.meta.url));

// The worker process: pg-boss with the after-send workers (e-mails, and the hooks with
// OUTBOUND_ALLOW) on the bench database, nothing else; stopped by a message.
const WORKER_CHILD_SOURCE = `
import { setPriority } from 'node:os';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { createDatabase } from '${source('db/client.ts')}';
import { parseOutboundAllow } from '${source('http/outbound-addresses.ts')}';
import { BOSS_SCHEMA, startDeliveryWorkers, startHookWorkers } from '${source('jobs/boss.ts')}';
import { startHookRound } from '${source('modules/integrations/index.ts')}';
import { createMailer } from '${source('mail/mailer.ts')}';
import { PDF_WITH_MESSAGE, queueDeliveryRetry } from '${source('modules/deliveries/index.ts')}';
import { closeDocumentSandbox } from '${source('sandbox/documents.ts')}';
import { createLocalDiskStorage } from '${source('storage/local-disk-storage.ts')}';
const { url, smtpUrl, filesDir, nice, outboundAllow } = JSON.parse(process.env.BENCH_WORKER_ARGS);
setPriority(nice);
const database = createDatabase(url);
const boss = new PgBoss({ connectionString: url, schema: BOSS_SCHEMA, max: 4 });
await boss.start();
const mailer = createMailer({ from: 'eform@example.nl', smtpUrl, outboxDir: '/nonexistent' });
const storage = createLocalDiskStorage(filesDir);
const log = pino({ level: 'warn' });
await startDeliveryWorkers(boss, {
  db: database.db, mailer, storage, log, queueRetry: queueDeliveryRetry, renderPdf: PDF_WITH_MESSAGE,
  startHookRound,
});
await startHookWorkers(boss, {
  db: database.db, mailer, storage, log, outbound: { allow: parseOutboundAllow(outboundAllow) },
  publicUrl: 'http://localhost:3000',
});
process.send('ready');
process.once('message', async () => {
  await boss.stop({ graceful: false, wait: true }).catch(() => {});
  mailer.close();
  await closeDocumentSandbox();
  await database.close();
  process.exit(0);
});
`;

/** What the worker process is started with. */
export interface TWorkerProcessArgs {
  url: string;
  /** The SMTP server the e-mails go to (none: .eml files nowhere; no e-mail settings then). */
  smtpUrl?: string;
  filesDir: string;
  /** CPU priority, 0-19 (a SERVER_ROLE=worker process started with `nice -n`). */
  nice: number;
  /** OUTBOUND_ALLOW of the hooks' requests. */
  outboundAllow?: string;
}

/** The after-send worker in a child process; `stop()` ends it. */
export async function startWorkerProcess(args: TWorkerProcessArgs) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', WORKER_CHILD_SOURCE],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, BENCH_WORKER_ARGS: JSON.stringify(args) },
    },
  );
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`worker process exited (${code})`)));
  });
  return {
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send('stop');
      await exited;
    },
  };
}
