import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shape of the server's imports, checked on the source itself (issues 16 and 28): no cycle
 * between files, no cycle between feature modules (`modules/<name>`), every module has an
 * `index.ts` (its public door) and is reached from outside only through it, a route file is
 * imported by the app alone, and SQL is written only in repository files.
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
const isModuleIndex = (file: string) => /^modules\/[^/]+\/index\.ts$/.test(relative(SRC, file));

/**
 * Files that may import a module's inner files from outside it: the document sandbox, whose
 * child process loads only the renderers it runs (a mail's message, a Word template), not their
 * modules' services and database code. (app.ts may import route files, and nothing else.)
 */
const MAY_IMPORT_MODULE_FILES = [/^sandbox\//];

/** Imports of a module's inner file from outside the module, other than those allowed above. */
function doorOffenders(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const to = moduleOf(target);
        if (!to || to === moduleOf(file) || isModuleIndex(target)) return false;
        const from = relative(SRC, file);
        if (from === 'app.ts') return !target.endsWith('.routes.ts');
        return !MAY_IMPORT_MODULE_FILES.some((allowed) => allowed.test(from));
      })
      .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
  );
}

/**
 * SQL as the server writes it: a Drizzle query or statement on a database or transaction, a
 * `sql` template or its raw/identifier/join helpers, a relational query, a raw pg `query(`.
 */
const SQL_PATTERNS = [
  /\b(?:db|tx|trx|client|executor)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\s*[(<]/,
  /\b(?:db|tx)\.query\.\w+\.find/,
  /\bsql\s*(?:<[^>]*>)?\s*`/,
  /\bsql\.(?:raw|identifier|join)\(/,
  /\.query\(/,
];

/**
 * Where SQL may be written besides `*.repository.ts`: the database layer itself (connection,
 * migrations, the schema's defaults and indexes), and the registrations list's filter, a pure
 * builder of WHERE and ORDER BY fragments that runs nothing (its callers, the registrations and
 * exports repositories, run them).
 */
const MAY_WRITE_SQL = [
  /\.repository\.ts$/,
  /^db\//,
  /^modules\/registrations\/registration-filters\.ts$/,
];

/** Source files (relative to src) that write SQL where they may not. */
function sqlOffenders(sources: ReadonlyMap<string, string>): string[] {
  return [...sources]
    .filter(([file]) => !MAY_WRITE_SQL.some((allowed) => allowed.test(file)))
    .filter(([, text]) => SQL_PATTERNS.some((pattern) => pattern.test(text)))
    .map(([file]) => file);
}

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

  it('gives every module an index.ts, its public door', () => {
    const modules = readdirSync(join(SRC, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((name) => !fileSet.has(join(SRC, 'modules', name, 'index.ts')))).toEqual(
      [],
    );
  });

  it('reaches another module only through its index.ts (the app: its route files too)', () => {
    expect(doorOffenders(imports)).toEqual([]);
  });

  it('writes SQL only in repository files (and the database layer)', () => {
    const sources = new Map(files.map((file) => [relative(SRC, file), readFileSync(file, 'utf8')]));
    expect(sqlOffenders(sources)).toEqual([]);
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
