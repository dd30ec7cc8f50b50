// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  formatBudgetReport,
  measureFillPath,
  ON_DEMAND_MODULES,
  reachableFiles,
  type TManifest,
} from './bundle-budget';

/** A small app: an entry that loads the app, two lazy screens and a toast widget. */
const MANIFEST: TManifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/app.tsx'],
  },
  // Built but imported by nobody (e.g. a leftover): loaded by no path.
  '_orphan.js': { file: 'assets/orphan.js' },
  '_vendor.js': { file: 'assets/vendor.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_vendor.js'] },
  'src/app.tsx': {
    file: 'assets/app.js',
    isDynamicEntry: true,
    imports: ['_vendor.js', '_shared.js'],
    dynamicImports: ['src/fill.tsx', 'src/admin.tsx', 'src/toast.tsx'],
  },
  'src/fill.tsx': { file: 'assets/fill.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'src/admin.tsx': { file: 'assets/admin.js', isDynamicEntry: true, imports: ['_admin-lib.js'] },
  '_admin-lib.js': { file: 'assets/admin-lib.js' },
  'src/toast.tsx': { file: 'assets/toast.js', isDynamicEntry: true, imports: ['_shared.js'] },
};

const SIZES: Record<string, number> = {
  'assets/index.js': 40_000,
  'assets/vendor.js': 100_000,
  'assets/shared.js': 5_000,
  'assets/app.js': 30_000,
  'assets/fill.js': 20_000,
  'assets/admin.js': 60_000,
  'assets/admin-lib.js': 90_000,
  'assets/toast.js': 8_000,
  'assets/orphan.js': 1_000_000,
};
const size = (file: string) => SIZES[file] ?? 0;
const ON_DEMAND = [/^src\/admin\.tsx$/, /^src\/toast\.tsx$/];

describe('reachableFiles', () => {
  it('follows static and dynamic imports once each, and skips what it is told to', () => {
    expect(reachableFiles(MANIFEST, ['index.html'])).toEqual([
      'assets/index.js',
      'assets/vendor.js',
      'assets/app.js',
      'assets/shared.js',
      'assets/fill.js',
      'assets/admin.js',
      'assets/admin-lib.js',
      'assets/toast.js',
    ]);
    const skipped = reachableFiles(MANIFEST, ['index.html'], (key) => key === 'src/admin.tsx');
    expect(skipped).not.toContain('assets/admin.js');
    expect(skipped).not.toContain('assets/admin-lib.js');
    expect(skipped).toContain('assets/toast.js');
  });
});

describe('measureFillPath', () => {
  it('counts the entry, the app it loads and the fill route, not the on-demand chunks', () => {
    const result = measureFillPath(MANIFEST, size, ON_DEMAND);
    expect(result.chunks.map((c) => c.file)).toEqual([
      'assets/vendor.js',
      'assets/index.js',
      'assets/app.js',
      'assets/fill.js',
      'assets/shared.js',
    ]);
    expect(result.totalBytes).toBe(195_000);
    expect(result.onDemand.map((c) => c.file)).toEqual([
      'assets/admin-lib.js',
      'assets/admin.js',
      'assets/toast.js',
    ]);
    expect(result.ok).toBe(true);
  });

  it('a chunk also reached from the fill path counts, even when an on-demand module uses it', () => {
    const result = measureFillPath(MANIFEST, size, ON_DEMAND);
    expect(result.chunks.map((c) => c.file)).toContain('assets/shared.js');
    expect(result.onDemand.map((c) => c.file)).not.toContain('assets/shared.js');
  });

  it('a new lazy chunk counts until it is declared on demand', () => {
    const result = measureFillPath(MANIFEST, size, [/^src\/toast\.tsx$/]);
    expect(result.totalBytes).toBe(195_000 + 60_000 + 90_000);
    expect(result.ok).toBe(false);
  });

  it('fails one byte over the budget and passes at it', () => {
    expect(measureFillPath(MANIFEST, size, ON_DEMAND, 194_999).ok).toBe(false);
    expect(measureFillPath(MANIFEST, size, ON_DEMAND, 195_000).ok).toBe(true);
  });

  it('fails without an entry chunk rather than passing with nothing counted', () => {
    const result = measureFillPath({ 'src/fill.tsx': { file: 'assets/fill.js' } }, size);
    expect(result.totalBytes).toBe(0);
    expect(result.ok).toBe(false);
  });
});

describe('ON_DEMAND_MODULES', () => {
  const onDemand = (key: string) => ON_DEMAND_MODULES.some((pattern) => pattern.test(key));

  it('never takes the fill path itself off the count', () => {
    for (const key of [
      'index.html',
      'src/main.tsx',
      'src/app/app.tsx',
      'src/features/filling/components/screens/form-fill/form-fill-page.tsx',
      'src/features/filling/components/screens/form-fill/fill-view.tsx',
      'src/features/filling/components/renderer/form-renderer.tsx',
      'src/features/filling/components/elements/text-elements.tsx',
      'src/features/folders/components/folder-list-page.tsx',
      'src/features/auth/components/login-page.tsx',
    ]) {
      expect(onDemand(key), key).toBe(false);
    }
  });

  it("names the other roles' screens and the rarely needed widgets", () => {
    for (const key of [
      'src/features/dashboard/components/dashboard-page.tsx',
      'src/features/forms-admin/components/form-list-page.tsx',
      'src/features/clients/components/client-view-page.tsx',
      'src/features/datasources/components/datasource-list-page.tsx',
      'src/features/terms/components/terms-wall.tsx',
      'src/features/shell/components/client-select.tsx',
      'src/app/toast-container.tsx',
    ]) {
      expect(onDemand(key), key).toBe(true);
    }
  });
});

describe('formatBudgetReport', () => {
  it('names every counted chunk with its size and says the path is over budget', () => {
    const report = formatBudgetReport(measureFillPath(MANIFEST, size, ON_DEMAND, 100 * 1024));
    expect(report).toContain('97.7 KB  assets/vendor.js');
    expect(report).toContain('39.1 KB  assets/index.js');
    expect(report).toContain('Total 190.4 KB of 100.0 KB: OVER BUDGET.');
    expect(report).toContain('ON_DEMAND_MODULES');
    expect(report).toMatch(/Loaded on demand[^\n]*\n\s+87\.9 KB {2}assets\/admin-lib\.js/);
  });

  it('says so when the path is within budget', () => {
    const report = formatBudgetReport(measureFillPath(MANIFEST, size, ON_DEMAND));
    expect(report).toContain('Total 190.4 KB of 200.0 KB: within the budget.');
    expect(report).not.toContain('ON_DEMAND_MODULES');
  });
});
