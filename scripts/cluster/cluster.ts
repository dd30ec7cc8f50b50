/**
 * The whole product on several processes (issue 33): one PostgreSQL (an embedded cluster of its
 * own, or DATABASE_URL), one shared store for the files (DATA_DIR, or S3 when S3_* is set or
 * CLUSTER_S3=1 starts s3rver), API processes (SERVER_ROLE=api) and workers (SERVER_ROLE=worker)
 * of the built server bundle, nginx round robin in front (deploy/nginx.conf). `npm run cluster`
 * runs it (run.ts); the cluster tests and benches drive it through {@link startCluster}.
 */
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDatabase } from '../../apps/server/src/db/database-url';
import {
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from '../../apps/server/src/db/embedded-postgres';
import { startNginx, type TNginx } from './nginx';
import { freePort, nodeHandle, type TClusterNode, type TNodeHandle } from './node-process';
import { startObjectStore, type TObjectStore } from './object-store';

export type { TClusterNode } from './node-process';

/** `npm start`'s server bundle (scripts/build-server.ts). */
export const DEFAULT_BUNDLE = fileURLToPath(
  new URL('../../apps/server/dist/main.mjs', import.meta.url),
);

export interface TClusterOptions {
  /** API processes behind nginx (2). */
  apiNodes?: number;
  /** Worker processes (2). */
  workers?: number;
  /** nginx's port; a free one when 0 or unset. */
  port?: number;
  /** A PostgreSQL database to use; unset, an embedded cluster under `dir`. */
  databaseUrl?: string;
  /** The cluster's folder (logs, nginx, the shared DATA_DIR); unset, a temporary one removed on stop. */
  dir?: string;
  /** The server bundle; {@link DEFAULT_BUNDLE} unset. */
  bundle?: string;
  /**
   * Start s3rver as the object store, each process then with a DATA_DIR of its own, so nothing
   * is shared through a disk (default: on unless CLUSTER_S3=0 or S3_BUCKET is set).
   */
  s3?: boolean;
  /** More environment for every server process (SMTP_URL, OUTBOUND_ALLOW, JOB_EXPIRE_SECONDS...). */
  env?: NodeJS.ProcessEnv;
}

export interface TCluster {
  /** nginx's address: what a user opens. */
  url: string;
  databaseUrl: string;
  /** The cluster's folder; the processes' DATA_DIR is `data` in it. */
  dir: string;
  nodes: TClusterNode[];
  /** Sends `signal` (SIGKILL by default) to the node's process and waits for its exit. */
  kill(node: TClusterNode, signal?: NodeJS.Signals): Promise<void>;
  /**
   * Replaces the node's process without failing a request: an API process is taken out of nginx
   * first, then stopped with SIGTERM (not ready, drain, exit), started again and put back once
   * /ready answers; a worker is stopped with SIGTERM (it finishes its jobs) and started again. A
   * node that was killed is only started.
   */
  restart(node: TClusterNode): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The processes' settings, small enough for 2 cores: one document child each, a dead worker's
 * jobs back after 10 s (JOB_EXPIRE_SECONDS; production keeps each queue's minutes), 1 s of
 * 'not ready' on SIGTERM.
 */
const NODE_DEFAULTS: NodeJS.ProcessEnv = {
  DOCUMENT_WORKERS: '1',
  JOB_EXPIRE_SECONDS: '10',
  SHUTDOWN_UNREADY_MS: '1000',
  TRUST_PROXY: '1',
  LOG_LEVEL: 'info',
  ADMIN_PASSWORD: 'beheerder-wachtwoord',
  DEMO_PASSWORD: 'demo-wachtwoord',
};

/** Starts the database, object store, processes and nginx; stops what started when one fails. */
export async function startCluster(options: TClusterOptions = {}): Promise<TCluster> {
  const owned = options.dir === undefined;
  const dir = options.dir ?? (await mkdtemp(join(tmpdir(), 'eform-cluster-')));
  await mkdir(dir, { recursive: true });
  // PostgreSQL runs as its own system user and nginx's workers as nobody: both must reach it.
  await chmod(dir, 0o755);
  const dataDir = join(dir, 'data');
  const logDir = join(dir, 'logs');
  const nginxDir = join(dir, 'nginx');
  for (const folder of [dataDir, logDir, nginxDir]) await mkdir(folder, { recursive: true });
  await chmod(nginxDir, 0o755);

  const cleanups: (() => Promise<void>)[] = [];
  const handles: TNodeHandle[] = [];
  let nginx: TNginx | undefined;
  const stop = async () => {
    await nginx?.stop();
    // Workers and API processes together: each drains on its own.
    await Promise.all(handles.map((handle) => handle.signal('SIGTERM')));
    await Promise.all(handles.map((handle) => handle.closeLog()));
    while (cleanups.length > 0) await cleanups.pop()?.();
    if (owned) await rm(dir, { recursive: true, force: true });
  };

  try {
    let databaseUrl = options.databaseUrl;
    if (!databaseUrl) {
      const embedded: TEmbeddedPostgres = await startEmbeddedPostgres({
        dir: join(dir, 'postgres'),
      });
      cleanups.push(() => embedded.stop());
      databaseUrl = await ensureDatabase(embedded.connectionString, 'eform');
    }
    let store: TObjectStore | undefined;
    if (options.s3 ?? (process.env.CLUSTER_S3 !== '0' && !process.env.S3_BUCKET)) {
      store = await startObjectStore(join(dir, 's3'));
      cleanups.push(() => store?.stop() ?? Promise.resolve());
    }
    const port = options.port || (await freePort());
    const url = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      ...NODE_DEFAULTS,
      // S3_* of the caller's environment pass through as they are; s3rver's replace them.
      ...store?.env,
      ...options.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
    };
    const bundle = options.bundle ?? DEFAULT_BUNDLE;
    const make = async (role: 'api' | 'worker', index: number) => {
      const name = `${role}-${index + 1}`;
      const nodePort = role === 'api' ? await freePort() : 0;
      // With an object store every process has a disk of its own, as on machines of their own.
      const nodeEnv = env.S3_BUCKET ? { ...env, DATA_DIR: join(dataDir, name) } : env;
      const handle = nodeHandle(name, role, nodePort, bundle, nodeEnv, join(logDir, `${name}.log`));
      handles.push(handle);
      return handle;
    };
    const apis = await Promise.all(
      Array.from({ length: options.apiNodes ?? 2 }, (_, i) => make('api', i)),
    );
    const workers = await Promise.all(
      Array.from({ length: options.workers ?? 2 }, (_, i) => make('worker', i)),
    );
    // All at once: migrations and the first seed take an advisory lock (db/migrate.ts, seed.ts).
    await Promise.all(handles.map((handle) => handle.start()));

    const out = new Set<string>();
    const upstreams = () => apis.map((api) => ({ port: api.port, down: out.has(api.name) }));
    nginx = await startNginx(nginxDir, port, upstreams());
    const running = nginx;
    const handleOf = (node: TClusterNode) => {
      const handle = handles.find((each) => each.name === node.name);
      if (!handle) throw new Error(`no node ${node.name}`);
      return handle;
    };

    return {
      url,
      databaseUrl,
      dir,
      nodes: [...apis, ...workers],
      kill: (node, signal = 'SIGKILL') => handleOf(node).signal(signal),
      async restart(node) {
        const handle = handleOf(node);
        if (handle.role === 'api') {
          out.add(handle.name);
          await running.setUpstreams(upstreams());
        }
        await handle.signal('SIGTERM');
        await handle.start();
        if (handle.role === 'api') {
          out.delete(handle.name);
          await running.setUpstreams(upstreams());
        }
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
