/**
 * `npm start`'s web build: builds the web app only when its sources changed since the last build,
 * and never in place. A build writes to a fresh folder that is swapped in when complete, so a
 * server already running on `apps/web/dist` never serves a half-built app. The build's own output
 * (some 75 lines) is kept back and shown only when it fails: `npm start` should end with the
 * server's box of accounts and its address, not scroll them away under a chunk list.
 *
 * Usage: tsx scripts/build-web.ts [--force]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB = join(ROOT, 'apps/web');
const DIST = join(WEB, 'dist');
const STAMP = '.source-hash';
/** What the built app is made of: its own sources, the core it imports, the locked versions. */
const INPUTS = [WEB, join(ROOT, 'packages/core/src'), join(ROOT, 'package-lock.json')];
const SKIP = new Set(['node_modules', '.vite']);

function listFiles(path: string): string[] {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => !SKIP.has(entry.name) && !entry.name.startsWith('dist'))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

/** A hash over the paths and contents of every input file. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

function readStamp(): string | null {
  const file = join(DIST, STAMP);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function main(): void {
  const hash = sourceHash();
  if (!process.argv.includes('--force') && readStamp() === hash) {
    process.stdout.write('Web app is up to date; build skipped.\n');
    return;
  }
  const next = join(WEB, `dist.next-${process.pid}`);
  const old = join(WEB, `dist.old-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  process.stdout.write('Building the web app...\n');
  const started = Date.now();
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--configLoader', 'runner', '--outDir', next, '--emptyOutDir'],
    { cwd: WEB, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    if (build.error) process.stderr.write(`${build.error.message}\n`);
    process.stderr.write('Web app build failed (its output is above).\n');
    rmSync(next, { recursive: true, force: true });
    process.exit(build.status ?? 1);
  }
  process.stdout.write(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  writeFileSync(join(next, STAMP), `${hash}\n`);
  // Two renames: the old app stays whole until the new one takes its place.
  if (existsSync(DIST)) renameSync(DIST, old);
  renameSync(next, DIST);
  rmSync(old, { recursive: true, force: true });
}

main();
