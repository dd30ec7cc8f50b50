import { PAGE_SIZE_ALL } from '@eform/core/constants';
import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRows } from './paging';

const rows = Array.from({ length: 27 }, (_, i) => i + 1);

describe('list paging', () => {
  it('shows every row on one page at all', () => {
    expect(pageCount(27, PAGE_SIZE_ALL)).toBe(1);
    expect(pageRows(rows, PAGE_SIZE_ALL, 1)).toHaveLength(27);
    expect(pageRows(rows, PAGE_SIZE_ALL, 3)).toHaveLength(27);
  });

  it('splits into pages of the chosen size, the last one partial', () => {
    expect(pageCount(27, 10)).toBe(3);
    expect(pageCount(30, 10)).toBe(3);
    expect(pageCount(31, 10)).toBe(4);
    expect(pageRows(rows, 10, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageRows(rows, 10, 3)).toEqual([21, 22, 23, 24, 25, 26, 27]);
    expect(pageRows(rows, 25, 2)).toEqual([26, 27]);
  });

  it('falls back to the last page when the list shrank under the current page', () => {
    expect(pageRows(rows, 25, 5)).toEqual([26, 27]);
    expect(clampPage(5, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageRows([], 10, 1)).toEqual([]);
  });
});
