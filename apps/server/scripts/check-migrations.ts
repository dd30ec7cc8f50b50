import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, rmdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { MIGRATIONS_DIR, SERVER_ROOT } from '../src/paths';

/**
 * Drift check: fails when src/db/schema has changes without a generated migration. Runs
 * `drizzle-kit generate` against a scratch copy of drizzle/ and compares the file lists, so the
 * committed folder is never touched.
 */
async function listFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) =>
      e.isDirectory() ? listFiles(join(dir, e.name), root) : [relative(root, join(dir, e.name))],
    ),
  );
  return nested.flat().sort();
}

// drizzle-kit takes `out` relative to the config, so the scratch copy lives under apps/server/.tmp.
await mkdir(join(SERVER_ROOT, '.tmp'), { recursive: true });
const scratch = await mkdtemp(join(SERVER_ROOT, '.tmp', 'drizzle-'));
try {
  await cp(MIGRATIONS_DIR, scratch, { recursive: true });
  const before = await listFiles(scratch);
  execFileSync('npx', ['drizzle-kit', 'generate'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DRIZZLE_OUT: relative(SERVER_ROOT, scratch) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const added = (await listFiles(scratch)).filter((f) => !before.includes(f));
  if (added.length > 0) {
    process.stderr.write(
      `The database schema has changes without a migration (${added.join(', ')}).\n` +
        'Run `npm run db:generate -w @eform/server` and commit apps/server/drizzle/.\n',
    );
    process.exitCode = 1;
  } else {
    process.stdout.write('Migrations are up to date with the schema.\n');
  }
} finally {
  await rm(scratch, { recursive: true, force: true });
  await rmdir(join(SERVER_ROOT, '.tmp')).catch(() => undefined);
}
