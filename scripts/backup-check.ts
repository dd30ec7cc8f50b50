/**
 * `npm run backup:check`: the backup and restore of docs/deploy.md done for real on a throwaway
 * PostgreSQL (the newest of /usr/lib/postgresql/<major>, or PG_BIN), with the server as
 * `npm start` runs it (its bundle, built here first). Prints each step and every difference
 * between the data before the backup and after the restore; exits 1 on any.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBackupCheck } from './backup-check/run-backup-check';
import { buildServerBundle } from './build-server';

const SERVER = fileURLToPath(new URL('../apps/server/', import.meta.url));

async function main(): Promise<number> {
  // As deep as apps/server/src (paths.ts finds the repository from there), one per run.
  const bundleDir = join(SERVER, `dist-backup-check-${process.pid}`);
  try {
    await buildServerBundle(join(SERVER, 'src/main.ts'), join(bundleDir, 'main.mjs'));
    const result = await runBackupCheck({
      bundle: join(bundleDir, 'main.mjs'),
      serverDir: SERVER,
      log: (line) => process.stdout.write(`${line}\n`),
    });
    for (const difference of result.differences) process.stdout.write(`DIFFERS ${difference}\n`);
    const verdict = result.differences.length === 0 ? 'restored whole' : 'NOT restored whole';
    process.stdout.write(
      `backup:check on PostgreSQL ${result.postgresVersion}: ${verdict} (${result.seconds.toFixed(1)} s)\n`,
    );
    return result.differences.length === 0 ? 0 : 1;
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`backup:check failed: ${error instanceof Error ? error.stack : error}\n`);
    process.exit(1);
  },
);
