/**
 * The set-up the browser benchmarks share (not a benchmark): a snapshot of the built web app
 * (apps/web/dist, copied at start; run `npm run build` first), PostgreSQL (DATABASE_URL's server
 * when set, else an embedded cluster) with one client, folder and user, forms written as the
 * product writes them (parsed by core's schemas), the app in a child process of its own
 * (serve-app.ts, so the server does not share an event loop with the Playwright driver), Chromium,
 * and a signed-in session to start browser contexts with.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ZSchema } from '@eform/core/elements';
import { ZRule } from '@eform/core/rules';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright';
import { z } from 'zod';
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

const PASSWORD = 'bench-wachtwoord-123';
type TStorage = NonNullable<Exclude<BrowserContextOptions['storageState'], string>>;

/** A form to write: its name, schema and rules as plain data (core parses them). */
export type TBenchForm = {
  name: string;
  schema: unknown[];
  rules: unknown[];
  formType?: 'default' | 'workflow';
};

/** The running bench app, see {@link startBenchApp}. */
export type TBenchApp = {
  address: string;
  browser: Browser;
  clientId: number;
  /** Each form's public id (uuid), in the order given. */
  formIds: string[];
  /** The signed-in user's session, for `browser.newContext({ storageState })`. */
  storage: TStorage;
  /** The session's api key, for direct API calls. */
  apiKey: string;
  close: () => Promise<void>;
};

/**
 * Starts everything a browser bench needs for `forms`, signed in as a user with `roles` for the
 * client (with access to each form and 10 credits), on a `viewport`-sized login page.
 */
