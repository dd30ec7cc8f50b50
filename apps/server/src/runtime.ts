import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type PgBoss from 'pg-boss';
import pino, { type Logger } from 'pino';
import { buildApp, type TApp } from './app';
import type { TConfig } from './config';
import { createDatabase, type TDatabase } from './db/client';
import { ensureDatabase } from './db/database-url';
import { startEmbeddedPostgres, type TEmbeddedPostgres } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { type TDrainOptions, trackConnections } from './http/drain';
import { installJobSchema, startJobs, stopJobs } from './jobs/boss';
import { createMailer, type TMailer } from './mail/mailer';
import { listenForSessionChanges } from './modules/auth';
import { createMetrics, type TMetrics } from './observability/metrics';
import { startWorkerMetrics } from './observability/worker-metrics';
import { closeDocumentSandbox, setDocumentWorkers } from './sandbox/documents';
import { formatSeedNotice, seedDatabase } from './seed';
import { localStoreTmpDir, openStorage } from './storage/open-storage';
import { removeStaleTemporaries } from './storage/stale-temporaries';
import type { TStorage } from './storage/storage';

/** Name of the app database inside the embedded cluster. */
const EMBEDDED_DATABASE = 'eform';

export interface TRuntime {
  app: TApp;
  /** The address the server listens on, e.g. http://127.0.0.1:3000. */
  address: string;
  log: Logger;
  stop(): Promise<void>;
}

export interface TRuntimeOptions {
  /** Run background jobs (pg-boss); on by default. */
  jobs?: boolean;
  /** Where the once-only seed notice goes; stdout by default. */
  printNotice?: (text: string) => void;
  logger?: Logger;
  /** How long stop() lets requests in flight finish; tests shorten it. */
  drain?: TDrainOptions;
}

/** A process that runs the background jobs only (SERVER_ROLE=worker). */
export interface TWorkerRuntime {
  log: Logger;
  /** Where GET /metrics is answered, with METRICS_TOKEN set. */
  metricsAddress?: string;
  stop(): Promise<void>;
}

/**
 * Starts the whole server: database (embedded unless DATABASE_URL), migrations, first-start seed,
 * jobs (unless SERVER_ROLE=api), HTTP. stop() undoes it in reverse: stop accepting connections
 * and let the requests in flight finish (bounded, see http/drain.ts), stop the jobs, close the
 * pool, stop the embedded database. Everything started is stopped again when a later step fails.
 */
export async function startRuntime(
  config: TConfig,
  options: TRuntimeOptions = {},
): Promise<TRuntime> {
  if (config.role === 'worker') throw new Error('SERVER_ROLE=worker: use startWorkerRuntime');
  return withCleanup(config, options, async (base) => {
    const { database, storage, mailer, metrics, log, stack } = base;
    // A sign-out or account change on another server reaches this one's session cache at once.
    const sessionChanges = await listenForSessionChanges(base.url, { log });
    stack.push(() => sessionChanges.stop());
    const app = await buildApp({
      db: database.db,
      mailer,
      appEnv: config.appEnv,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
      serveSourceMaps: config.serveSourceMaps,
      paymentProviderUrl: config.paymentProviderUrl,
      largeBodies: { budgetBytes: config.largeBodyBudgetBytes },
      outboundAllow: config.outboundAllow,
      loggerInstance: log,
      storage,
      metrics,
      metricsToken: config.metricsToken,
    });
    const connections = trackConnections(app.server);
    stack.push(async () => {
      // First 'not ready' while still serving as before, so a balancer checking /ready stops
      // sending; then stop accepting and let what is in flight finish. Kept-alive connections stay
      // open in the first part on purpose: told to close, clients would connect anew for each
      // request, and the connections waiting to be accepted when the listener closes are reset
      // with their requests (12 of 16 test clients lost one that way).
      app.readiness.ready = false;
      if (config.shutdownUnreadyMs > 0) {
        log.info({ ms: config.shutdownUnreadyMs }, 'not ready; still serving');
        await sleep(config.shutdownUnreadyMs);
      }
      if (!(await connections.drain(options.drain))) log.warn('requests still open; cutting them');
      await app.close();
    });
    const address = await app.listen({ port: config.port, host: config.host });
    return { app, address, log, stop: base.stop };
  });
}

/**
 * Starts a jobs-only process (SERVER_ROLE=worker): database pool, migrations, seed and the
 * pg-boss workers and schedules, no HTTP. Next to processes with SERVER_ROLE=api, PDFs, mails and
 * exports then use cores of their own and never slow the requests' event loop.
 */
export async function startWorkerRuntime(
  config: TConfig,
  options: TRuntimeOptions = {},
): Promise<TWorkerRuntime> {
  return withCleanup(config, { ...options, jobs: true }, async ({ log, metrics, stack, stop }) => {
    if (!config.metricsToken) {
      log.info('worker started (SERVER_ROLE=worker: no HTTP)');
      return { log, stop };
    }
    // With METRICS_TOKEN a worker answers GET /metrics (only) on PORT: its mail and hook counters.
    const listener = await startWorkerMetrics({
      metrics,
      token: config.metricsToken,
      port: config.port,
      host: config.host,
    });
    stack.push(() => listener.close());
    log.info({ metrics: `${listener.address}/metrics` }, 'worker started (HTTP: /metrics only)');
    return { log, stop, metricsAddress: listener.address };
  });
}

