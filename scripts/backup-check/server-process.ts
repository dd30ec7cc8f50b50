/**
 * The server as `npm start` runs it (its bundle under plain Node) for the backup check, on the
 * given DATABASE_URL and DATA_DIR, stopped as a process manager stops it (SIGTERM: it drains and
 * exits).
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../../apps/server/src/db/embedded-postgres';

/** A running server: its address, and `stop` (SIGTERM, then SIGKILL after 30 s). */
export interface TCheckServer {
  url: string;
  stop(): Promise<void>;
}

const READY_TIMEOUT_MS = 60_000;

/**
 * Starts `bundle` (apps/server's main.mjs) with `env` added to a clean environment for it: the
 * caller's own database, storage and role settings are left out, so the check always runs on its
 * own cluster and DATA_DIR. Answers once GET /ready says 200.
 */
export async function startCheckServer(
  bundle: string,
  cwd: string,
  env: Record<string, string>,
): Promise<TCheckServer> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(DATABASE_URL|DATA_DIR|SERVER_ROLE|S3_|SMTP_URL|ADMIN_|DEMO_)/.test(name),
    ),
  );
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      DOCUMENT_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(kill);
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!gone && Date.now() < deadline) {
    const ready = await fetch(`${url}/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`the server did not get ready (${gone ? 'it exited' : 'timed out'}):\n${output}`);
}
