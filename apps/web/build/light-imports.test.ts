// @vitest-environment node
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIGHT_IMPORTS, redirectFor } from './light-imports';

const require = createRequire(import.meta.url);
// The package exports no package.json: go from its CommonJS main (cjs/index.cjs) to esm/.
const mantineEsm = join(dirname(require.resolve('@mantine/core')), '../esm/components');
const zodDir = dirname(require.resolve('zod/package.json'));

describe('light imports', () => {
  it('redirects only the named imports of the named Mantine components', () => {
    const scrollArea = join(mantineEsm, 'ScrollArea/ScrollArea.mjs');
    const popover = join(mantineEsm, 'Popover/use-popover.mjs');
    expect(redirectFor('@floating-ui/react', scrollArea)).toMatch(/shims[\\/]merge-refs\.ts$/);
    expect(
      redirectFor(
        '../ScrollArea/ScrollArea.mjs',
        join(mantineEsm, 'Table/TableScrollContainer.mjs'),
      ),
    ).toMatch(/shims[\\/]native-scroll-area\.ts$/);
    expect(redirectFor('../ScrollArea/ScrollArea.mjs', join(mantineEsm, 'Select/Select.mjs'))).toBe(
      undefined,
    );
    for (const root of ['Modal/ModalRoot.mjs', 'Drawer/DrawerRoot.mjs']) {
      expect(redirectFor('../ScrollArea/ScrollArea.mjs', join(mantineEsm, root))).toMatch(
        /shims[\\/]no-scroll-area\.ts$/,
      );
    }
    const zodSchemas = join(zodDir, 'v4/classic/schemas.js');
    expect(redirectFor('../core/json-schema-processors.js', zodSchemas)).toMatch(
      /shims[\\/]zod-json-schema\.ts$/,
    );
    expect(redirectFor('../core/to-json-schema.js', zodSchemas)).toMatch(
      /shims[\\/]zod-json-schema\.ts$/,
    );
    expect(
      redirectFor('../core/json-schema-processors.js', join(zodDir, 'v4/core/index.js')),
    ).toBeUndefined();
    expect(
      redirectFor(
        'zod-internal:json-schema-processors',
        join(import.meta.dirname, 'shims/zod-json-schema.ts'),
      ),
    ).toBe(join(zodDir, 'v4/core/json-schema-processors.js'));
    expect(redirectFor('@floating-ui/react', popover)).toBeUndefined();
    expect(redirectFor('react', scrollArea)).toBeUndefined();
    expect(redirectFor('@floating-ui/react', undefined)).toBeUndefined();
  });

  it("still matches what Mantine's files import (else the redirects would silently stop)", async () => {
    const scrollArea = await readFile(join(mantineEsm, 'ScrollArea/ScrollArea.mjs'), 'utf8');
    expect(scrollArea).toContain('import { useMergeRefs } from "@floating-ui/react";');
    const tableScroll = await readFile(join(mantineEsm, 'Table/TableScrollContainer.mjs'), 'utf8');
    expect(tableScroll).toContain('import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";');
    for (const root of ['Modal/ModalRoot.mjs', 'Drawer/DrawerRoot.mjs']) {
      const source = await readFile(join(mantineEsm, root), 'utf8');
      expect(source).toContain('import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";');
      // The only use: the prop compared with Autosize (the shim's Autosize never equals it).
      const uses = source.replace(/^import \{ ScrollArea \}.*$/m, '').match(/\bScrollArea\b/g);
      expect(uses).toHaveLength(1);
      expect(source).toContain('scrollAreaComponent === ScrollArea.Autosize');
    }
    const zodSchemas = await readFile(join(zodDir, 'v4/classic/schemas.js'), 'utf8');
    expect(zodSchemas).toContain(
      'import * as processors from "../core/json-schema-processors.js";',
    );
    expect(zodSchemas).toContain(
      'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
    );
    expect(zodSchemas).toContain('import en from "../locales/en.js";');
    expect(LIGHT_IMPORTS).toHaveLength(8);
  });

  it("stands in for every JSON Schema converter zod wires up, and keeps zod's aggregateChecks", async () => {
    const zodSchemas = await readFile(join(zodDir, 'v4/classic/schemas.js'), 'utf8');
    const used = new Set([...zodSchemas.matchAll(/\bprocessors\.(\w+)\(/g)].map((m) => m[1]));
    // Read, not imported: its re-export of aggregateChecks resolves only in the build.
    const shim = await readFile(join(import.meta.dirname, 'shims/zod-json-schema.ts'), 'utf8');
    const exported = new Set([...shim.matchAll(/^export (?:const|\{) ?(\w+)/gm)].map((m) => m[1]));
    expect([...used].filter((name) => !exported.has(name))).toEqual([]);
    expect(exported).toContain('createToJSONSchemaMethod');
    expect(exported).toContain('createStandardJSONSchemaMethod');
  });

  it("keeps the app's modals and drawers without a scrollAreaComponent (the shim answers 'not Autosize')", async () => {
    const src = join(import.meta.dirname, '../src');
    const files = await readdir(src, { recursive: true });
    for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
      const source = await readFile(join(src, file), 'utf8');
      expect(source, file).not.toContain('scrollAreaComponent');
    }
  });
});
