// @vitest-environment node
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropUnusedComponents, REACT_ROUTER_PRODUCTION } from './production-builds';

const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);

describe('production builds', () => {
  it("points at react-router's production build, the same exports as the one its package names", async () => {
    expect(existsSync(REACT_ROUTER_PRODUCTION)).toBe(true);
    const production = await readFile(REACT_ROUTER_PRODUCTION, 'utf8');
    const development = await readFile(join(reactRouterDist, 'development/index.mjs'), 'utf8');
    // The same imports and exports, from chunks of other names.
    const shape = (code: string) => code.replace(/chunk-[A-Z0-9]+/g, 'chunk');
    expect(shape(production)).toBe(shape(development));
  });

  it('drops top-level displayName assignments and marks forwardRef and memo components pure', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Routes = React3.memo(DataRoutes);',
      'function inner() {',
      '  Form2.displayName = "fetcher.Form";',
      '  var Own = React.forwardRef(fn);',
      '}',
    ].join('\n');
    expect(dropUnusedComponents(code)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        '',
        'var Routes = /* @__PURE__ */ React3.memo(DataRoutes);',
        'function inner() {',
        '  Form2.displayName = "fetcher.Form";',
        '  var Own = React.forwardRef(fn);',
        '}',
      ].join('\n'),
    );
  });

  it("still finds what it strips in react-router's production build (else the weight comes back)", async () => {
    const dir = join(reactRouterDist, 'production');
    const chunks = (await readdir(dir)).filter((f) => /^chunk-\w+\.mjs$/.test(f));
    const sources = await Promise.all(chunks.map((f) => readFile(join(dir, f), 'utf8')));
    const code = sources.find((source) => source.includes('var NavLink = ')) ?? '';
    expect(code).toContain('var ENABLE_DEV_WARNINGS = false;');
    const stripped = dropUnusedComponents(code);
    for (const name of ['NavLink', 'Form', 'ScrollRestoration']) {
      expect(stripped).not.toContain(`${name}.displayName = "`);
    }
    expect(stripped).toContain('var NavLink = /* @__PURE__ */ React10.forwardRef(');
    expect(stripped).toContain('var Form = /* @__PURE__ */ React10.forwardRef(');
  });
});
