import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerChunks, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line and moves the source map one generated line down', () => {
    const hinted = withCompileHint('const a=1;\nexport{a};', 'AAAA;AACA');
    expect(hinted.code.split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(hinted.code).toBe(`${EAGER_COMPILE_HINT}\nconst a=1;\nexport{a};`);
    expect(hinted.mappings).toBe(';AAAA;AACA');
    // Twice is once: a second build step never shifts the map again.
    expect(withCompileHint(hinted.code, hinted.mappings)).toEqual(hinted);
  });

  it("names the entry, the fill screen's chunk and what they import statically, not other lazy screens", () => {
    const chunk = (isEntry: boolean, facadeModuleId: string | null, imports: string[] = []) => ({
      isEntry,
      facadeModuleId,
      imports,
    });
    const bundle = {
      'index.js': chunk(true, '/app/src/main.tsx', ['zod.js']),
      'zod.js': chunk(false, null),
      'form-fill-page.js': chunk(
        false,
        '/app/src/features/filling/components/screens/form-fill/form-fill-page.tsx',
        ['renderer.js', 'index.js'],
      ),
      'renderer.js': chunk(false, null, ['format.js']),
      'format.js': chunk(false, null),
      'dashboard.js': chunk(false, '/app/src/features/dashboard/dashboard-page.tsx', ['admin.js']),
      'admin.js': chunk(false, null),
    };
    expect([...eagerChunks(bundle, /form-fill-page\.tsx$/)].sort()).toEqual([
      'form-fill-page.js',
      'format.js',
      'index.js',
      'renderer.js',
      'zod.js',
    ]);
  });
});
