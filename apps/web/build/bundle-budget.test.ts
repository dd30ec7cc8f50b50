// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FILL_PATH_BUDGET_BYTES, formatKb, judgeLoaded, type TLoadedFile } from './bundle-budget';

/** What a browser loaded on a small app's path. */
const LOADED: TLoadedFile[] = [
  { file: '/assets/zod.js', step: 'login', bytes: 20_000 },
  { file: '/assets/index.js', step: 'login', bytes: 150_000 },
  { file: '/assets/style.css', step: 'login', bytes: 40_000 },
  { file: '/assets/fill.js', step: 'folders', bytes: 18_000 },
  { file: '/assets/store.js', step: 'background', bytes: 12_000 },
];

describe('judgeLoaded', () => {
  it('counts every script, background ones included, and shows the stylesheets beside them', () => {
    const verdict = judgeLoaded(LOADED);
    expect(verdict.scriptBytes).toBe(200_000);
    expect(verdict.styleBytes).toBe(40_000);
    expect(verdict.ok).toBe(true);
    expect(verdict.text).toContain('Total 195.3 KB (200000 bytes) in 4 files of 200.0 KB: within');
    expect(verdict.text).toMatch(/ 11\.7 KB {2}background {2}\/assets\/store\.js/);
    expect(verdict.text).toMatch(/not counted[^\n]*\n +39\.1 KB {2}login {7}\/assets\/style\.css/);
    expect(verdict.text).toContain('With them 234.4 KB (240000 bytes).');
    expect(verdict.text).not.toContain('on demand');
  });

  it('lists the scripts largest first', () => {
    const rows = judgeLoaded(LOADED).text.split('\n').slice(1, 5);
    expect(rows.map((row) => row.trim().split(/\s+/).at(-1))).toEqual([
      '/assets/index.js',
      '/assets/zod.js',
      '/assets/fill.js',
      '/assets/store.js',
    ]);
  });

  it('fails one byte over the budget and passes at it', () => {
    expect(judgeLoaded(LOADED, 199_999).ok).toBe(false);
    expect(judgeLoaded(LOADED, 200_000).ok).toBe(true);
    const over = judgeLoaded(LOADED, 199_999).text;
    expect(over).toContain('OVER BUDGET');
    expect(over).toContain('on demand');
  });

  it('fails when no script was loaded rather than passing with nothing counted', () => {
    const verdict = judgeLoaded([{ file: '/assets/style.css', step: 'login', bytes: 1 }]);
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toContain('no JavaScript loaded');
  });

  it('keeps the budget at 200 KB of gzipped JavaScript', () => {
    expect(formatKb(FILL_PATH_BUDGET_BYTES)).toBe('200.0 KB');
  });
});
