import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+). In a file that starts with it, every function is
 * compiled while the file streams in, on a background thread, instead of on the main thread at
 * its first call.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** `code` starting with the hint, and its source map's mappings one generated line down. */
export function withCompileHint(
  code: string,
  mappings?: string,
): { code: string; mappings?: string } {
  if (code.startsWith(EAGER_COMPILE_HINT)) return { code, mappings };
  return {
    code: `${EAGER_COMPILE_HINT}\n${code}`,
    mappings: mappings === undefined ? undefined : `;${mappings}`,
  };
}

type TChunkInfo = { isEntry: boolean; facadeModuleId: string | null; imports: string[] };

/**
 * The chunks a page load runs most of: every entry chunk, the chunks behind `screens` (the
 * modules of screens opened at once, such as the fill route's), and all they import statically.
 */
export function eagerChunks(bundle: Record<string, TChunkInfo>, screens: RegExp): Set<string> {
  const eager = new Set<string>();
  const add = (fileName: string) => {
    if (eager.has(fileName) || !bundle[fileName]) return;
    eager.add(fileName);
    for (const imported of bundle[fileName].imports) add(imported);
  };
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.isEntry || (chunk.facadeModuleId && screens.test(chunk.facadeModuleId))) {
      add(fileName);
    }
  }
  return eager;
}

/**
 * Puts the hint at the very top of the chunks {@link eagerChunks} names, with their source maps
 * one line down. On the written files: Vite itself puts the lazy chunks' dependency table in
 * front of the entry's code as the last step of generating the bundle. Before the compressed
 * copies are made (precompress.ts, a closeBundle) and before the service worker's precache list.
 */
export function compileHints(screens: RegExp): Plugin {
  return {
    name: 'eform:compile-hints',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      const chunks: Record<string, TChunkInfo> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') chunks[fileName] = output;
      }
      for (const fileName of eagerChunks(chunks, screens)) {
        const file = join(dir, fileName);
        const code = await readFile(file, 'utf8');
        const mapFile = `${file}.map`;
        const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as {
          mappings: string;
        } | null;
        const hinted = withCompileHint(code, map?.mappings);
        // A file that has the hint already keeps its map as it is.
        if (hinted.code === code) continue;
        await writeFile(file, hinted.code);
        if (map && hinted.mappings !== undefined) {
          await writeFile(mapFile, JSON.stringify({ ...map, mappings: hinted.mappings }));
        }
      }
    },
  };
}
