import { PAGE_SIZE_ALL } from '@eform/core/constants';

// Paging of a list in the browser: a page size is one of @eform/core/constants (a number of rows,
// or PAGE_SIZE_ALL for every row on one page); pages count from 1.

/** Number of pages `count` rows take at `size` (at least one, so an empty list has page 1). */
export function pageCount(count: number, size: number): number {
  if (size === PAGE_SIZE_ALL) return 1;
  return Math.max(1, Math.ceil(count / size));
}

/** `page` kept within 1 … `pages`: a list that shrank under the current page shows its last. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(page, 1), Math.max(pages, 1));
}

/** The rows of 1-based `page` at `size`; a page past the end gives the last page. */
export function pageRows<T>(rows: readonly T[], size: number, page: number): readonly T[] {
  if (size === PAGE_SIZE_ALL) return rows;
  const start = (clampPage(page, pageCount(rows.length, size)) - 1) * size;
  return rows.slice(start, start + size);
}
