import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images are compressed already, source maps are not served. */
export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.webmanifest',
  '.json',
  '.txt',
]);

/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file
 * under `dir`, skipping files under {@link MIN_BYTES} and copies that would not be smaller. Build
 * time pays for the strongest settings once, so the server never compresses static files per
 * request. Returns the paths that got compressed copies, relative to `dir`.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const done: string[] = [];
  for (const path of await listFiles(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(path))) continue;
    const full = join(dir, path);
    const data = await readFile(full);
    if (data.length < MIN_BYTES) continue;
    const [br, gzipped] = await Promise.all([
      brotli(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    let wrote = false;
    if (br.length < data.length) {
      await writeFile(`${full}.br`, br);
      wrote = true;
    }
    if (gzipped.length < data.length) {
      await writeFile(`${full}.gz`, gzipped);
      wrote = true;
    }
    if (wrote) done.push(path);
  }
  return done;
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    // Dot folders hold build bookkeeping (.vite/manifest.json) that is never served.
    if (entry.name.startsWith('.')) continue;
    const path = join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(dir, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files;
}

/**
 * Pre-compresses the build output once everything is written, the service worker included
 * (vite-plugin-pwa writes it in its own closeBundle, which runs before this `post` one).
 */
export function precompress(): Plugin {
  let outDir = '';
  let logger: Logger | undefined;
  return {
    name: 'eform:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (!(await stat(outDir).catch(() => null))) return;
        const files = await precompressDir(outDir);
        logger?.info(`pre-compressed ${files.length} files (.br, .gz)`);
      },
    },
  };
}
