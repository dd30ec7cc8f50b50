import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ts } from '@eform/core/messages/server-only';
import { readSofficeAllowNetwork, readSofficeTimeoutMs } from '../../config';

/** How long one conversion may take before LibreOffice is stopped (SOFFICE_TIMEOUT_MS overrides). */
export const SOFFICE_TIMEOUT_MS = 60_000;

/**
 * The address space LibreOffice may take (prlimit --as): a page of text takes about 200 MB
 * resident; a document that needs over 1 GB is stopped (LibreOffice fails) rather than taking
 * the machine's memory from the server.
 */
export const SOFFICE_MEMORY_BYTES = 1024 * 1024 * 1024;

/** Why a conversion did not give a PDF (Dutch, for the log and the delivery's status). */
export class PdfConversionError extends Error {
  constructor(
    message: string,
    /**
     * True when no conversion can run here at all (LibreOffice missing, no network isolation):
     * installing or configuring helps, retrying does not.
     */
    readonly missing = false,
  ) {
    super(message);
  }
}

export interface TSofficeOptions {
  /** The program; default `soffice` on the PATH. */
  binary?: string;
  timeoutMs?: number;
  /** The program that starts LibreOffice in a network namespace of its own; default `unshare`. */
  unshare?: string;
  /**
   * Convert with the machine's network where no namespace can be made (SOFFICE_ALLOW_NETWORK,
   * for development machines); default from the environment.
   */
  allowNetwork?: boolean;
}

// One conversion at a time per process: LibreOffice takes a few hundred MB and one core each.
let queue: Promise<unknown> = Promise.resolve();
// The process's own LibreOffice profile (made once: a new one costs a second per conversion);
// conversions take turns, so they never share it at the same time.
let profile: Promise<string> | undefined;

/**
 * A .docx as PDF by LibreOffice headless (`soffice --headless --convert-to pdf`), in a temporary
 * folder, with a user profile of this process's own (never a person's or another process's),
 * stopped after the timeout. Conversions run one after the other. PdfConversionError when
 * LibreOffice is missing, fails or takes too long.
 */
export function convertDocxToPdf(docx: Buffer, options: TSofficeOptions = {}): Promise<Buffer> {
  const run = queue.then(() => convertOnce(docx, options));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * What LibreOffice is started under: no network at all (a network namespace of its own, with only
 * a loopback that is down, so a link a document still holds cannot be fetched) and a memory cap.
 * As root `unshare --net`; elsewhere a user namespace may allow it. Tried once per process.
 */
const NAMESPACES = [
  ['--net', '--'],
  ['--user', '--map-root-user', '--net', '--'],
];
const MEMORY_CAP = ['prlimit', `--as=${SOFFICE_MEMORY_BYTES}`, '--'];
const isolation = new Map<string, Promise<{ prefix: string[] } | { error: string }>>();

function probeIsolation(unshare: string) {
  let found = isolation.get(unshare);
  if (!found) {
    found = (async () => {
      let error = '';
      for (const namespace of NAMESPACES) {
        const prefix = [unshare, ...namespace, ...MEMORY_CAP];
        const outcome = await runProgram(prefix, ['true'], SOFFICE_TIMEOUT_MS).then(
          () => undefined,
          (failure: Error) => failure.message,
        );
        if (outcome === undefined) return { prefix };
        error ||= outcome;
      }
      return { error };
    })();
    isolation.set(unshare, found);
  }
  return found;
}

/** The command that runs `binary` without network; PdfConversionError when there is none. */
async function isolated(binary: string, options: TSofficeOptions): Promise<string[]> {
  const found = await probeIsolation(options.unshare ?? 'unshare');
  if ('prefix' in found) return [...found.prefix, binary];
  if (options.allowNetwork ?? readSofficeAllowNetwork()) return [binary];
  throw new PdfConversionError(
    ts('server.emailWord.sofficeNoIsolation', { error: found.error.slice(0, 200) }),
    true,
  );
}

async function convertOnce(docx: Buffer, options: TSofficeOptions): Promise<Buffer> {
  const binary = options.binary ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? readSofficeTimeoutMs() ?? SOFFICE_TIMEOUT_MS;
  const command = await isolated(binary, options);
  // The process id in the name: a start removes the profiles of processes gone (stale-temporaries.ts).
  profile ??= mkdtemp(join(tmpdir(), `eform-soffice-profile-${process.pid}-`));
  const profileDir = await profile;
  const dir = await mkdtemp(join(tmpdir(), 'eform-soffice-'));
  try {
    const input = join(dir, 'bijlage.docx');
    await writeFile(input, docx);
    const args = [
      `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
      '--headless',
      '--norestore',
      '--nolockcheck',
      '--convert-to',
      'pdf',
      '--outdir',
      dir,
      input,
    ];
    await runSoffice(command, args, timeoutMs);
    try {
      return await readFile(join(dir, 'bijlage.pdf'));
    } catch {
      throw new PdfConversionError(ts('server.emailWord.sofficeFailed', { error: 'geen PDF' }));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** LibreOffice (behind its isolation prefix); PdfConversionError with the Dutch reason. */
function runSoffice(command: string[], args: string[], timeoutMs: number): Promise<void> {
  return runProgram(command, args, timeoutMs).catch((error: ProgramError) => {
    if (error.kind === 'missing') {
      throw new PdfConversionError(ts('server.emailWord.sofficeMissing'), true);
    }
    if (error.kind === 'timeout') {
      throw new PdfConversionError(
        ts('server.emailWord.sofficeTimeout', { seconds: Math.round(timeoutMs / 1000) }),
      );
    }
    throw new PdfConversionError(ts('server.emailWord.sofficeFailed', { error: error.message }));
  });
}

class ProgramError extends Error {
  constructor(
    message: string,
    readonly kind: 'missing' | 'timeout' | 'failed',
  ) {
    super(message);
  }
}

/** exec's 'not found' exit code (the shell's and util-linux's: unshare, prlimit). */
const EXIT_NOT_FOUND = 127;

/**
 * The shell that starts each program: it runs the program and, beside it, a watchdog that kills
 * the whole process group once this server process is gone (kill -9, the OOM killer: the timeout
 * below dies with it), so a LibreOffice that hangs never outlives the server. It answers the
 * program's exit status. The shell's parent changes when its parent dies (re-parented at once,
 * even before the dead one is reaped); checked every second. test/faults/soffice.test.ts.
 */
const WITH_WATCHDOG = [
  'p=$PPID',
  '"$@" &',
  'c=$!',
  // Where there is no /proc (not Linux) the program runs without the watchdog.
  '[ -r /proc/$$/stat ] && (while kill -0 "$c" 2>/dev/null; do',
  '  read -r _ _ _ pp _ < /proc/$$/stat',
  '  [ "$pp" = "$p" ] || kill -KILL 0',
  '  sleep 1',
  'done) &',
  'wait "$c"',
].join('\n');

/** Runs a program in a process group of its own, killed whole after the timeout. */
function runProgram(command: string[], args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', WITH_WATCHDOG, 'sh', ...command, ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-500);
    });
    const timer = setTimeout(() => {
      // Its whole process group: soffice starts a child (oosplash, soffice.bin).
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
      reject(new ProgramError('timeout', 'timeout'));
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new ProgramError(error.message, error.code === 'ENOENT' ? 'missing' : 'failed'));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const message = stderr.trim() || `exit ${code}`;
        reject(new ProgramError(message, code === EXIT_NOT_FOUND ? 'missing' : 'failed'));
      }
    });
  });
}
