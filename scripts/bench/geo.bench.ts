/// <reference lib="dom" />
/**
 * Benchmark (not a test): geo at scale (issue 32), against the whole server (`npm start`'s
 * runtime, jobs included, in a process of its own: serve-runtime.ts) on PostgreSQL:
 * 1. import: a CSV of 100,000 RD New (EPSG:28992) rows through the API as a manager does it
 *    (upload, create, import batch followed to its end) until an item is found by the server
 *    search; target < 5 s. Then 1,000,000 rows, with the server's peak memory during each import
 *    (VmRSS sampled every 50 ms): the 1,000,000 import must stay at constant memory (its peak at
 *    most 1.5x the 100,000 one's);
 * 2. bbox: 200 live-extent reads (GET api/datasource/{id}?left&top&right&bottom) of random views
 *    of about 2,000-5,000 of the 1,000,000 features, over HTTP; target p95 < 50 ms;
 * 3. map: the fill page of a form whose map field preloads the 100,000 features, in Chromium
 *    (1280x800): interactive (from the features' arrival, as a device that preloaded them has
 *    them, until the main thread has been free of long tasks for 1 s) < 1 s, with the times from
 *    the navigation beside it; and panning (3 drags of 20 steps) with no frame over 50 ms; a zoom
 *    step across the cluster boundary is reported too.
 * Exits 1 when a target is missed. Uses DATABASE_URL's server when set (a scratch database), else
 * an embedded cluster. Run `npm run build` first (the map part serves apps/web/dist).
 * BENCH_IMPORT_ROWS, BENCH_BIG_ROWS and BENCH_MAP=0 change the sizes or skip the browser. To see
 * where the map's time goes: BENCH_VERBOSE=1 lists the long tasks after the features arrived,
 * BENCH_PROFILE=1 prints the page's functions by their own time (build the web app with
 * `npx vite build --configLoader runner --minify false` in apps/web for readable names), and
 * BENCH_TRACE=<file> writes a Chromium trace of the page load; BENCH_SHOT=<png> saves the map.
 * Run: npm run bench:geo
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSchema } from '@eform/core/elements';
import { chromium } from 'playwright';
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
import { freePort } from '../cluster/node-process';
import { median, p95 } from './bench-app';

const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const BIG_ROWS = Number(process.env.BENCH_BIG_ROWS ?? 1_000_000);
const BBOX_RUNS = 200;
const TARGET_IMPORT_MS = 5000;
const TARGET_MEMORY_RATIO = 1.5;
const TARGET_BBOX_P95_MS = 50;
const TARGET_INTERACTIVE_MS = 1000;
const TARGET_FRAME_MS = 50;
const PASSWORD = 'bench-wachtwoord-123';
const STATUSES = ['open', 'closed', 'in behandeling', ''];

const workDir = join(tmpdir(), `eform-bench-geo-${process.pid}`);
const embedded = process.env.DATABASE_URL
  ? undefined
  : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
const url = await ensureDatabase(
  process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
  `eform_bench_geo_${process.pid}`,
);
const database = createDatabase(url, { max: 4 });
let server: ChildProcess | undefined;

/**
 * `rows` items in RD New over the Netherlands' box, named 'Boom 0000001'… with a status and a
 * field: about 40 bytes a line, so 1,000,000 rows stay under the 50 MB upload limit.
 */
