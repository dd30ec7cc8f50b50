/**
 * The backup and restore of docs/deploy.md, done once for real: data through the API, a backup
 * while the server runs (pg_dump -Fc first, then a copy of the file store), everything wiped, the
 * restore (an empty database, pg_restore, the files copied back), a fresh server, and the same
 * answers from the API as before the backup. Answers every difference found (none: it worked).
 */
import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeData, readSnapshot, type TSnapshot } from './api-data';
import { findPostgresBin, startCluster } from './postgres-cluster';
import { startCheckServer } from './server-process';

/** Where the files of a DATA_DIR live (the local store: runtime.ts). */
const FILES = 'files';
/** The store's folder of files being written or removed (never part of a backup). */
const STORE_TMP = 'tmp';

export interface TBackupCheckOptions {
  /** The server bundle (apps/server/.../main.mjs, with document-worker.mjs beside it). */
  bundle: string;
  /** The folder the server runs in (apps/server). */
  serverDir: string;
  /** PostgreSQL's programs; findPostgresBin() by default. */
  pgBin?: string;
  /** Copies the file store back on restore; a test replaces it to see a lost file found. */
  restoreFiles?: (backup: string, target: string) => Promise<void>;
  log?: (line: string) => void;
}

export interface TBackupCheckResult {
  postgresVersion: string;
  /** Each way the restored data differs from the data before the backup. */
  differences: string[];
  seconds: number;
}

/** Runs the check in a temp folder it removes again; throws when a step itself fails. */
export async function runBackupCheck(options: TBackupCheckOptions): Promise<TBackupCheckResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const step = (what: string) => log(`${((Date.now() - started) / 1000).toFixed(1)} s  ${what}`);
  const work = await mkdtemp(join(tmpdir(), 'eform-backup-check-'));
  // mkdtemp makes it 0700; the cluster under it runs as the postgres system user.
  await chmod(work, 0o755);
  const cluster = await startCluster(options.pgBin ?? findPostgresBin(), join(work, 'postgres'));
  try {
    step(`PostgreSQL ${cluster.version} started`);
    const dataDir = join(work, 'data');
    const backup = join(work, 'backup');
    const password = randomBytes(12).toString('base64url');
    // HTTP only: no job changes the data between the snapshot and the dump, so they must agree
    // (the submit's after-send job stays queued, and comes back with the restore).
    const env = { DATABASE_URL: cluster.appUrl, DATA_DIR: dataDir, SERVER_ROLE: 'api' };
    const server = { bundle: options.bundle, cwd: options.serverDir };
    const { made, before } = await withServer(
      server,
      { ...env, ADMIN_PASSWORD: password },
      async (url) => {
        const made = await makeData(url, password);
        const before = await readSnapshot(url, made, password);
        step('data made through the API');
        // The order of docs/deploy.md, while the server runs: the database first, then the files.
        await cluster.dump(join(work, 'eform.dump'));
        await copyStore(join(dataDir, FILES), join(backup, FILES));
        step('backed up while running (pg_dump -Fc, then the files)');
        return { made, before };
      },
    );
    await cluster.dropAppDatabase();
    await rm(join(dataDir, FILES), { recursive: true, force: true });
    step('database dropped, files removed');
    await cluster.createAppDatabase();
    await cluster.restore(join(work, 'eform.dump'));
    await (options.restoreFiles ?? copyStore)(join(backup, FILES), join(dataDir, FILES));
    step('restored (createdb, pg_restore, the files copied back)');
    // Another ADMIN_PASSWORD: a sign-in with the first proves the restored account, since an
    // empty database would have been seeded with this one.
    const fresh = { ...env, ADMIN_PASSWORD: randomBytes(12).toString('base64url') };
    const after = await withServer(server, fresh, (url) => readSnapshot(url, made, password));
    step('read back through the API');
    const differences = [
      ...snapshotDifferences(before, after),
      ...expectations(before, made.uploadSha256),
    ];
    return {
      postgresVersion: cluster.version,
      differences,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await cluster.stop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

/** Runs `use` on a server started with `env`, stopped again afterwards. */
async function withServer<T>(
  server: { bundle: string; cwd: string },
  env: Record<string, string>,
  use: (url: string) => Promise<T>,
): Promise<T> {
  const running = await startCheckServer(server.bundle, server.cwd, env);
  try {
    return await use(running.url);
  } finally {
    await running.stop();
  }
}

/** A copy of the store's files (its temporary folder left out), times kept as rsync -a does. */
export async function copyStore(from: string, to: string): Promise<void> {
  await cp(from, to, {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => source !== join(from, STORE_TMP),
  });
}

/** What the snapshot before the backup must show for the check to mean anything. */
function expectations(before: TSnapshot, uploadSha256: string): string[] {
  const problems: string[] = [];
  if (before.login !== 200) problems.push(`sign-in before the backup: ${before.login}`);
  if (before.files.length !== 1 || before.files[0] !== uploadSha256) {
    problems.push(`the registration's file before the backup: ${before.files.join(', ')}`);
  }
  return problems;
}

/** Every path at which `after` differs from `before`, with both values. */
export function snapshotDifferences(before: unknown, after: unknown, path = ''): string[] {
  if (isObject(before) && isObject(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      snapshotDifferences(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        `${path}/${key}`,
      ),
    );
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [`${path || '/'}: ${JSON.stringify(before)} before, ${JSON.stringify(after)} after`];
}

function isObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}
