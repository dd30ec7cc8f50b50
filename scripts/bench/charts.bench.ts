/**
 * Charts of a form's registrations on a million rows (issue 35 item 2): generates 1,000,000
 * registrations of a 12-field form (two numbers, two dates, two choices, a multiple choice, a
 * checkbox and texts) in one generate_series statement, then measures
 * GET /api/form/{form_id}/registrations/charts over HTTP, against the app in a process of its own
 * (serve-app.ts): no filter, one field filter, a date range. Target: p95 < 300 ms.
 * Reports p50 and p95; exits 1 when a target is missed. Uses DATABASE_URL's server when set (a
 * scratch database), else an embedded cluster. BENCH_ROWS and BENCH_RUNS change the size and the
 * repetitions.
 * Run: npm run bench:charts
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TARGET_P95_MS = 300;
const PASSWORD = 'bench-wachtwoord-123';
const AREAS = ['noord', 'oost', 'zuid', 'west'];
const TYPES = ['number', 'date', 'select', 'checkbox_single', 'checkbox_multiple', 'text'];

/** 12 fields, two of each kind, parsed as every write of the product parses a schema. */
function benchSchema() {
  return ZSchema.parse(
    Array.from({ length: 12 }, (_, i) => {
      const name = `veld${i + 1}`;
      const elementType = TYPES[i % TYPES.length];
      const base = { uuid: crypto.randomUUID(), name, label: `Veld ${i + 1}`, elementType };
      if (elementType === 'select' || elementType === 'checkbox_multiple') {
        return { ...base, options: AREAS.map((v) => ({ label: v, value: v })) };
      }
      return base;
    }),
  );
}

const workDir = join(tmpdir(), `eform-bench-charts-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
const url = await ensureDatabase(
  process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
  `eform_bench_charts_${process.pid}`,
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
      email: 'bench-grafieken@example.nl',
      displayName: 'Bench',
      passwordHash: await hashPassword(PASSWORD),
      globalRoles: [],
    })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db
    .insert(memberships)
    .values({ userId: user.id, clientId: client.id, roles: ['form_manager'] });
  const schema = benchSchema();
  const [form] = await db
    .insert(forms)
    .values({ clientId: client.id, name: 'Bench grafieken', schema, publishedAt: new Date() })
    .returning();
  if (!form) throw new Error('setup failed');
  await db
    .insert(formRevisions)
    .values({ clientId: client.id, formId: form.id, revision: 1, content: { schema, rules: [] } });

  const started = performance.now();
  // Numbers 0-9999, dates over three years, a choice, one or two ticked options, a checkbox, a text.
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
    if (element.elementType === 'checkbox_multiple') {
      return sql`${key}, case when ${seed} % 3 = 0 then jsonb_build_array('noord', 'zuid')
        else jsonb_build_array((array['noord','oost','zuid','west'])[1 + ${seed} % 4]) end`;
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
  const cases: [string, string][] = [
    ['no filter', ''],
    ['one filter (eq:veld3=noord)', 'eq:veld3=noord'],
    ['number range (veld1 200-299)', 'min:veld1=200&max:veld1=299'],
    ['date range (a month)', 'min:registration_date=2025-03-01&max:registration_date=2025-03-31'],
  ];
  let missed = 0;
  console.log(
    `\n${'query'.padEnd(40)} ${'first'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  total`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let first = 0;
    let total = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(
        `${address}/api/form/${setup.formId}/registrations/charts${query ? `?${query}` : ''}`,
        { headers: { 'api-key': apiKey } },
      );
      const body = (await response.json()) as { total?: number };
      const ms = performance.now() - started;
      if (response.status !== 200) {
        throw new Error(`${label}: ${response.status} ${JSON.stringify(body)}`);
      }
      total = body.total ?? 0;
      // The first run warms the plan and the buffers.
      if (run === 0) first = ms;
      else times.push(ms);
    }
    const slow = p95(times) >= TARGET_P95_MS;
    if (slow) missed += 1;
    console.log(
      `${label.padEnd(40)} ${first.toFixed(0).padStart(8)} ${median(times).toFixed(0).padStart(8)} ${p95(times).toFixed(0).padStart(8)}  ${total}${slow ? '  MISSED' : ''}`,
    );
  }
  console.log(`\nTarget: p95 < ${TARGET_P95_MS} ms (ms over HTTP, ${RUNS} runs after a first).`);
  console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await close();
}