function rdCsv(rows: number): Buffer {
  const lines = ['object.name;object.status;object.x;object.y;soort'];
  let seed = 12345;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 1; i <= rows; i++) {
    const x = (13_000 + next() * 265_000).toFixed(1);
    const y = (306_000 + next() * 313_000).toFixed(1);
    lines.push(
      `Boom ${String(i).padStart(7, '0')};${STATUSES[i % 4]};${x};${y};${i % 3 ? 'eik' : 'beuk'}`,
    );
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function setUp() {
  await runMigrations(database.pool);
  const db = database.db;
  const [client] = await db
    .insert(clients)
    .values({ name: 'Bench geo', modules: ['map_element', 'location', 'tracking'] })
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
  return { client, user, folderId: folder?.id ?? null };
}

/** A published form with one map field preloading `datasourceId`, shared with the user. */
async function mapForm(clientId: number, userId: number, folderId: number | null, dsId: number) {
  const content = {
    schema: ZSchema.parse([
      {
        uuid: randomUUID(),
        elementType: 'map',
        name: 'boom',
        label: 'Boom',
        mapSettings: {
          mapLayers: [{ type: 'geojson', datasource_id: dsId, loadingStrategy: 'preload' }],
          center: { lon: 5.3873, lat: 52.1552 },
          zoomlevel: 8,
          show_status_filters: true,
        },
      },
    ]),
    rules: [],
  };
  const db = database.db;
  const [form] = await db
    .insert(forms)
    .values({ clientId, folderId, name: 'Bomenkaart', ...content, publishedAt: new Date() })
    .returning();
  if (!form) throw new Error('setup failed');
  await db.insert(formRevisions).values({ clientId, formId: form.id, revision: 1, content });
  await db.insert(formAccess).values({ clientId, formId: form.id, userId });
  return form.uuid;
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    // BENCH_NODE_FLAGS (e.g. --max-old-space-size=128): for the server's process.
    [
      ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      join(import.meta.dirname, 'serve-runtime.ts'),
    ],
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

/** The server process's resident memory in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** CPU seconds (user + system) of `pids` and their finished children, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks / 100;
}

/** The PostgreSQL backends serving this bench's database. */
function postgresPids(): number[] {
  const database = `eform_bench_geo_${process.pid}`;
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
      } catch {
        return false;
      }
    });
}

type TApi = <T>(path: string, init?: RequestInit) => Promise<T>;

