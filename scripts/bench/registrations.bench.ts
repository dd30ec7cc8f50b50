/**
 * Registrations list on a million rows (issue 19): generates 1,000,000 registrations of a
 * 20-field form in one generate_series statement (2% drafts, 1% trashed; the counters' trigger
 * runs once for the statement), then measures over HTTP, against the app in a process of its own
 * (serve-app.ts), page 1 of each tab sorted by each column both ways, filtered by serial range,
 * date range and one field, and a deep page. Target per query: p95 < 30 ms.
 * Exits 1 when a target is missed. Uses DATABASE_URL's server when set (a scratch database),
 * else an embedded cluster. BENCH_ROWS and BENCH_RUNS change the size and the repetitions.
 * The CSV exports of the same rows have their own bench (the exports' part of issue 19).
 * Run: npm run bench:registrations
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REGISTRATION_SORT_FIELDS } from '@eform/core/api/registrations-admin';
import { ZSchema } from '@eform/core/elements';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../../apps/server/src/db/client';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded-postgres';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { clients, formRevisions, forms, memberships, users } from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { median, p95 } from './bench-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_P95_MS = 30;
const PASSWORD = 'bench-wachtwoord-123';

/** 20 fields: numbers, texts, dates, a choice and a checkbox. */
/** 20 fields of five kinds, parsed as every write of the product parses a schema. */
function benchSchema() {
  return ZSchema.parse(rawSchema());
}

function rawSchema(): unknown[] {
  return Array.from({ length: 20 }, (_, i) => {
    const name = `veld${i + 1}`;
    const base = { uuid: crypto.randomUUID(), name, label: `Veld ${i + 1}` };
    if (i % 5 === 0) return { ...base, elementType: 'number' };
    if (i % 5 === 1) return { ...base, elementType: 'date' };
    if (i % 5 === 2) {
      const options = ['noord', 'oost', 'zuid', 'west'].map((v) => ({ label: v, value: v }));
      return { ...base, elementType: 'select', options };
    }
    if (i % 5 === 3) return { ...base, elementType: 'checkbox_single' };
    return { ...base, elementType: 'text' };
  });
}

