/**
 * Benchmark (not a test): the CSV export of a form's registrations (issue 19) on a generated
 * table of a 20-field form: 100,000 registrations (target < 1.8 s with the server's peak RSS
 * < 150 MB), then 1,000,000 (the same peak: memory does not grow with the rows). The server runs
 * in a child process of its own (this file with BENCH_ROLE=server, bundled and run by plain Node
 * as `npm start` runs the server: scripts/build-server.ts): the export is asked over
 * HTTP as the web app asks it (GET .../queue/download/csv), the child runs the export job for it
 * as its pg-boss worker would (runExport) and reports the time, and the peak RSS is the child's
 * VmHWM from /proc, reset before each export. BENCH_FORMATS=csv,xlsx,csv-with-attachments adds
 * the other formats (default csv); BENCH_MAX_ROWS=100000 stops after the first size.
 * Uses DATABASE_URL's server when set (a scratch database is created), else an embedded cluster
 * in the system temp folder.
 * Run: npm run bench:exports
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { ZSchema } from '@eform/core/elements';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import {
  clients,
  folders,
  formRevisions,
  forms,
  memberships,
  registrationExports,
  registrationSerialSequence,
  users,
} from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { runExport } from '../../apps/server/src/modules/exports';
import { createLocalDiskStorage } from '../../apps/server/src/storage/local-disk-storage';
import { buildServerBundle } from '../build-server';

const SIZES = [100_000, 1_000_000].filter(
  (size) => size <= Number(process.env.BENCH_MAX_ROWS ?? 1_000_000),
);
const FORMATS = (process.env.BENCH_FORMATS ?? 'csv').split(',');
const TARGET_MS = 1800;
const TARGET_RSS_MB = 150;
const PASSWORD = 'bench-wachtwoord-123';

/** The child: the app on DATABASE_URL, and the export job on request (IPC). */
async function serve() {
  const database = createDatabase(process.env.DATABASE_URL ?? '', { max: 8 });
  const storage = createLocalDiskStorage(process.env.BENCH_FILES_DIR ?? '');
  const app = await buildApp({ db: database.db, webDistDir: '/nonexistent', storage });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // A normal exit on SIGTERM, so BENCH_NODE_FLAGS='--cpu-prof' writes its profile.
  process.on('SIGTERM', () => process.exit(0));
  process.on('message', async (message: { client_id: number; export_id: number }) => {
    const started = performance.now();
    const state = await runExport(database.db, storage, message);
    process.send?.({ ms: performance.now() - started, state });
  });
  // Startup garbage (tsx's transpiling, module loading) is not the export's: collected first
  // when the bench gives --expose-gc.
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, rss } = process.memoryUsage();
  process.send?.({ address, heapUsed, rss });
}

function schema(): unknown[] {
  return Array.from({ length: 20 }, (_, i) => {
    const base = { uuid: randomUUID(), name: `veld${i}`, label: `Veld ${i}` };
    if (i % 5 === 1) {
      return {
        ...base,
        elementType: 'select',
        options: ['a', 'b', 'c'].map((v) => ({ label: `Keuze ${v}`, value: v })),
      };
    }
    if (i % 5 === 2) return { ...base, elementType: 'number' };
    if (i % 5 === 3) return { ...base, elementType: 'date' };
    if (i % 5 === 4) return { ...base, elementType: 'checkbox_single' };
    return { ...base, elementType: 'text' };
  });
}

/** Row n's values: 20 fields as the filler stores them (text, option value, number, date, bool). */
function valuesSql(): string {
  const fields = Array.from({ length: 20 }, (_, i) => {
    if (i % 5 === 1) return `'veld${i}', (array['a','b','c'])[1 + (n + ${i}) % 3]`;
    if (i % 5 === 2) return `'veld${i}', (n * ${i + 1}) % 1000 + 0.5`;
    if (i % 5 === 3) return `'veld${i}', to_char(date '2026-01-01' + (n % 365), 'YYYY-MM-DD')`;
    if (i % 5 === 4) return `'veld${i}', n % 2 = 0`;
    return `'veld${i}', 'Omschrijving ' || n || ' van veld ${i}; met "quotes", komma''s'`;
  });
  return `jsonb_build_object(${fields.join(', ')})`;
}

function peakRssMb(pid: number): Promise<number> {
  return readFile(`/proc/${pid}/status`, 'utf8').then((status) => {
    const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return kb / 1024;
  });
}

