// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers, kept by walking its imports (docs/ARCHITECTURE.md, web decisions):
 * `app/` wires features together and nothing imports it back (features, `ui/` and `lib/` would
 * loop through it); a feature is reached from outside only through its `index.ts`; `ui/` and
 * `lib/` are below the features. Relative imports only: packages are outside the layers.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

type TImport = { from: string; to: string; spec: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Static imports and re-exports, side-effect imports, `import()` and `vi.mock()`, as written. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
/** Static imports and re-exports only (what puts a module in its importer's chunk). */
const STATIC_IMPORT = /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]|\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(file: string, spec: string): string | null {
  const base = resolve(dirname(file), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every relative import of a module of src (styles and other assets left out). */
function importsOf(files: readonly string[]): TImport[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].flatMap(([, spec = '']) => {
      const to = resolveImport(file, spec);
      return to && /\.tsx?$/.test(to) ? [{ from: file, to, spec }] : [];
    }),
  );
}

/** The path inside src, with '/' on every platform. */
const srcPath = (file: string) => relative(SRC, file).split(sep).join('/');
const layerOf = (file: string) => srcPath(file).split('/')[0] ?? '';
const featureOf = (file: string) => {
  const [layer, feature] = srcPath(file).split('/');
  return layer === 'features' ? feature : undefined;
};
const describeImport = (i: TImport) => `${srcPath(i.from)} imports '${i.spec}'`;

/** Each cycle (as a path of modules) that passes through a module `through` accepts. */
function cyclesThrough(imports: readonly TImport[], through: (file: string) => boolean) {
  const edges = new Map<string, string[]>();
  for (const { from, to } of imports) edges.set(from, [...(edges.get(from) ?? []), to]);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...stack.slice(stack.indexOf(next)), next];
        if (cycle.some(through)) cycles.push(cycle.map(srcPath));
      } else if (!state.has(next)) {
        visit(next);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...edges.keys()].sort()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Imports that reach into another feature past its index.ts. */
function deepFeatureImports(imports: readonly TImport[]): TImport[] {
  return imports.filter((i) => {
    const target = featureOf(i.to);
    if (target === undefined || featureOf(i.from) === target) return false;
    return srcPath(i.to) !== `features/${target}/index.ts`;
  });
}

/**
 * Features whose screens load on demand: their index.ts exports only loaders (`import()`), so
 * the routes that import it (in the entry every filler downloads) never pull a screen along.
 */
const LAZY_FEATURES = [
  'forms-admin',
  'form-editor',
  'form-rules',
  'form-emails',
  'form-integrations',
  'registrations-admin',
  'datasources',
  'dashboard-admin',
  'diagnostics',
  'audit-log',
];

/** Static imports written in the index.ts of a lazily loaded feature (`index` maps path → text). */
function staticImportsOfLazyIndexes(indexes: ReadonlyMap<string, string>): string[] {
  return LAZY_FEATURES.flatMap((feature) => {
    const path = `features/${feature}/index.ts`;
    const text = indexes.get(path);
    if (text === undefined) return [`${path} is missing`];
    return [...text.matchAll(STATIC_IMPORT)].map(([, a, b]) => `${path} imports '${a ?? b}'`);
  });
}

/**
 * The form admin kit exports code (the open form's context, calls, pieces the tabs share): only
 * the form administration's lazy features may import it, or it rides along into the entry.
 */
const KIT_USERS = [
  'forms-admin',
  'form-editor',
  'form-rules',
  'form-emails',
  'form-integrations',
  'registrations-admin',
];
function kitImportsFromOutside(imports: readonly TImport[]): TImport[] {
  return imports.filter(
    (i) =>
      featureOf(i.to) === 'form-admin-kit' &&
      featureOf(i.from) !== 'form-admin-kit' &&
      !KIT_USERS.includes(featureOf(i.from) ?? ''),
  );
}

/** The features as nodes, an edge where one imports another: each cycle between features. */
function featureCycles(imports: readonly TImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    const [from, to] = [featureOf(i.from), featureOf(i.to)];
    if (from === undefined || to === undefined || from === to) continue;
    edges.set(from, (edges.get(from) ?? new Set()).add(to));
  }
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (feature: string) => {
    state.set(feature, 'open');
    stack.push(feature);
    for (const next of [...(edges.get(feature) ?? [])].sort()) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(feature, 'done');
  };
  for (const feature of [...edges.keys()].sort()) if (!state.has(feature)) visit(feature);
  return cycles;
}

