/** One server process of the cluster: the built bundle under plain Node, as `npm start` runs it. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../apps/server/src/db/embedded-postgres';

/** SERVER_ROLE of a cluster process: HTTP only, or jobs only. */
export type TNodeRole = 'api' | 'worker';

/** What a process of the cluster looks like from outside; `restart` starts a new child. */
export interface TClusterNode {
  name: string;
  role: TNodeRole;
  /** The port an API process listens on (kept across restarts); 0 for a worker. */
  port: number;
  /** The process's own address (API processes), for calls that skip nginx. */
  url: string;
  /** The running child's pid (a new one after a restart). */
  pid(): number;
  /** stdout and stderr of the running child, the last 256 KB. */
  output(): string;
  /** Resolves when the running child has exited. */
  exited(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
}

const OUTPUT_KEEP = 256 * 1024;

/** A port nothing listens on right now (the embedded PostgreSQL's probe). */
export const freePort = findFreePort;

/** A node whose child can be replaced (restart) under the same name and port. */
export interface TNodeHandle extends TClusterNode {
  /** Starts a child (the first, or the next after an exit) and resolves once it serves. */
  start(): Promise<void>;
  /** Sends `signal` and resolves once the child exited (SIGKILL after `timeoutMs`). */
  signal(signal: NodeJS.Signals, timeoutMs?: number): Promise<void>;
  /** Closes the log file (after the last child). */
  closeLog(): Promise<void>;
}

/**
 * A cluster process: `bundle` under Node with `env`, its output kept and appended to `logFile`.
 * An API process serves once its /ready answers 200, a worker once its job queue started.
 */
export function nodeHandle(
  name: string,
  role: TNodeRole,
  port: number,
  bundle: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
): TNodeHandle {
  let child: ChildProcess | undefined;
  let output = '';
  let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }> = Promise.resolve({
    code: null,
    signal: null,
  });
  let log: WriteStream | undefined;
  const url = role === 'api' ? `http://127.0.0.1:${port}` : '';

  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEEP);
    log?.write(chunk);
  };
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const serving = async () => {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      if (!running()) {
        const how = `code ${child?.exitCode}, signal ${child?.signalCode}`;
        throw new Error(`${name} exited while starting (${how}):\n${output}`);
      }
      if (role === 'worker') {
        if (output.includes('job queue started')) return;
      } else {
        const ready = await fetch(`${url}/ready`).then(
          (response) => response.ok,
          () => false,
        );
        if (ready) return;
      }
      await sleep(100);
    }
    throw new Error(`${name} did not start within 120 s:\n${output}`);
  };

  return {
    name,
    role,
    port,
    url,
    pid: () => child?.pid ?? 0,
    output: () => output,
    exited: () => exited,
    running,
    async start() {
      output = '';
      log ??= createWriteStream(logFile, { flags: 'a' });
      const started = spawn(process.execPath, ['--enable-source-maps', bundle], {
        env: { ...env, SERVER_ROLE: role, PORT: String(port || 3000), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // A group of its own: Ctrl-C in the terminal reaches the cluster script only, which
        // then stops each process once, in order (a second signal would make it exit at once).
        detached: true,
      });
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((resolve) => {
        started.once('exit', (code, signal) => resolve({ code, signal }));
      });
      await serving();
    },
    async signal(signal, timeoutMs = 30_000) {
      const current = child;
      if (!current || !running()) return;
      current.kill(signal);
      const timer = setTimeout(() => current.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    async closeLog() {
      const open = log;
      log = undefined;
      if (open) await new Promise((resolve) => open.end(resolve));
    },
  };
}