async function main() {
  const workDir = join(tmpdir(), `eform-bench-exports-${process.pid}`);
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
  const url = await ensureDatabase(
    process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
    `eform_bench_exports_${process.pid}`,
  );
  const database = createDatabase(url, { max: 4 });
  let server: ChildProcess | undefined;
  try {
    await runMigrations(database.pool);
    const db = database.db;
    const [client] = await db.insert(clients).values({ name: 'Bench export' }).returning();
    if (!client) throw new Error('no client');
    const [folder] = await db
      .insert(folders)
      .values({ clientId: client.id, name: 'Bench' })
      .returning();
    const [form] = await db
      .insert(forms)
      .values({
        clientId: client.id,
        folderId: folder?.id ?? null,
        name: 'Bench export',
        schema: ZSchema.parse(schema()),
        publishedAt: new Date(),
      })
      .returning();
    if (!form) throw new Error('no form');
    await db.insert(formRevisions).values({
      clientId: client.id,
      formId: form.id,
      revision: form.revision,
      content: { name: form.name, schema: form.schema },
    });
    const [user] = await db
      .insert(users)
      .values({ email: 'bench-export@example.nl', passwordHash: await hashPassword(PASSWORD) })
      .returning();
    if (!user) throw new Error('no user');
    await db
      .insert(memberships)
      .values({ clientId: client.id, userId: user.id, roles: ['form_manager'] });

    const filesDir = join(workDir, 'files');
    // As deep as apps/server/src, so the server's paths.ts finds the repository from it.
    const bundle = join(
      fileURLToPath(new URL('../../apps/server/dist/', import.meta.url)),
      'bench-exports.mjs',
    );
    await buildServerBundle(fileURLToPath(import.meta.url), bundle);
    server = spawn(
      process.execPath,
      ['--expose-gc', ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), bundle],
      {
        env: { ...process.env, BENCH_ROLE: 'server', DATABASE_URL: url, BENCH_FILES_DIR: filesDir },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    const child = server;
    const nextMessage = <T>() =>
      new Promise<T>((resolve, reject) => {
        child.once('message', (message) => resolve(message as T));
        child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
      });
    const { address, heapUsed, rss } = await nextMessage<{
      address: string;
      heapUsed: number;
      rss: number;
    }>();
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(`server idle: RSS ${mb(rss)}, JS heap used ${mb(heapUsed)}`);
    const login = await fetch(`${address}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, password: PASSWORD }),
    });
    const apiKey = ((await login.json()) as { api_key: string }).api_key;
    const headers = { 'api-key': apiKey };

    let loaded = 0;
    console.log(`CSV export target: < ${TARGET_MS} ms and peak RSS < ${TARGET_RSS_MB} MB`);
    for (const size of SIZES) {
      const loadStart = performance.now();
      await db.execute(
        sql.raw(`insert into registrations
          (client_id, form_id, form_revision, serial_number, name, user_id, values, registered_at)
        select ${client.id}, ${form.id}, ${form.revision}, n, 'Registratie ' || n, ${user.id},
          ${valuesSql()}, timestamptz '2026-01-01' + n * interval '37 seconds'
        from generate_series(${loaded + 1}, ${size}) n`),
      );
      await db.execute(
        sql`create sequence if not exists ${sql.identifier(registrationSerialSequence(form.id))}`,
      );
      await db.execute(sql`analyze registrations`);
      loaded = size;
      console.log(
        `${size.toLocaleString('en')} registrations generated in ${Math.round(performance.now() - loadStart)} ms`,
      );

      for (const format of FORMATS) {
        // Peak RSS from here: writing 5 to clear_refs resets VmHWM to the current RSS.
        await writeFile(`/proc/${child.pid}/clear_refs`, '5');
        const before = await peakRssMb(child.pid ?? 0);
        const askStart = performance.now();
        const asked = await fetch(
          `${address}/api/form/${form.uuid}/registrations/queue/download/${format}`,
          { headers },
        );
        const answer = (await asked.json()) as { queue_id: string; total: number };
        const askMs = performance.now() - askStart;
        const [record] = await db
          .select()
          .from(registrationExports)
          .where(sql`${registrationExports.uuid} = ${answer.queue_id}`);
        if (!record) throw new Error(`no export: ${JSON.stringify(answer)}`);
        const job = nextMessage<{ ms: number; state: string }>();
        child.send({ client_id: record.clientId, export_id: record.id });
        const { ms, state } = await job;
        const peak = await peakRssMb(child.pid ?? 0);
        const progress = (await (
          await fetch(
            `${address}/api/form/${form.uuid}/registrations/queue/progress/${answer.queue_id}`,
            { headers },
          )
        ).json()) as { download_url: string; processed: number };
        const downloadStart = performance.now();
        const file = await fetch(`${address}${progress.download_url}`, { headers });
        let bytes = 0;
        const reader = file.body?.getReader();
        for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
          bytes += read.value.length;
        }
        const downloadMs = performance.now() - downloadStart;
        const total = askMs + ms;
        const verdict =
          format === 'csv' && size === 100_000
            ? total < TARGET_MS && peak < TARGET_RSS_MB
              ? ' (target met)'
              : ' (TARGET MISSED)'
            : '';
        console.log(
          `${format} of ${size.toLocaleString('en')}: ${state}, ask ${Math.round(askMs)} ms + job ${Math.round(ms)} ms = ${Math.round(total)} ms; ` +
            `${(bytes / 1024 / 1024).toFixed(1)} MB downloaded in ${Math.round(downloadMs)} ms; ` +
            `server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB${verdict}`,
        );
      }
    }
  } finally {
    server?.kill('SIGTERM');
    await database.close();
    await embedded?.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_ROLE === 'server') await serve();
else await main();