describe('web boundaries', () => {
  const files = sourceFiles(SRC);
  const imports = importsOf(files);

  it('finds the imports it checks', () => {
    // A walk that sees nothing would pass every rule below.
    expect(files.length).toBeGreaterThan(100);
    expect(imports.some((i) => srcPath(i.to) === 'features/session/index.ts')).toBe(true);
  });

  it('features, ui/ and lib/ never import app/', () => {
    const wrong = imports.filter(
      (i) => ['features', 'ui', 'lib'].includes(layerOf(i.from)) && layerOf(i.to) === 'app',
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('ui/ and lib/ never import a feature', () => {
    const wrong = imports.filter(
      (i) => ['ui', 'lib'].includes(layerOf(i.from)) && layerOf(i.to) === 'features',
    );
    expect(wrong.map(describeImport)).toEqual([]);
  });

  it('a feature is reached from outside only through its index.ts (lazy screens too: the index exports their loaders; tests and vi.mock too)', () => {
    expect(deepFeatureImports(imports).map(describeImport)).toEqual([]);
  });

  it("a lazily loaded feature's index.ts exports only loaders (no static import)", () => {
    const indexes = new Map(
      LAZY_FEATURES.map((feature) => {
        const path = join(SRC, 'features', feature, 'index.ts');
        return [`features/${feature}/index.ts`, existsSync(path) ? readFileSync(path, 'utf8') : ''];
      }),
    );
    expect(staticImportsOfLazyIndexes(indexes)).toEqual([]);
  });

  it("only the form administration's features import form-admin-kit", () => {
    expect(kitImportsFromOutside(imports).map(describeImport)).toEqual([]);
    expect(imports.some((i) => srcPath(i.to) === 'features/form-admin-kit/index.ts')).toBe(true);
  });

  it('features import each other without a cycle', () => {
    expect(featureCycles(imports)).toEqual([]);
  });

  it('reports a deep import, a static import in a lazy index, a kit import and a feature cycle (the checks themselves)', () => {
    const at = (path: string) => join(SRC, path);
    const deep: TImport = {
      from: at('features/form-rules/components/a.ts'),
      to: at('features/form-editor/components/b.ts'),
      spec: '../../form-editor/components/b',
    };
    const throughIndex: TImport = { ...deep, to: at('features/form-editor/index.ts') };
    expect(deepFeatureImports([deep, throughIndex])).toEqual([deep]);

    const lazyIndexes = new Map(
      LAZY_FEATURES.map((f) => [
        `features/${f}/index.ts`,
        "export const load = () => import('./screens');",
      ]),
    );
    lazyIndexes.set(
      'features/form-rules/index.ts',
      "export { FormRulesPage } from './components/page';",
    );
    expect(staticImportsOfLazyIndexes(lazyIndexes)).toEqual([
      "features/form-rules/index.ts imports './components/page'",
    ]);

    const kit: TImport = {
      from: at('features/filling/lib/a.ts'),
      to: at('features/form-admin-kit/index.ts'),
      spec: '../../form-admin-kit',
    };
    expect(kitImportsFromOutside([kit, { ...kit, from: at('features/form-rules/a.ts') }])).toEqual([
      kit,
    ]);

    const loop: TImport[] = [
      { from: at('features/x/a.ts'), to: at('features/y/index.ts'), spec: '' },
      { from: at('features/y/b.ts'), to: at('features/x/index.ts'), spec: '' },
    ];
    expect(featureCycles(loop)).toEqual([['x', 'y', 'x']]);
  });

  it('no import cycle passes through app/', () => {
    expect(cyclesThrough(imports, (file) => layerOf(file) === 'app')).toEqual([]);
  });

  it('reports a cycle through app/ (the check itself)', () => {
    const at = (path: string) => join(SRC, path);
    const loop: TImport[] = [
      { from: at('app/routes/a.ts'), to: at('features/x/index.ts'), spec: '' },
      { from: at('features/x/index.ts'), to: at('features/x/lib/b.ts'), spec: '' },
      { from: at('features/x/lib/b.ts'), to: at('app/routes/a.ts'), spec: '' },
    ];
    expect(cyclesThrough(loop, (file) => layerOf(file) === 'app')).toEqual([
      ['app/routes/a.ts', 'features/x/index.ts', 'features/x/lib/b.ts', 'app/routes/a.ts'],
    ]);
  });
});
