import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the server's imports, checked on the source itself (issue 16): no cycle between
 * files, no cycle between feature modules (`modules/<name>`), a route file is imported by the
 * app alone, and a module reaches another module through its services or its public entry,
 * never its repository.
 */
const SRC = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = entry.name.endsWith('.ts') && !/\.test(-support)?\.ts$/.test(entry.name);
    return isSource ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/g;

function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [`${base}.ts`, join(base, 'index.ts'), base];
  const found = candidates.find((candidate) => files.has(candidate));
  if (!found) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return found;
}

const files = sourceFiles(SRC);
const fileSet = new Set(files);
const imports = new Map(
  files.map((file) => {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) =>
      resolveImport(file, match[1] ?? '', fileSet),
    );
    return [file, targets] as const;
  }),
);

const moduleOf = (file: string) => /^modules\/([^/]+)\//.exec(relative(SRC, file))?.[1];

/** The cycles of a graph, each as the path that closes it (one per strongly knotted start). */
function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const seen = path.indexOf(node);
    if (seen >= 0) {
      cycles.push([...path.slice(seen), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

describe('server import graph', () => {
  it('has no cycle between files', () => {
    const cycles = findCycles(imports).map((cycle) =>
      cycle.map((file) => relative(SRC, file)).join(' -> '),
    );
    expect(cycles).toEqual([]);
  });

  it('has no cycle between feature modules', () => {
    const graph = new Map<string, Set<string>>();
    for (const [file, targets] of imports) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = graph.get(from) ?? new Set<string>();
      for (const target of targets) {
        const to = moduleOf(target);
        if (to && to !== from) edges.add(to);
      }
      graph.set(from, edges);
    }
    const cycles = findCycles(new Map([...graph].map(([key, value]) => [key, [...value]])));
    expect(cycles.map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it("imports route files only from the app or their module's public entry", () => {
    const mayImportRoutes = (file: string, target: string) =>
      relative(SRC, file) === 'app.ts' ||
      (file.endsWith('/index.ts') && moduleOf(file) === moduleOf(target));
    const offenders = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((target) => target.endsWith('.routes.ts') && !mayImportRoutes(file, target))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("never reaches into another module's repository", () => {
    const offenders = [...imports].flatMap(([file, targets]) =>
      targets
        .filter((target) => target.endsWith('.repository.ts'))
        .filter((target) => moduleOf(file) !== moduleOf(target))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(offenders).toEqual([]);
  });
});
