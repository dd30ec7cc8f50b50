import { PAGE_SIZE_ALL } from '@eform/core/constants';
import type { TLocalRegistration } from './local-db';

/** Sort order of the list by last change (doc 1 §2.10: newest first by default). */
export type TSortOrder = 'desc' | 'asc';

/** Which chip a row carries: a conflict, or kept on this device only (never synced, refused). */
export function chipOf(row: TLocalRegistration): 'conflict' | 'localOnly' | null {
  if (row.conflict) return 'conflict';
  if (!row.deletedAt && (row.refused || !row.serverUpdatedAt)) return 'localOnly';
  return null;
}

/** One page of the rows in `order`; `perPage` -1 is all. */
export function pageOf(
  rows: readonly TLocalRegistration[],
  order: TSortOrder,
  perPage: number,
  page: number,
): { rows: TLocalRegistration[]; pages: number } {
  const sign = order === 'desc' ? -1 : 1;
  const sorted = [...rows].sort(
    (a, b) => sign * (Date.parse(a.registrationUpdatedAt) - Date.parse(b.registrationUpdatedAt)),
  );
  if (perPage === PAGE_SIZE_ALL) return { rows: sorted, pages: 1 };
  const pages = Math.max(1, Math.ceil(sorted.length / perPage));
  const current = Math.min(Math.max(1, page), pages);
  return { rows: sorted.slice((current - 1) * perPage, current * perPage), pages };
}

/** Where a row opens: form_fill with force_reload '0' and its fill_token (doc 1 §2.10). */
export const fillPathOf = (row: Pick<TLocalRegistration, 'formId' | 'fillToken'>) =>
  `/form/${encodeURIComponent(row.formId)}/0?fill_token=${encodeURIComponent(row.fillToken)}`;
