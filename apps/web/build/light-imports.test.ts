// @vitest-environment node
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { RemoveScroll as RealRemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { LIGHT_IMPORTS, redirectFor } from './light-imports';
import { RemoveScroll } from './shims/remove-scroll';

const require = createRequire(import.meta.url);
// The package exports no package.json: go from its CommonJS main (cjs/index.cjs) to esm/.
const mantineEsm = join(dirname(require.resolve('@mantine/core')), '../esm/components');

describe('light imports', () => {
  it('redirects only the named imports of the named Mantine components', () => {
    const scrollArea = join(mantineEsm, 'ScrollArea/ScrollArea.mjs');
    const header = join(mantineEsm, 'AppShell/AppShellHeader/AppShellHeader.mjs');
    const popover = join(mantineEsm, 'Popover/use-popover.mjs');
    expect(redirectFor('@floating-ui/react', scrollArea)).toMatch(/shims[\\/]merge-refs\.ts$/);
    expect(redirectFor('react-remove-scroll', header)).toMatch(/shims[\\/]remove-scroll\.ts$/);
    expect(
      redirectFor(
        '../ScrollArea/ScrollArea.mjs',
        join(mantineEsm, 'Table/TableScrollContainer.mjs'),
      ),
    ).toMatch(/shims[\\/]native-scroll-area\.ts$/);
    expect(redirectFor('../ScrollArea/ScrollArea.mjs', join(mantineEsm, 'Select/Select.mjs'))).toBe(
      undefined,
    );
    expect(
      redirectFor(
        '../AppShellResizeHandle/AppShellResizeHandle.mjs',
        join(mantineEsm, 'AppShell/AppShellNavbar/AppShellNavbar.mjs'),
      ),
    ).toMatch(/shims[\\/]no-resize-handle\.ts$/);
    expect(redirectFor('@floating-ui/react', popover)).toBeUndefined();
    expect(redirectFor('react', scrollArea)).toBeUndefined();
    expect(redirectFor('@floating-ui/react', undefined)).toBeUndefined();
  });

  it("still matches what Mantine's files import (else the redirects would silently stop)", async () => {
    const scrollArea = await readFile(join(mantineEsm, 'ScrollArea/ScrollArea.mjs'), 'utf8');
    expect(scrollArea).toContain('import { useMergeRefs } from "@floating-ui/react";');
    const header = await readFile(
      join(mantineEsm, 'AppShell/AppShellHeader/AppShellHeader.mjs'),
      'utf8',
    );
    expect(header).toContain('import { RemoveScroll } from "react-remove-scroll";');
    expect(header).toContain('RemoveScroll.classNames.zeroRight');
    const tableScroll = await readFile(join(mantineEsm, 'Table/TableScrollContainer.mjs'), 'utf8');
    expect(tableScroll).toContain('import { ScrollArea } from "../ScrollArea/ScrollArea.mjs";');
    for (const bar of ['AppShellNavbar/AppShellNavbar.mjs', 'AppShellAside/AppShellAside.mjs']) {
      const source = await readFile(join(mantineEsm, 'AppShell', bar), 'utf8');
      expect(source).toContain(
        'import { AppShellResizeHandle } from "../AppShellResizeHandle/AppShellResizeHandle.mjs";',
      );
    }
    expect(LIGHT_IMPORTS).toHaveLength(4);
  });

  it("keeps the app's shell without resizable sections, whose handle the shim leaves out", async () => {
    const layout = await readFile(
      join(import.meta.dirname, '../src/features/shell/components/app-layout.tsx'),
      'utf8',
    );
    expect(layout).toContain('<AppShell');
    expect(layout).not.toMatch(/resizable/);
  });

  it('gives AppShell the class names the real scroll lock uses', () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });
});
