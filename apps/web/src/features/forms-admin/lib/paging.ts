/** Page sizes of the admin lists (doc 2 §9); 'all' is the default. */
export const ADMIN_PAGE_SIZES = ['10', '25', '50', '100', 'all'] as const;
/** A page size of the admin lists. */
export type TAdminPageSize = (typeof ADMIN_PAGE_SIZES)[number];

/** Number of pages `count` rows take at `size` (at least one, so an empty list has page 1). */
export function pageCount(count: number, size: TAdminPageSize): number {
  if (size === 'all') return 1;
  return Math.max(1, Math.ceil(count / Number(size)));
}

/** The rows of 1-based `page` at `size`; a page past the end gives the last page. */
export function pageRows<T>(rows: readonly T[], size: TAdminPageSize, page: number): readonly T[] {
  if (size === 'all') return rows;
  const per = Number(size);
  const last = pageCount(rows.length, size);
  const start = (Math.min(Math.max(page, 1), last) - 1) * per;
  return rows.slice(start, start + per);
}