interface TRuntimeBase {
  /** The database's connection string. */
  url: string;
  database: TDatabase;
  storage: TStorage;
  mailer: TMailer;
  /** One set per process: the app serves them, the jobs count into them. */
  metrics: TMetrics;
  log: Logger;
  stack: (() => Promise<void>)[];
  stop(): Promise<void>;
}

/** Database, migrations, seed, mailer and (per role) jobs, then `rest`; stops all on a failure. */
async function withCleanup<T>(
  config: TConfig,
  options: TRuntimeOptions,
  rest: (base: TRuntimeBase) => Promise<T>,
): Promise<T> {
  const log = options.logger ?? pino({ level: config.logLevel });
  const stack: (() => Promise<void>)[] = [];
  const stop = async () => {
    while (stack.length > 0) await stack.pop()?.();
  };
  try {
    const url = await openDatabaseServer(config, log, stack);
    const database = createDatabase(url);
    stack.push(() => database.close());
    await runMigrations(database.pool);
    log.info('database migrated');
    await seed(database, config, log, options.printNotice);
    const storage = await openStorage(config, log);
    // What a killed worker left: conversion folders, LibreOffice profiles, half-stored files on
    // the local disk (a bucket's go by its lifecycle rule, docs/deploy.md).
    await removeStaleTemporaries({ storeTmpDir: localStoreTmpDir(config) }, log);
    // Documents render in child processes (sandbox/documents.ts), started with the first one;
    // ended after the jobs and the requests that use them (the stack runs backwards).
    setDocumentWorkers(config.documentWorkers);
    stack.push(closeDocumentSandbox);
    // Before the jobs: the after-send worker mails; stopped after them (the stack runs backwards).
    const mailer = openMailer(config, stack);
    const metrics = createMetrics(database.db);
    if (config.role === 'api') {
      // No workers here, but the job tables must exist before the first request queues a job.
      await installJobSchema(url);
    } else if (options.jobs !== false) {
      const boss: PgBoss = await startJobs(
        url,
        database.db,
        storage,
        log,
        mailer,
        config.publicUrl,
        { expireSeconds: config.jobExpireSeconds },
        { allow: config.outboundAllow },
        metrics,
        config.auditLogRetentionDays,
      );
      stack.push(() => stopJobs(boss));
      log.info('job queue started');
    }
    return await rest({ url, database, storage, mailer, metrics, log, stack, stop });
  } catch (error) {
    await stop().catch((stopError) => log.error({ err: stopError }, 'cleanup after failed start'));
    throw error;
  }
}

async function openDatabaseServer(
  config: TConfig,
  log: Logger,
  stack: (() => Promise<void>)[],
): Promise<string> {
  if (config.databaseUrl) return config.databaseUrl;
  const dir = join(config.dataDir, 'postgres');
  const pgLog = log.child({ component: 'postgres' });
  const embedded: TEmbeddedPostgres = await startEmbeddedPostgres({
    dir,
    onLog: (message) => pgLog.debug(message.trim()),
    onWarn: (message) => pgLog.warn(message),
  });
  stack.push(() => embedded.stop());
  log.info({ dir, port: embedded.port }, 'embedded PostgreSQL started');
  return ensureDatabase(embedded.connectionString, EMBEDDED_DATABASE);
}

async function seed(
  database: TDatabase,
  config: TConfig,
  log: Logger,
  printNotice: (text: string) => void = (text) => {
    process.stdout.write(text);
  },
) {
  const result = await seedDatabase(database.db, config);
  if (!result.seeded) return;
  log.info({ accounts: result.accounts.length }, 'first start: accounts created');
  printNotice(formatSeedNotice(result));
}

/** Kept SMTP connections per process: the after-send workers send over these few. */
const SMTP_CONNECTIONS = 4;

/**
 * SMTP_URL with nodemailer's pool switched on (`pool=true&maxConnections=4` in its query) unless
 * the URL sets `pool` itself: mails go over a few kept connections instead of a new connection,
 * greeting and EHLO per mail (smtp-server greets after 100 ms, a remote server with TLS takes
 * round trips more: with a connection per mail the after-send worker sent ~55 mails/s).
 */
export function smtpPoolUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.searchParams.has('pool')) return smtpUrl;
  url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) {
    url.searchParams.set('maxConnections', String(SMTP_CONNECTIONS));
  }
  return url.toString();
}

function openMailer(config: TConfig, stack: (() => Promise<void>)[]): TMailer {
  const mailer = createMailer({
    from: config.mailFrom,
    smtpUrl: config.smtpUrl ? smtpPoolUrl(config.smtpUrl) : undefined,
    outboxDir: join(config.dataDir, 'mail'),
  });
  stack.push(async () => mailer.close());
  return mailer;
}
