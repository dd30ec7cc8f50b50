/**
 * `npm run check:budget`: the JavaScript a filler's phone downloads from the login to an open
 * form, measured in a real Chromium, must stay within 200 KB gzipped
 * (FILL_PATH_BUDGET_BYTES, apps/web/build/bundle-budget.ts).
 *
 * How: the built web app (apps/web/dist; `npm run build` first) is served by the real server
 * (bundled as `npm start` runs it, to apps/server/dist/check-budget.mjs) on a free port, with a
 * fresh DATA_DIR in the system temp folder (its own embedded PostgreSQL) and the demo seed.
 * Chromium (/usr/bin/chromium, or CHROMIUM_PATH) at 375x812, with a fresh profile and the
 * service worker blocked (its precache downloads every chunk in the background once, which is
 * not the path), opens /login, signs in as the demo filler, opens the demo folder, then its plain form
 * (PLAIN_FORM), and finally fast-forwards the page's clock over the saved registrations' start-up delay
 * (a filler spends that long on a form); after each step it waits for the network to be idle, so
 * what the app loads in the background counts. Every JavaScript and CSS response is recorded
 * once, at the size gzip (level 9, as the server's pre-compressed .gz files) gives its body,
 * whatever encoding the server chose. The stylesheet is printed beside the sum, not counted.
 * Fails above the budget, printing each file, the step that first loaded it and its size.
 * About 30 s on 2 busy cores, most of it the database's first start and the demo seed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SAVED_REGISTRATIONS_START_DELAY_MS } from '@eform/core/constants';
import { chromium, type Page, type Response } from 'playwright';
import { findFreePort } from '../apps/server/src/db/embedded-postgres';
import { judgeLoaded, type TLoadedFile } from '../apps/web/build/bundle-budget';
import { buildServerBundle } from './build-server';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps/web/dist');
const BUNDLE = join(ROOT, 'apps/server/dist/check-budget.mjs');
const PHONE = { width: 375, height: 812 };
const FILLER = 'filler@example.nl';
const PASSWORD = 'budget-demo-wachtwoord';
/** The demo seed's folder shared with every demo user. */
const DEMO_FOLDER = 'Voorbeelden';
/**
 * The demo form with only the fill screen's own elements (header, text, e-mail, text area). The
 * widgets a form adds come with that form (static text brings its HTML sanitiser, 27 KB), so the
 * fill path is measured on a plain form rather than the list's first one.
 */
const PLAIN_FORM = 'Vraag aan de gemeente';
/** Each step's wait, and the server's start (initdb, migrations, seed) on a busy machine. */
const STEP_TIMEOUT_MS = 30_000;
const SERVER_START_TIMEOUT_MS = 120_000;
const SERVER_STOP_TIMEOUT_MS = 30_000;
/** The network counts as idle after this long without a request in flight (as 'networkidle'). */
const QUIET_MS = 500;

/** Waits until `url` answers 200 (the server's /ready), or the server stops, or time runs out. */
async function waitReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server stopped (${server.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`the server did not answer ${url} within ${SERVER_START_TIMEOUT_MS / 1000} s`);
}

/**
 * Records every JS/CSS response of `page` with the step that first loaded it, and tells when the
 * network has been quiet (no request in flight) for {@link QUIET_MS}: Playwright's 'networkidle'
 * is only the first load's, and the app navigates without loading a page.
 */
function recordScripts(page: Page) {
  const files = new Map<string, TLoadedFile>();
  const sizing: Promise<void>[] = [];
  let step = 'login';
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.(js|mjs|css)$/.test(path) || files.has(path) || response.status() !== 200) return;
    const entry: TLoadedFile = { file: path, step, bytes: 0 };
    files.set(path, entry);
    sizing.push(
      response.body().then((body) => {
        entry.bytes = gzipSync(body, { level: 9 }).length;
      }),
    );
  });
  return {
    setStep: (next: string) => {
      step = next;
    },
    /** Resolves once no request was in flight for QUIET_MS; rejects after STEP_TIMEOUT_MS. */
    quiet: async () => {
      const deadline = Date.now() + STEP_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the network was never quiet (${step})`);
        await new Promise((wake) => setTimeout(wake, 50));
      }
    },
    done: async () => {
      await Promise.all(sizing);
      return [...files.values()];
    },
  };
}

async function measure(baseUrl: string): Promise<TLoadedFile[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: PHONE,
      locale: 'nl-NL',
      serviceWorkers: 'block',
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    // Time runs as usual, but the start-up timers can be fast-forwarded instead of waited for.
    await context.clock.install();
    const page = await context.newPage();
    const recorder = recordScripts(page);
    await page.goto('/login');
    await page.getByLabel('E-mailadres').fill(FILLER);
    await page.getByRole('textbox', { name: 'Wachtwoord' }).fill(PASSWORD);
    await recorder.quiet();
    recorder.setStep('folders');
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await page.waitForURL(/\/folders$/);
    await page.getByRole('link', { name: DEMO_FOLDER }).click();
    const form = page.getByTestId('folder-forms-table').getByRole('link', { name: PLAIN_FORM });
    await form.waitFor();
    await recorder.quiet();
    recorder.setStep('form');
    await form.click();
    await page.getByRole('heading', { level: 1, name: PLAIN_FORM }).waitFor();
    await recorder.quiet();
    // The saved registrations' start-up (retention and a sync) runs this long after the page went
    // idle, while the filler fills in the form: what it loads is on the path too.
    recorder.setStep('background');
    await page.clock.fastForward(SAVED_REGISTRATIONS_START_DELAY_MS);
    await recorder.quiet();
    return await recorder.done();
  } finally {
    await browser.close();
  }
}

async function main(): Promise<number> {
  if (!existsSync(join(DIST, 'index.html'))) {
    process.stderr.write(`No built web app at ${DIST}: run \`npm run build\` first.\n`);
    return 1;
  }
  const started = Date.now();
  await buildServerBundle(join(ROOT, 'apps/server/src/main.ts'), BUNDLE);
  const port = await findFreePort();
  // Not mkdtemp: its 700 mode keeps the embedded cluster's 'postgres' user out.
  const dataDir = join(tmpdir(), `eform-budget-${process.pid}`);
  const server = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      DEMO_PASSWORD: PASSWORD,
      ADMIN_PASSWORD: PASSWORD,
      APP_ENV: 'staging',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitReady(`${baseUrl}/ready`, server);
    const files = await measure(baseUrl);
    const report = judgeLoaded(files);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    (report.ok ? process.stdout : process.stderr).write(
      `${report.text}\nMeasured in ${seconds} s.\n`,
    );
    return report.ok ? 0 : 1;
  } finally {
    if (server.exitCode === null) {
      // The server stops its PostgreSQL on SIGTERM; a server that hangs is ended after a while.
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      const hung = setTimeout(() => server.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(hung);
    }
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