const workDir = join(tmpdir(), `eform-bench-registrations-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
const url = await ensureDatabase(
  process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
  `eform_bench_registrations_${process.pid}`,
);
const database = createDatabase(url, { max: 4 });
let server: ChildProcess | undefined;

async function close() {
  server?.kill('SIGTERM');
  await database.close();
  await embedded?.stop();
  await rm(workDir, { recursive: true, force: true });
}

async function setUp() {
  await runMigrations(database.pool);
  const db = database.db;
  const [client] = await db.insert(clients).values({ name: 'Bench' }).returning();
  const [user] = await db
    .insert(users)
    .values({
      email: 'bench-registraties@example.nl',
      displayName: 'Bench',
      passwordHash: await hashPassword(PASSWORD),
      globalRoles: [],
    })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db
    .insert(memberships)
    .values({ userId: user.id, clientId: client.id, roles: ['form_view_registrations'] });
  const schema = benchSchema();
  const [form] = await db
    .insert(forms)
    .values({ clientId: client.id, name: 'Bench registraties', schema, publishedAt: new Date() })
    .returning();
  if (!form) throw new Error('setup failed');
  await db
    .insert(formRevisions)
    .values({ clientId: client.id, formId: form.id, revision: 1, content: { schema, rules: [] } });

  const started = performance.now();
  // One value per field: numbers 0-9999, dates over three years, a choice, a checkbox, a text.
  const pairs = schema.map((element, i) => {
    const key = sql.raw(`'${element.name}'`);
    const seed = sql.raw(`((g::bigint * ${i * 7919 + 104729}) % 1000003)`);
    if (element.elementType === 'number') return sql`${key}, ${seed} % 10000`;
    if (element.elementType === 'date') {
      return sql`${key}, to_char(date '2024-01-01' + (${seed} % 1095)::int, 'YYYY-MM-DD')`;
    }
    if (element.elementType === 'select') {
      return sql`${key}, (array['noord','oost','zuid','west'])[1 + ${seed} % 4]`;
    }
    if (element.elementType === 'checkbox_single') return sql`${key}, ${seed} % 2 = 0`;
    return sql`${key}, 'melding ' || ${seed} || ' over de straat'`;
  });
  await db.execute(sql`
    insert into registrations (client_id, form_id, form_revision, serial_number, name, status,
      user_id, values, registered_at, updated_at, deleted_at)
    select ${client.id}, ${form.id}, 1, g, g || ' - Bench registraties',
      case when g % 50 = 0 then 'draft' else 'completed' end,
      case when g % 3 = 0 then ${user.id}::int end,
      jsonb_build_object(${sql.join(pairs, sql`, `)}),
      timestamptz '2024-01-01' + g * interval '90 seconds',
      timestamptz '2024-01-01' + g * interval '90 seconds' + (g % 7) * interval '1 hour',
      case when g % 100 = 7 then timestamptz '2027-01-01' + g * interval '1 second' end
    from generate_series(1, ${ROWS}) g`);
  const generated = performance.now() - started;
  await db.execute(sql`vacuum analyze registrations`);
  const prepared = performance.now() - started;
  return { email: user.email, formId: form.uuid, generated, prepared };
}

async function startServer(): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'serve-app.ts')],
    {
      env: { ...process.env, DATABASE_URL: url, BENCH_WEB_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  server = child;
  return new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      resolve(chunk.toString().trim());
      child.stdout?.resume();
    });
  });
}

try {
  const setup = await setUp();
  console.log(
    `${ROWS.toLocaleString('en')} registrations generated in ${(setup.generated / 1000).toFixed(1)} s (with vacuum analyze ${(setup.prepared / 1000).toFixed(1)} s)`,
  );
  const address = await startServer();
  const login = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: setup.email, password: PASSWORD }),
  });
  const apiKey = ((await login.json()) as { api_key: string }).api_key;

  const cases: [string, string][] = [];
  for (const [tab, query] of [
    ['completed', 'status=completed'],
    ['draft', 'status=draft'],
    ['trash', 'trashed=1'],
  ]) {
    for (const sortBy of REGISTRATION_SORT_FIELDS) {
      if (sortBy === 'deleted_at' && tab !== 'trash') continue;
      for (const direction of ['-1', '1']) {
        cases.push([
          `${tab} by ${sortBy} ${direction === '1' ? 'asc' : 'desc'}`,
          `${query}&sort_by=${sortBy}&sort_direction=${direction}`,
        ]);
      }
    }
  }
  const deepPage = Math.floor(ROWS / 200);
  cases.push(
    [
      'serial range (10,000)',
      `min:registration_serial_number=${Math.floor(ROWS / 2)}&max:registration_serial_number=${Math.floor(ROWS / 2) + 9999}`,
    ],
    [
      'serial range (10,000) by name asc, page 5',
      `min:registration_serial_number=${Math.floor(ROWS / 2)}&max:registration_serial_number=${Math.floor(ROWS / 2) + 9999}&sort_by=registration_name&sort_direction=1&page=5`,
    ],
    ['serial range open top (last 10,000)', `min:registration_serial_number=${ROWS - 9999}`],
    ['serial range open bottom (first 10,000)', 'max:registration_serial_number=10000'],
    ['date range (a month)', 'min:registration_date=2025-03-01&max:registration_date=2025-03-31'],
    ['field veld1 200-299', 'min:veld1=200&max:veld1=299'],
    ['field veld5 contains', 'eq:veld5=melding 12'],
    [`deep page ${deepPage} of 20`, `page=${deepPage}`],
    ['deep page 500 of 100', 'page=500&items_per_page=100'],
  );

  let missed = 0;
  console.log(
    `\n${'query'.padEnd(44)} ${'first'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)}  rows`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let first = 0;
    let count = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(`${address}/api/form/${setup.formId}/registrations?${query}`, {
        headers: { 'api-key': apiKey },
      });
      const body = (await response.json()) as { registrations_count?: number };
      const ms = performance.now() - started;
      if (response.status !== 200)
        throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
      count = body.registrations_count ?? 0;
      // The first run counts a filtered list (then cached per form stamp) and warms the plan.
      if (run === 0) first = ms;
      else times.push(ms);
    }
    const slow = p95(times) >= TARGET_P95_MS;
    if (slow) missed += 1;
    console.log(
      `${label.padEnd(44)} ${first.toFixed(1).padStart(8)} ${median(times).toFixed(1).padStart(8)} ${p95(times).toFixed(1).padStart(8)}  ${count}${slow ? '  MISSED' : ''}`,
    );
  }
  console.log(
    `\nTarget: every page p95 < ${TARGET_P95_MS} ms (ms over HTTP, ${RUNS} runs after a first).`,
  );
  console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await close();
}
