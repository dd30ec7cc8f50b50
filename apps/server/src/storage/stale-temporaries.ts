import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';

/**
 * A temporary file or folder of ours untouched this long belongs to a process that died (kill -9,
 * the OOM killer): a LibreOffice conversion ends within SOFFICE_TIMEOUT_MS (at most 10 min), a
 * file being stored is written to as its bytes arrive.
 */
export const STALE_TEMPORARY_MS = 60 * 60 * 1000;

/** A conversion's folder (modules/email-word/soffice.ts). */
const SOFFICE_DIR = /^eform-soffice-(?!profile-)/;
/** A process's LibreOffice profile: `eform-soffice-profile-<pid>-…` (older ones without the pid). */
const SOFFICE_PROFILE = /^eform-soffice-profile-(?:(\d+)-)?/;
/** A file being stored (storage/local-disk-storage.ts). */
const STORE_PART = /^[0-9a-f-]{36}\.part$/;

export interface TStaleTemporaries {
  /** The local file store's folder of files being written ($DATA_DIR/files/tmp); none on S3. */
  storeTmpDir: string | undefined;
  /** Where the conversions' folders are made; the system's temp folder by default. */
  tmpDir?: string;
  olderThanMs?: number;
  /** Whether a process runs (a profile of a live process is kept whatever its age). */
  isAlive?: (pid: number) => boolean;
  now?: number;
}

/**
 * Removes what a killed worker left behind, at start: LibreOffice conversion folders and profiles
 * (`eform-soffice-*` in the temp folder) and the store's `*.part` files, each only when untouched
 * for {@link STALE_TEMPORARY_MS} and only with our own names; a profile only when its process is
 * gone. Answers the paths removed; a failure is logged, never thrown (it must not stop a start).
 */
export async function removeStaleTemporaries(
  options: TStaleTemporaries,
  log?: Pick<Logger, 'info' | 'warn'>,
): Promise<string[]> {
  const olderThan = (options.now ?? Date.now()) - (options.olderThanMs ?? STALE_TEMPORARY_MS);
  const isAlive = options.isAlive ?? processRuns;
  const tmp = options.tmpDir ?? tmpdir();
  const candidates = [
    ...(await names(tmp))
      .filter((name) => {
        if (SOFFICE_DIR.test(name)) return true;
        const pid = SOFFICE_PROFILE.exec(name)?.[1];
        return pid === undefined ? SOFFICE_PROFILE.test(name) : !isAlive(Number(pid));
      })
      .map((name) => join(tmp, name)),
    ...(await storeParts(options.storeTmpDir)),
  ];
  const removed: string[] = [];
  for (const path of candidates) {
    try {
      if ((await stat(path)).mtimeMs >= olderThan) continue;
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    } catch (error) {
      log?.warn({ err: error, path }, 'stale temporary file not removed');
    }
  }
  if (removed.length > 0) log?.info({ removed: removed.length }, 'stale temporary files removed');
  return removed;
}

/** The local store's files being written (none without a local store). */
async function storeParts(dir: string | undefined): Promise<string[]> {
  if (dir === undefined) return [];
  return (await names(dir)).filter((name) => STORE_PART.test(name)).map((name) => join(dir, name));
}

async function names(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch {
    return [];
  }
}

function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
