import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { freePort } from '../../../scripts/cluster/node-process';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundle the global setup built (apps/server/dist-test-<pid>/main.mjs). */
    serverBundle: string;
  }
}

/** Passwords of the seeded accounts of every spawned server. */
export const DEMO_PASSWORD = 'demo-wachtwoord';
const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The real server as a child process, as `npm start` runs it: its bundle under plain Node. */
export interface TServerProcess {
  child: ChildProcess;
  url: string;
  /** stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * A DATA_DIR in the system temp folder, reachable by the `postgres` system user (see
 * test/global-setup.ts), removed again with `remove()`.
 */
export async function makeDataDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  // mkdtemp makes it 0700; PostgreSQL runs as its own system user and must reach the cluster.
  await chmod(dir, 0o755);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * Starts `npm start`'s entry point on `dataDir` with an embedded cluster and a free port;
 * `extraEnv` adds to (or replaces) its environment, e.g. SERVER_ROLE=worker with a DATABASE_URL.
 */
export async function spawnServer(
  dataDir: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<TServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'beheerder-wachtwoord',
    DEMO_PASSWORD,
  };
  // The test run's own database server must not be used: this one runs its embedded cluster.
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const child = spawn(process.execPath, ['--enable-source-maps', inject('serverBundle')], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls /ready until it answers 200; fails when the process exits or time runs out. */
export async function waitUntilReady(server: TServerProcess, timeoutMs: number): Promise<void> {
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !exited) {
    const ok = await fetch(`${server.url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(
    `server not ready (${exited ? 'exited' : `after ${timeoutMs} ms`}):\n${server.output()}`,
  );
}

/** Sends `signal` and waits for the exit (SIGKILL as a last resort so no test leaves it behind). */
export async function stopServer(
  server: TServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 30_000,
) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  try {
    return await server.exited;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stops every spawned server and any PostgreSQL still running on `dataDir` (a failed test may
 * leave the orphan of a killed server behind), so the folder can be removed.
 */
export async function cleanUp(servers: TServerProcess[], dataDir: string): Promise<void> {
  for (const server of servers) await stopServer(server, 'SIGKILL');
  let pid: number;
  try {
    pid = postmasterPid(dataDir);
  } catch {
    return;
  }
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isRunning(pid) && waited < 10_000; waited += 100) await sleep(100);
}

/** PID of the postmaster that runs the cluster under `dataDir`, from its pid file. */
export function postmasterPid(dataDir: string): number {
  const text = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number.parseInt(text.split('\n')[0] ?? '', 10);
}

/** True while the process runs (a zombie waiting for its parent counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Signs in a demo account and returns its api key. */
export async function signIn(server: TServerProcess, username: string): Promise<string> {
  const response = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    body: new URLSearchParams({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
  return ((await response.json()) as { api_key: string }).api_key;
}