function apiFor(address: string, apiKey: string): TApi {
  return async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${address}${path}`, {
      ...init,
      headers: {
        'api-key': apiKey,
        ...(init.body && !(init.body instanceof FormData)
          ? { 'content-type': 'application/json' }
          : {}),
      },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/**
 * Imports `rows` rows as a manager does (upload, create, import batch to its end) until the
 * server search finds an item; answers the datasource, the time and the server's peak memory.
 */
async function importRows(api: TApi, clientId: number, rows: number) {
  const csv = rdCsv(rows);
  const pid = server?.pid ?? 0;
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 50);
  const cpuBefore = { server: cpuSeconds([pid]), postgres: cpuSeconds(postgresPids()) };
  const started = performance.now();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(csv)], { type: 'text/csv' }), `bomen-${rows}.csv`);
  const file = await api<{ file_id: string }>(
    `/api/file-upload/datasource_source?client_id=${clientId}`,
    { method: 'POST', body: form },
  );
  const datasource = await api<{ id: number }>(`/api/clients/${clientId}/datasources`, {
    method: 'POST',
    body: JSON.stringify({
      type: 'map_features',
      name: `Bomen ${rows}`,
      field_crs: 'EPSG:28992',
      file_id: file.file_id,
    }),
  });
  const uploaded = performance.now() - started;
  const batch = await api<{ batch_name: string }>(`/api/datasource/${datasource.id}/import`, {
    method: 'POST',
  });
  const queued = performance.now() - started;
  for (;;) {
    const state = await api<{ items_in_queue: number }>(`/api/batch/process/${batch.batch_name}`);
    if (state.items_in_queue === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const imported = performance.now() - started;
  const wanted = `Boom ${String(Math.ceil(rows / 2)).padStart(7, '0')}`;
  const found = await api<{ json: { name: string }[] }>(
    `/api/datasource/${datasource.id}?format=search&q=${encodeURIComponent(wanted)}`,
  );
  const ms = performance.now() - started;
  clearInterval(sampler);
  const detail = await api<{ items_count: number; import_state: string }>(
    `/api/datasources/${datasource.id}`,
  );
  if (detail.import_state !== 'done' || detail.items_count !== rows) {
    throw new Error(`import of ${rows}: ${detail.import_state}, ${detail.items_count} items`);
  }
  if (!found.json.some((item) => item.name === wanted)) {
    throw new Error(`the search did not find ${wanted}`);
  }
  if (process.env.BENCH_VERBOSE) {
    console.log(
      `  cpu: server ${(cpuSeconds([pid]) - cpuBefore.server).toFixed(1)} s, postgres ${(cpuSeconds(postgresPids()) - cpuBefore.postgres).toFixed(1)} s`,
    );
    console.log(
      `  ${rows}: uploaded+created ${uploaded.toFixed(0)} ms, import queued ${queued.toFixed(0)} ms, batch done ${imported.toFixed(0)} ms, found ${ms.toFixed(0)} ms`,
    );
  }
  return { id: datasource.id, ms, peakMb: peak, growthMb: peak - before, mb: csv.length / 1e6 };
}

/** 200 random views of about 0.2 x 0.12 degrees over the Netherlands. */
async function bboxReads(api: TApi, datasourceId: number) {
  const times: number[] = [];
  const counts: number[] = [];
  let seed = 987;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < BBOX_RUNS; i++) {
    const left = 3.6 + next() * 3.2;
    const bottom = 51.0 + next() * 2.2;
    const query = `left=${left}&right=${left + 0.2}&bottom=${bottom}&top=${bottom + 0.12}`;
    const started = performance.now();
    const answer = await api<{ features: unknown[] }>(`/api/datasource/${datasourceId}?${query}`);
    times.push(performance.now() - started);
    counts.push(answer.features.length);
  }
  return { times, counts };
}

/** The map part in Chromium: interactive, then frames while panning and one zoom step. */
async function mapInBrowser(address: string, email: string, formId: string, datasourceId: number) {
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
    // tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript('window.__name = (fn) => fn');
    await page.addInitScript(() => {
      const w = window as unknown as {
        __longTasks: { start: number; end: number }[];
        __frames: number[];
        __recording: boolean;
      };
      w.__longTasks = [];
      w.__frames = [];
      w.__recording = false;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          w.__longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
        }
      }).observe({ type: 'longtask', buffered: true });
      let last = 0;
      const frame = (now: number) => {
        if (w.__recording && last) w.__frames.push(now - last);
        last = now;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    const features = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/datasource/${datasourceId}` && response.ok(),
      { timeout: 120_000 },
    );
    const profiler = process.env.BENCH_PROFILE ? await context.newCDPSession(page) : undefined;
    if (profiler) {
      await profiler.send('Profiler.enable');
      await profiler.send('Profiler.start');
    }
    if (process.env.BENCH_TRACE) {
      await browser.startTracing(page, {
        path: process.env.BENCH_TRACE,
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'],
      });
    }
    await page.goto(`${address}/form/${formId}/1`, { waitUntil: 'commit' });
    await (await features).finished();
    // When the answer was in, by the page's clock (an evaluate waits for the main thread).
    const { arrived, interactive, tasks } = await page.evaluate(async (path) => {
      const w = window as unknown as { __longTasks: { start: number; end: number }[] };
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => new URL(resource.name).pathname === path) as
        | PerformanceResourceTiming
        | undefined;
      const since = entry?.responseEnd ?? 0;
      // Interactive: the main thread free of long tasks for 1 s after the features arrived.
      const lastEnd = () =>
        Math.max(since, ...w.__longTasks.filter((t) => t.end > since).map((t) => t.end));
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        if (performance.now() - lastEnd() >= 1000) {
          const tasks = w.__longTasks
            .filter((t) => t.end > since)
            .map((t) => `${(t.start - since).toFixed(0)}+${(t.end - t.start).toFixed(0)}`);
          return { arrived: since, interactive: lastEnd(), tasks };
        }
      }
    }, `/api/datasource/${datasourceId}`);
    if (process.env.BENCH_TRACE) await browser.stopTracing();
    if (process.env.BENCH_VERBOSE)
      console.log(`  long tasks after arrival (ms start+duration): ${tasks.join(', ')}`);
    if (profiler) printProfile((await profiler.send('Profiler.stop')).profile);
    const map = page.getByRole('application');
    const box = await map.boundingBox();
    if (!box) throw new Error('no map on the page');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const record = (on: boolean) =>
      page.evaluate((value) => {
        const w = window as unknown as { __recording: boolean; __frames: number[] };
        if (value) w.__frames = [];
        w.__recording = value;
        return w.__frames;
      }, on);
    await record(true);
    const drags: [number, number][] = [
      [200, 80],
      [-260, -40],
      [120, -120],
    ];
    for (const [dx, dy] of drags) {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let step = 1; step <= 20; step++) {
        await page.mouse.move(cx + (dx * step) / 20, cy + (dy * step) / 20);
      }
      await page.mouse.up();
    }
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const panFrames = await record(false);
    await record(true);
    await page.mouse.move(cx, cy);
    await page.mouse.wheel(0, -300);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    const zoomFrames = await record(false);
    if (process.env.BENCH_SHOT) await map.screenshot({ path: process.env.BENCH_SHOT });
    return { interactive, arrived, panFrames, zoomFrames };
  } finally {
    await browser.close();
  }
}