export async function startBenchApp(options: {
  name: string;
  forms: TBenchForm[];
  roles?: (typeof memberships.$inferInsert)['roles'];
  viewport: { width: number; height: number };
  /** Where the user lands after signing in. */
  landing: RegExp | ((url: URL) => boolean);
}): Promise<TBenchApp> {
  const dist = resolve(import.meta.dirname, '../../apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) {
    process.stderr.write(`No built web app at ${dist}: run \`npm run build\` first.\n`);
    process.exit(1);
  }
  // Not mkdtemp: its 700 mode keeps the embedded cluster's 'postgres' user out.
  const workDir = join(tmpdir(), `eform-bench-${options.name}-${process.pid}`);
  const webDir = join(workDir, 'web');
  await cp(dist, webDir, { recursive: true });
  const embedded = process.env.DATABASE_URL
    ? undefined
    : await startEmbeddedPostgres({ dir: join(workDir, 'postgres') });
  const url = await ensureDatabase(
    process.env.DATABASE_URL ?? embedded?.connectionString ?? '',
    `eform_bench_${options.name}_${process.pid}`,
  );
  const database = createDatabase(url, { max: 8 });
  let server: ChildProcess | undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const close = async () => {
    await browser.close();
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await database.close();
    await embedded?.stop();
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    await runMigrations(database.pool);
    const db = database.db;
    const [client] = await db
      .insert(clients)
      .values({ name: 'Bench', modules: ['map_element', 'location', 'tracking'] })
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
      .values({ userId: user.id, clientId: client.id, roles: options.roles ?? [] });
    const [folder] = await db
      .insert(folders)
      .values({ clientId: client.id, name: 'Bench' })
      .returning();
    const formIds: string[] = [];
    for (const spec of options.forms) {
      // Parsed as every write of the product parses a form's content.
      const content = {
        schema: ZSchema.parse(spec.schema),
        rules: z.array(ZRule).parse(spec.rules),
      };
      const [form] = await db
        .insert(forms)
        .values({
          clientId: client.id,
          folderId: folder?.id ?? null,
          name: spec.name,
          type: spec.formType ?? 'default',
          ...content,
          publishedAt: new Date(),
        })
        .returning();
      if (!form) throw new Error('setup failed');
      await db
        .insert(formRevisions)
        .values({ clientId: client.id, formId: form.id, revision: 1, content });
      await db.insert(formAccess).values({ clientId: client.id, formId: form.id, userId: user.id });
      formIds.push(form.uuid);
    }
    await addCreditEntry(db, client.id, { name: 'Bench', total: 10, expiresAt: null });

    const child = spawn(
      process.execPath,
      // BENCH_NODE_FLAGS (e.g. --cpu-prof --cpu-prof-dir=/tmp/prof): for the server's process.
      [
        ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        '--import',
        'tsx',
        join(import.meta.dirname, 'serve-app.ts'),
      ],
      {
        env: { ...process.env, DATABASE_URL: url, BENCH_WEB_DIR: webDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    server = child;
    const address = await new Promise<string>((resolveAddress, reject) => {
      child.once('exit', (code) => reject(new Error(`the bench server stopped (${code})`)));
      child.stdout?.once('data', (chunk: Buffer) => {
        resolveAddress(chunk.toString().trim());
        // Keep draining: a full pipe would stall the server's writes.
        child.stdout?.resume();
      });
    });

    const context = await browser.newContext({
      viewport: options.viewport,
      serviceWorkers: 'block',
    });
    const login = await context.newPage();
    await login.goto(`${address}/login`);
    await login.getByLabel('E-mailadres').fill(user.email);
    await login.getByRole('textbox', { name: 'Wachtwoord' }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Inloggen' }).click();
    await login.waitForURL(options.landing);
    const storage = await context.storageState();
    await context.close();
    const apiKey = JSON.parse(
      (storage.origins[0]?.localStorage ?? []).find((e) => e.name === 'eform.session')?.value ??
        '{}',
    ).apiKey as string;
    return { address, browser, clientId: client.id, formIds, storage, apiKey, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
/** The median of `list`. */
export const median = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    50,
  );
/** The 95th percentile of `list`. */
export const p95 = (list: number[]) =>
  percentile(
    [...list].sort((a, b) => a - b),
    95,
  );

const option = (value: string) => ({ label: value, value });

/**
 * `count` elements named veld0, veld1, …: a text field first, then a realistic mix with headers
 * every 25 and calculations on earlier numbers.
 */
export function mixedSchema(count: number): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const base = { uuid: randomUUID(), name: `veld${i}`, label: `Veld ${i}` };
    if (i === 0) return { ...base, elementType: 'text', label: 'Omschrijving' };
    if (i % 25 === 0) return { ...base, elementType: 'header', component: 'h3' };
    if (i % 20 === 19 && i > 20) {
      return { ...base, elementType: 'calculation', formula: `$veld${i - 17}$ * 2` };
    }
    switch (i % 8) {
      case 1:
        return { ...base, elementType: 'number' };
      case 2:
        return { ...base, elementType: 'select', options: ['a', 'b', 'c'].map(option) };
      case 3:
        return { ...base, elementType: 'radio', options: ['ja', 'nee'].map(option) };
      case 4:
        return { ...base, elementType: 'checkbox_single' };
      case 5:
        return { ...base, elementType: 'textarea', rows: 2 };
      case 6:
        return { ...base, elementType: 'date' };
      case 7:
        return { ...base, elementType: 'decimal' };
      default:
        return { ...base, elementType: 'text' };
    }
  });
}

/**
 * The 30 functions with the most self time while `action` runs in `page` (a sampling profile of
 * the page's JavaScript), as text lines; the raw profile goes to `file` when given.
 */
export async function selfTimeProfile(
  page: Page,
  action: () => Promise<unknown>,
  file?: string,
): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
  };
  if (file) await writeFile(file, JSON.stringify(profile));
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const key = `${frame?.functionName || '(anon)'} ${frame?.url.split('/').at(-1)}:${frame?.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 30);
  return `${top.map(([k, v]) => `${v.toFixed(1).padStart(7)} ms  ${k}`).join('\n')}\n`;
}
