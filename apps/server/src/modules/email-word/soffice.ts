import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ts } from '@eform/core/messages/server-only';

/** How long one conversion may take before LibreOffice is stopped. */
export const SOFFICE_TIMEOUT_MS = 60_000;

/** Why a conversion did not give a PDF (Dutch, for the log and the delivery's status). */
export class PdfConversionError extends Error {
  constructor(
    message: string,
    /** True when LibreOffice is not there at all (installing it helps, retrying does not). */
    readonly missing = false,
  ) {
    super(message);
  }
}

export interface TSofficeOptions {
  /** The program; default `soffice` on the PATH. */
  binary?: string;
  timeoutMs?: number;
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

async function convertOnce(docx: Buffer, options: TSofficeOptions): Promise<Buffer> {
  const binary = options.binary ?? 'soffice';
  const timeoutMs = options.timeoutMs ?? SOFFICE_TIMEOUT_MS;
  profile ??= mkdtemp(join(tmpdir(), 'eform-soffice-profile-'));
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
    await runSoffice(binary, args, timeoutMs);
    try {
      return await readFile(join(dir, 'bijlage.pdf'));
    } catch {
      throw new PdfConversionError(ts('server.emailWord.sofficeFailed', { error: 'geen PDF' }));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function runSoffice(binary: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
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
      reject(
        new PdfConversionError(
          ts('server.emailWord.sofficeTimeout', { seconds: Math.round(timeoutMs / 1000) }),
        ),
      );
    }, timeoutMs);
    child.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(
        error.code === 'ENOENT'
          ? new PdfConversionError(ts('server.emailWord.sofficeMissing'), true)
          : new PdfConversionError(ts('server.emailWord.sofficeFailed', { error: error.message })),
      );
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const error = stderr.trim() || `exit ${code}`;
        reject(new PdfConversionError(ts('server.emailWord.sofficeFailed', { error })));
      }
    });
  });
}
