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

/** Static imports and re-exports, side-effect imports and `import()`, as written. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

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

  it('a feature is reached from outside only through its index.ts (lazy screens too: the index exports their loaders)', () => {
    const wrong = imports.filter((i) => {
      const target = featureOf(i.to);
      if (target === undefined || featureOf(i.from) === target) return false;
      return srcPath(i.to) !== `features/${target}/index.ts`;
    });
    expect(wrong.map(describeImport)).toEqual([]);
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
