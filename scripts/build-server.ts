/**
 * `npm start`'s server build: bundles the server (apps/server/src/main.ts and the @eform/core
 * sources it imports) into one ES module, apps/server/dist/main.mjs, that plain Node runs. The
 * packages of node_modules stay outside the bundle, as they are. Why: run through tsx, the
 * server carried the TypeScript loader's work in its memory (an idle app process 181 MB RSS
 * against 127 MB for the bundle, measured 2026-11-25), which the export's 150 MB budget cannot
 * afford. The bundle sits in apps/server/dist, as deep as apps/server/src, so `paths.ts` finds
 * the repository, the migrations and the web build the same way. Tests and `npm run dev` keep
 * running the sources through tsx.
 *
 * Usage: tsx scripts/build-server.ts [entry] [outfile]   (defaults: the server's main)
 * As a module: `buildServerBundle(entry, outfile)` (the benches bundle their server role too).
 * Every bundle gets the document sandbox's child entry beside it as a second file,
 * document-worker.mjs: the server forks it to render PDFs and Word templates
 * (apps/server/src/sandbox/documents.ts looks for it next to the bundle it runs in).
 */

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(ROOT, 'apps/server');

/** Every package the server depends on, except the workspace's own (bundled from source). */
function externals(): string[] {
  const manifest = JSON.parse(readFileSync(join(SERVER, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@eform/'),
  );
  // zod comes through @eform/core; its subpaths (zod/v4/...) stay outside too.
  return [...names, 'zod'].flatMap((name) => [name, `${name}/*`]);
}

/** The sandbox's child entry, bundled as DOCUMENT_WORKER_FILE beside every server bundle. */
const DOCUMENT_WORKER_ENTRY = join(SERVER, 'src/sandbox/document-worker.ts');
const DOCUMENT_WORKER_FILE = 'document-worker.mjs';

/**
 * Bundles `entry` into `outfile` for Node 20 (ESM, source map), node_modules left outside, and
 * the document sandbox's child entry into document-worker.mjs in the same folder.
 */
export async function buildServerBundle(entry: string, outfile: string): Promise<void> {
  await Promise.all([
    bundle(entry, outfile),
    bundle(DOCUMENT_WORKER_ENTRY, join(dirname(outfile), DOCUMENT_WORKER_FILE)),
  ]);
}

async function bundle(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    external: externals(),
    // CommonJS packages bundled from a dependency's sources may call require().
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
}

// Run as a script (not when bundled into a bench, whose own file is then argv[1]).
if (process.argv[1]?.endsWith('build-server.ts')) {
  const entry = process.argv[2] ?? join(SERVER, 'src/main.ts');
  const outfile = process.argv[3] ?? join(SERVER, 'dist/main.mjs');
  await buildServerBundle(entry, outfile);
}
