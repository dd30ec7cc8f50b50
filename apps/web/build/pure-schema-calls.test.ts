// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PURE_SCHEMA_CALLS } from './pure-schema-calls';

/** The name each module-level call of a contract file starts at (`ZFormParams` of `ZFormParams.extend({})`). */
function moduleLevelCallRoots(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  // Helpers marked free of side effects at their declaration need no listing.
  const marked = new Set(
    file.statements
      .filter(ts.isFunctionDeclaration)
      .filter((f) => f.getFullText().includes('@__NO_SIDE_EFFECTS__'))
      .map((f) => f.name?.text),
  );
  const roots: string[] = [];
  const visit = (node: ts.Node): void => {
    // A function's body runs when it is called, not when the module loads.
    if (ts.isFunctionLike(node)) return;
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      let callee: ts.Expression = node.expression;
      while (
        ts.isPropertyAccessExpression(callee) ||
        ts.isElementAccessExpression(callee) ||
        ts.isCallExpression(callee)
      ) {
        callee = callee.expression;
      }
      const name = ts.isIdentifier(callee) ? callee.text : callee.getText();
      if (!marked.has(name)) roots.push(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return roots;
}

/** The API contract's modules. */
const dir = resolve(import.meta.dirname, '../../../packages/core/src/api');
const contractFiles = readdirSync(dir).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
);
const rootsByFile = contractFiles.map(
  (name) => [name, moduleLevelCallRoots(name, readFileSync(`${dir}/${name}`, 'utf8'))] as const,
);

describe('PURE_SCHEMA_CALLS', () => {
  it('names where every module-level call of the contract starts, so the web bundle can drop unused schemas', () => {
    const listed = new Set<string>(PURE_SCHEMA_CALLS);
    const unlisted = rootsByFile.flatMap(([file, roots]) =>
      roots.filter((root) => !listed.has(root)).map((root) => `${file}: ${root}`),
    );
    expect(unlisted).toEqual([]);
  });

  it('names no schema the contract no longer calls at module level', () => {
    const used = new Set(rootsByFile.flatMap(([, roots]) => roots));
    expect(PURE_SCHEMA_CALLS.filter((name) => !used.has(name))).toEqual([]);
  });

  it('sees a call on a schema constant, nested in an object, and skips function bodies', () => {
    const source = [
      '/* @__NO_SIDE_EFFECTS__ */ function helper() { return ZInside.optional(); }',
      'export const ZA = z.object({ b: ZBase.nullable(), c: helper(), d: t("x") });',
      'export const f = () => ZLater.optional();',
    ].join('\n');
    expect(moduleLevelCallRoots('x.ts', source)).toEqual(['z', 'ZBase', 't']);
  });

  it('keeps the zod jitless switch: a call kept for its effect starts at no listed name', () => {
    // `z.config({ jitless: true })` was dropped as pure once: zod then tried `new Function` and the
    // Content-Security-Policy reported it (security-headers.spec.ts).
    const file = resolve(import.meta.dirname, '../src/lib/zod-jitless.ts');
    const roots = moduleLevelCallRoots('zod-jitless.ts', readFileSync(file, 'utf8'));
    expect(roots).toEqual(['config']);
    expect(PURE_SCHEMA_CALLS).not.toContain('config');
  });

  it('carries no @__PURE__ annotation in the contract', () => {
    // The annotation itself, not a comment that names it (index.ts's).
    const annotated = contractFiles.filter((name) =>
      /\/\*\s*[@#]__PURE__\s*\*\//.test(readFileSync(`${dir}/${name}`, 'utf8')),
    );
    expect(annotated).toEqual([]);
  });
});
