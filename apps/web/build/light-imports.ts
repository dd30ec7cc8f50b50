import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** A bare import, from matching importers, answered by a local module instead of the package. */
export interface TImportRedirect {
  source: string;
  importer: RegExp;
  to: string;
}

const shim = (file: string) => fileURLToPath(new URL(`./shims/${file}`, import.meta.url));
const mantine = (folder: string) =>
  new RegExp(`[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${folder}[\\\\/]`);
const zodFile = (path: string) =>
  new RegExp(`[\\\\/]node_modules[\\\\/]zod[\\\\/]${path.replaceAll('/', '[\\\\/]')}$`);
/** zod's own files, which its exports map does not name: from its package.json (exported). */
const zodDir = dirname(createRequire(import.meta.url).resolve('zod/package.json'));

/**
 * Why: a module lives in exactly one chunk. Mantine components of the shell take one small thing
 * from a large module that lazily loaded widgets use in full, so the shell would load all of it:
 * ScrollArea takes `useMergeRefs` from @floating-ui/react, the positioning engine of every
 * dropdown (about 11 KB gzipped with its dependencies); Table carries ScrollArea itself (about 4 KB)
 * for `Table.ScrollContainer`, which the app does not use. (The shell's own layout replaced
 * AppShell, whose bars needed two more redirects.) These imports get small local equivalents; dropdowns, modals and scroll
 * areas keep the packages.
 * Mantine's Modal and Drawer import all of ScrollArea (about 5 KB) only to compare their
 * `scrollAreaComponent` prop with `ScrollArea.Autosize`, a prop the app never passes. zod's classic
 * schemas wire every type to its JSON Schema converter (about 5 KB), which the browser never calls:
 * the app only parses.
 * Should Mantine or zod change these imports, a redirect stops matching (the budget check shows
 * the weight come back) or the build fails on a missing export.
 */
export const LIGHT_IMPORTS: readonly TImportRedirect[] = [
  { source: '@floating-ui/react', importer: mantine('ScrollArea'), to: shim('merge-refs.ts') },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: mantine('Table'),
    to: shim('native-scroll-area.ts'),
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: mantine('Modal'),
    to: shim('no-scroll-area.ts'),
  },
  {
    source: '../ScrollArea/ScrollArea.mjs',
    importer: mantine('Drawer'),
    to: shim('no-scroll-area.ts'),
  },
  {
    source: '../core/json-schema-processors.js',
    importer: zodFile('v4/classic/schemas.js'),
    to: shim('zod-json-schema.ts'),
  },
  {
    source: '../core/to-json-schema.js',
    importer: zodFile('v4/classic/schemas.js'),
    to: shim('zod-json-schema.ts'),
  },
  {
    source: '../locales/en.js',
    importer: zodFile('v4/classic/schemas.js'),
    to: shim('zod-no-locale.ts'),
  },
  // The shim's way back to zod's own `aggregateChecks`.
  {
    source: 'zod-internal:json-schema-processors',
    importer: /[\\/]shims[\\/]zod-json-schema\.ts$/,
    to: join(zodDir, 'v4/core/json-schema-processors.js'),
  },
];

/** The module `source` imported by `importer` resolves to, when a redirect applies. */
export function redirectFor(
  source: string,
  importer: string | undefined,
  redirects: readonly TImportRedirect[] = LIGHT_IMPORTS,
): string | undefined {
  if (!importer) return undefined;
  return redirects.find((r) => r.source === source && r.importer.test(importer))?.to;
}

/** Applies {@link LIGHT_IMPORTS} while bundling. */
export function lightImports(): Plugin {
  return {
    name: 'eform:light-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      return redirectFor(source, importer) ?? null;
    },
  };
}
