/// <reference lib="dom" />
/**
 * Benchmark (not a test): registrations on a map (issue 35), against the whole server in a
 * process of its own (serve-runtime.ts, serving apps/web/dist) on PostgreSQL:
 * 1. locations: 100,000 registrations of a form with a GPS field and a choice (generate_series,
 *    one statement; every 50th has no position), GET .../registrations/locations over HTTP,
 *    coloured by phase and by the choice, and filtered; p50 and p95 of BENCH_RUNS runs after a
 *    first; target p95 < 1 s;
 * 2. map: Registraties → Kaart in Chromium (1280x800): interactive (from the locations' arrival
 *    until the main thread has been free of long tasks for 1 s, as bench:geo measures the fill
 *    map) < 1 s, with the times from the navigation beside it.
 * Exits 1 when a target is missed. Uses DATABASE_URL's server when set (a scratch database), else
 * an embedded cluster. Run `npm run build` first. BENCH_ROWS, BENCH_RUNS and BENCH_MAP=0 change
 * the size, the repetitions or skip the browser; BENCH_SHOT=<png> saves the map.
 * Run: npm run bench:registrations-map
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSchema } from '@eform/core/elements';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright';
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
  users,
} from '../../apps/server/src/db/schema';
import { hashPassword } from '../../apps/server/src/modules/auth/password';
import { freePort } from '../cluster/node-process';
import { median, p95 } from './bench-app';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const TARGET_LOCATIONS_P95_MS = 1000;
const TARGET_INTERACTIVE_MS = 1000;
const PASSWORD = 'bench-wachtwoord-123';

const workDir = join(tmpdir(), `eform-bench-registrations-map-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
const url = await ensureDatabase(
  process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
  `eform_bench_registrations_map_${process.pid}`,
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
  const [client] = await db
    .insert(clients)
    .values({ name: 'Bench kaart', modules: ['map_element', 'location', 'tracking'] })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      email: `bench-${randomUUID().slice(0, 8)}@example.nl`,
      displayName: 'Bench',
      passwordHash: await hashPassword(PASSWORD),
      globalRoles: [],
    })
    .returning();
  if (!client || !user) throw new Error('setup failed');
  await db
    .insert(memberships)
    .values({ userId: user.id, clientId: client.id, roles: ['client_manager'] });
  const [folder] = await db
    .insert(folders)
    .values({ clientId: client.id, name: 'Bench' })
    .returning();
  const options = ['noord', 'oost', 'zuid', 'west'].map((v) => ({ label: v, value: v }));
  const content = {
    schema: ZSchema.parse([
      { uuid: randomUUID(), elementType: 'text', name: 'omschrijving', label: 'Omschrijving' },
      { uuid: randomUUID(), elementType: 'select', name: 'wijk', label: 'Wijk', options },
      { uuid: randomUUID(), elementType: 'gps', name: 'plek', label: 'Plek' },
    ]),
    rules: [],
  };
  const [form] = await db
    .insert(forms)
    .values({
      clientId: client.id,
      folderId: folder?.id ?? null,
      name: 'Meldingenkaart',
      ...content,
      publishedAt: new Date(),
    })
    .returning();
  if (!form) throw new Error('setup failed');
  await db
    .insert(formRevisions)
    .values({ clientId: client.id, formId: form.id, revision: 1, content });
  const started = performance.now();
  // Positions spread over the Netherlands' box by a hash of g; phases and districts cycle.
  await db.execute(sql`
    insert into registrations (client_id, form_id, form_revision, serial_number, name, phase,
      values, registered_at)
    select ${client.id}, ${form.id}, 1, g, 'Melding ' || g,
      (array['Nieuw','In behandeling','Klaar'])[1 + g % 3],
      jsonb_build_object('omschrijving', 'Melding ' || g,
        'wijk', (array['noord','oost','zuid','west'])[1 + g % 4])
      || case when g % 50 = 0 then '{}'::jsonb else jsonb_build_object('plek', jsonb_build_object(
        'lat', round((50.8 + ((g::bigint * 7919) % 100003) / 100003.0 * 2.6)::numeric, 6),
        'lon', round((3.4 + ((g::bigint * 104729) % 100019) / 100019.0 * 3.8)::numeric, 6),
        'accuracy', 5)) end,
      timestamptz '2025-01-01' + g * interval '90 seconds'
    from generate_series(1, ${ROWS}) g`);
  await db.execute(sql`vacuum analyze registrations`);
  return {
    email: user.email,
    formId: form.uuid,
    generated: performance.now() - started,
  };
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'serve-runtime.ts')],
    {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DATA_DIR: join(workDir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  server = child;
  return new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
    child.stdout?.once('data', () => {
      resolve(`http://127.0.0.1:${port}`);
      child.stdout?.resume();
    });
  });
}

/** The Kaart view in Chromium: from the locations' arrival until 1 s without long tasks. */
async function mapInBrowser(address: string, email: string, formId: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.goto(`${address}/login`);
    await page.getByLabel('E-mailadres').fill(email);
    await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL((at) => !at.pathname.startsWith('/login'));
    await page.addInitScript('window.__name = (fn) => fn');
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: { start: number; end: number }[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    const path = `/api/form/${formId}/registrations/locations`;
    const located = page.waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.ok(),
      { timeout: 120_000 },
    );
    await page.goto(`${address}/admin/form/${formId}/registrations?view=kaart`, {
      waitUntil: 'commit',
    });
    await (await located).finished();
    const { arrived, interactive } = await page.evaluate(async (asked) => {
      const w = window as unknown as { __longTasks: { start: number; end: number }[] };
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === asked) as
        | PerformanceResourceTiming
        | undefined;
      const since = entry?.responseEnd ?? 0;
      const lastEnd = () =>
        Math.max(since, ...w.__longTasks.filter((t) => t.end > since).map((t) => t.end));
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (performance.now() - lastEnd() >= 1000)
          return { arrived: since, interactive: lastEnd() };
      }
    }, path);
    const map = page.getByRole('application', { name: 'Kaart met registraties' });
    await map.waitFor();
    if (process.env.BENCH_SHOT) await map.screenshot({ path: process.env.BENCH_SHOT });
    return { arrived, interactive };
  } finally {
    await browser.close();
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

try {
  const setup = await setUp();
  console.log(
    `${ROWS.toLocaleString('en')} registrations generated in ${(setup.generated / 1000).toFixed(1)} s`,
  );
  const address = await startServer();
  const login = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: setup.email, password: PASSWORD }),
  });
  const apiKey = ((await login.json()) as { api_key: string }).api_key;
  let missed = 0;
  const cases: [string, string][] = [
    ['by phase', 'color_by=phase'],
    ['by choice (wijk)', 'color_by=wijk'],
    ['filtered (eq:wijk=noord)', 'color_by=phase&eq:wijk=noord'],
  ];
  console.log(
    `\n${'locations'.padEnd(28)} ${'first'.padStart(8)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}  located  bytes`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let first = 0;
    let located = 0;
    let bytes = 0;
    for (let run = 0; run <= RUNS; run++) {
      const started = performance.now();
      const response = await fetch(
        `${address}/api/form/${setup.formId}/registrations/locations?${query}`,
        { headers: { 'api-key': apiKey } },
      );
      const text = await response.text();
      const took = performance.now() - started;
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${text}`);
      located = (JSON.parse(text) as { located: number }).located;
      bytes = text.length;
      if (run === 0) first = took;
      else times.push(took);
    }
    const slow = p95(times) >= TARGET_LOCATIONS_P95_MS;
    if (slow) missed += 1;
    console.log(
      `${label.padEnd(28)} ${first.toFixed(0).padStart(8)} ${median(times).toFixed(0).padStart(8)} ${p95(times).toFixed(0).padStart(8)}  ${located}  ${bytes}${slow ? '  MISSED' : ''}`,
    );
  }
  if (process.env.BENCH_MAP !== '0') {
    const run = await mapInBrowser(address, setup.email, setup.formId);
    const after = run.interactive - run.arrived;
    const slow = after >= TARGET_INTERACTIVE_MS;
    if (slow) missed += 1;
    console.log(
      `\nKaart of ${ROWS.toLocaleString('en')}: interactive ${ms(after)} after the locations arrived (target < ${ms(TARGET_INTERACTIVE_MS)}); from the navigation: locations in at ${ms(run.arrived)}, interactive at ${ms(run.interactive)}${slow ? '  MISSED' : ''}`,
    );
  }
  console.log(
    `\nTargets: locations p95 < ${ms(TARGET_LOCATIONS_P95_MS)}, the map interactive < ${ms(TARGET_INTERACTIVE_MS)}.`,
  );
  console.log(missed === 0 ? 'All targets met.' : `${missed} target(s) missed.`);
  process.exitCode = missed === 0 ? 0 : 1;
} finally {
  await close();
}