/** BENCH_PROFILE: the page's functions by their own time until interactive, the top 25. */
function printProfile(profile: {
  nodes: {
    id: number;
    hitCount?: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
  }[];
  startTime: number;
  endTime: number;
  samples?: number[];
}) {
  const perSample = (profile.endTime - profile.startTime) / 1000 / (profile.samples?.length || 1);
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const name = `${functionName || '(anonymous)'} ${url.split('/').at(-1)}:${lineNumber}`;
    self.set(name, (self.get(name) ?? 0) + (node.hitCount ?? 0) * perSample);
  }
  for (const [name, time] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`  ${ms(time).padStart(8)}  ${name}`);
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
let missed = 0;
const check = (ok: boolean, text: string) => {
  console.log(`${ok ? 'ok    ' : 'MISSED'} ${text}`);
  if (!ok) missed++;
};

try {
  const setup = await setUp();
  const address = await startServer();
  const login = await fetch(`${address}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: setup.user.email, password: PASSWORD }),
  });
  const apiKey = ((await login.json()) as { api_key: string }).api_key;
  const api = apiFor(address, apiKey);

  const small = await importRows(api, setup.client.id, IMPORT_ROWS);
  check(
    small.ms < TARGET_IMPORT_MS,
    `import ${IMPORT_ROWS.toLocaleString('en')} RD New rows (${small.mb.toFixed(1)} MB), upload to searchable: ${ms(small.ms)} (target < ${ms(TARGET_IMPORT_MS)}); server peak ${small.peakMb.toFixed(0)} MB (+${small.growthMb.toFixed(0)})`,
  );
  const big = await importRows(api, setup.client.id, BIG_ROWS);
  check(
    big.peakMb <= small.peakMb * TARGET_MEMORY_RATIO,
    `import ${BIG_ROWS.toLocaleString('en')} rows (${big.mb.toFixed(1)} MB): ${(big.ms / 1000).toFixed(1)} s; server peak ${big.peakMb.toFixed(0)} MB (+${big.growthMb.toFixed(0)}) (target <= ${TARGET_MEMORY_RATIO}x the ${IMPORT_ROWS.toLocaleString('en')} import's ${small.peakMb.toFixed(0)} MB)`,
  );

  if (process.env.BENCH_VERBOSE) {
    const detail: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await api(`/api/datasources/${big.id}`);
      detail.push(performance.now() - started);
    }
    console.log(`  datasource detail (a request's floor): median ${ms(median(detail))}`);
  }
  const bbox = await bboxReads(api, big.id);
  check(
    p95(bbox.times) < TARGET_BBOX_P95_MS,
    `bbox reads of ${BIG_ROWS.toLocaleString('en')} features (${Math.min(...bbox.counts)}-${Math.max(...bbox.counts)} features, median ${median(bbox.counts)}): median ${ms(median(bbox.times))}, p95 ${ms(p95(bbox.times))} (target p95 < ${ms(TARGET_BBOX_P95_MS)})`,
  );

  if (process.env.BENCH_VERBOSE) {
    const started = performance.now();
    const answer = await api<{ features: unknown[] }>(`/api/datasource/${small.id}`);
    console.log(
      `  ${answer.features.length} features answered in ${ms(performance.now() - started)}`,
    );
  }
  if (process.env.BENCH_MAP !== '0') {
    const formId = await mapForm(setup.client.id, setup.user.id, setup.folderId, small.id);
    const run = await mapInBrowser(address, setup.user.email, formId, small.id);
    check(
      run.interactive - run.arrived < TARGET_INTERACTIVE_MS,
      `map of ${IMPORT_ROWS.toLocaleString('en')} preloaded features: interactive ${ms(run.interactive - run.arrived)} after they arrived (target < ${ms(TARGET_INTERACTIVE_MS)}); from the navigation: features in at ${ms(run.arrived)}, interactive at ${ms(run.interactive)}`,
    );
    const slow = run.panFrames.filter((frame) => frame > TARGET_FRAME_MS);
    check(
      slow.length === 0,
      `panning: ${run.panFrames.length} frames, longest ${ms(Math.max(0, ...run.panFrames))}, ${slow.length} over ${ms(TARGET_FRAME_MS)} (target 0)`,
    );
    console.log(
      `       zoom step (informative): ${run.zoomFrames.length} frames, longest ${ms(Math.max(0, ...run.zoomFrames))}`,
    );
  }
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await database.close();
  await embedded?.stop();
  await rm(workDir, { recursive: true, force: true });
}
process.exit(missed > 0 ? 1 : 0);
