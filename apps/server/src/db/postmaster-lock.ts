import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** A fast shutdown (SIGINT) of a left-over postmaster gets this long before SIGQUIT. */
export const ORPHAN_FAST_STOP_MS = 15_000;
/** An immediate shutdown (SIGQUIT) gets this long before the start gives up. */
export const ORPHAN_IMMEDIATE_STOP_MS = 5_000;
const POLL_MS = 100;

/**
 * Who runs the cluster, written beside it (`<dir>.owner`) once PostgreSQL is up: this server's
 * process and the postmaster it started, each with its start time since boot, so a PID that the
 * kernel handed to another process later is never taken for either of them.
 */
export interface TClusterOwner {
  serverPid: number;
  serverStart: string;
  postmasterPid: number;
  postmasterStart: string;
}

/** A running process as /proc shows it; null when it is gone or a zombie. */
interface TProcess {
  start: string;
  argv: string[];
}

/**
 * Makes the cluster folder free to start on, or explains why it is not. The one case handled here
 * is a postmaster left running by an earlier run of this server whose Node process died without
 * stopping it (OOM killer, kill -9): PostgreSQL would refuse to start next to it forever. It is
 * stopped cleanly (fast shutdown, SIGQUIT as fallback). A postmaster whose server still runs, or
 * that this server never started, is refused at once with a message naming the folder. A stale
 * pid file of a dead process is left to PostgreSQL, which removes it itself. Linux only: without
 * /proc nothing can be verified and PostgreSQL's own lock check decides.
 */
export async function reclaimClusterDir(dir: string, log: (message: string) => void) {
  if (!existsSync('/proc/self/stat')) return;
  const pid = await readPostmasterPid(dir);
  if (pid === null) return;
  const postmaster = await inspectProcess(pid);
  // Dead, or the PID now belongs to another program: PostgreSQL's own lock check handles both.
  if (!postmaster || !isPostmasterOf(postmaster.argv, dir)) return;
  const owner = await readClusterOwner(dir);
  if (!owner || owner.postmasterPid !== pid || owner.postmasterStart !== postmaster.start) {
    throw new Error(
      `PostgreSQL (PID ${pid}) is already running in ${dir} and was not started by this server. ` +
        'Stop it, or give this server its own DATA_DIR.',
    );
  }
  const server = await inspectProcess(owner.serverPid);
  if (server && server.start === owner.serverStart) {
    throw new Error(
      `${dir} is in use by another running server (PID ${owner.serverPid}). ` +
        'Stop that server first, or give this one its own DATA_DIR.',
    );
  }
  log(
    `stopping PostgreSQL (PID ${pid}) left running by an earlier server (PID ${owner.serverPid})`,
  );
  await stopPostmaster(pid, dir);
}

/** Records this process as the owner of the postmaster that now runs the cluster. */
export async function writeClusterOwner(dir: string): Promise<number | null> {
  const postmasterPid = await readPostmasterPid(dir);
  if (postmasterPid === null) return null;
  const [server, postmaster] = await Promise.all([
    inspectProcess(process.pid),
    inspectProcess(postmasterPid),
  ]);
  if (!server || !postmaster) return postmasterPid;
  const owner: TClusterOwner = {
    serverPid: process.pid,
    serverStart: server.start,
    postmasterPid,
    postmasterStart: postmaster.start,
  };
  await writeFile(ownerFile(dir), `${JSON.stringify(owner)}\n`, { mode: 0o600 });
  return postmasterPid;
}

/** Forgets the owner after a clean stop. */
export async function removeClusterOwner(dir: string): Promise<void> {
  await rm(ownerFile(dir), { force: true });
}

async function readClusterOwner(dir: string): Promise<TClusterOwner | null> {
  try {
    const owner = JSON.parse(await readFile(ownerFile(dir), 'utf8')) as Partial<TClusterOwner>;
    const valid =
      typeof owner.serverPid === 'number' &&
      typeof owner.postmasterPid === 'number' &&
      typeof owner.serverStart === 'string' &&
      typeof owner.postmasterStart === 'string';
    return valid ? (owner as TClusterOwner) : null;
  } catch {
    return null;
  }
}

function ownerFile(dir: string): string {
  return `${dir}.owner`;
}

/** The first line of PostgreSQL's `postmaster.pid`; null when there is none. */
async function readPostmasterPid(dir: string): Promise<number | null> {
  try {
    const first = (await readFile(join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '';
    const pid = Number.parseInt(first.trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** PostgreSQL's server binary started with `-D <dir>` (the postmaster keeps its command line). */
function isPostmasterOf(argv: string[], dir: string): boolean {
  const program = basename(argv[0] ?? '');
  if (program !== 'postgres' && program !== 'postmaster') return false;
  const flag = argv.indexOf('-D');
  const dataDir = flag >= 0 ? argv[flag + 1] : undefined;
  return dataDir !== undefined && resolve(dataDir) === resolve(dir);
}

async function inspectProcess(pid: number): Promise<TProcess | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so split after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    if (state === 'Z' || state === 'X') return null;
    // Field 22 of the stat line (starttime, clock ticks since boot) is index 19 after the state.
    const start = fields[19] ?? '';
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    return { start, argv };
  } catch {
    return null;
  }
}

/** Fast shutdown (rolls back, checkpoints, removes the pid file); immediate shutdown after that. */
async function stopPostmaster(pid: number, dir: string): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', ORPHAN_FAST_STOP_MS],
    ['SIGQUIT', ORPHAN_IMMEDIATE_STOP_MS],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await waitForExit(pid, waitMs)) return;
  }
  throw new Error(
    `PostgreSQL (PID ${pid}) left running in ${dir} by an earlier server did not stop. ` +
      'Stop it by hand and start again.',
  );
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!(await inspectProcess(pid))) return true;
    await sleep(POLL_MS);
  }
  return false;
}
