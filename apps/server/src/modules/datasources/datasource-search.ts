import { SEARCH_OFFLINE_LIMIT, SEARCH_RESULTS_LIMIT } from '@eform/core/constants';
import type { TDb } from '../../db/client';
import {
  allItemsByName,
  searchItemsByName,
  type TDatasourceRow,
  type TItemRow,
} from './datasources.repository';

/** A search field's options as found: by name, and whether every match is among them. */
export interface TSearchRows {
  rows: TItemRow[];
  complete: boolean;
}

/**
 * The items GET api/datasource/{id}?format=search (and a guest form's read of it) answers, by
 * name. Without a query: every item of a list of at most SEARCH_OFFLINE_LIMIT (complete: the
 * device may keep it for offline use), else the first SEARCH_RESULTS_LIMIT (a million items are
 * never sent at once). With `q`: the first SEARCH_RESULTS_LIMIT whose name contains it in any
 * case (% and _ are plain characters), complete when no more matched.
 */
export async function searchDatasource(
  db: TDb,
  datasource: TDatasourceRow,
  q: string | undefined,
): Promise<TSearchRows> {
  const part = q === undefined || q === '' ? null : q;
  if (part === null && datasource.itemsCount <= SEARCH_OFFLINE_LIMIT) {
    return { rows: await allItemsByName(db, datasource), complete: true };
  }
  // One more than answered tells whether more matched.
  const rows = await searchItemsByName(db, datasource, part, SEARCH_RESULTS_LIMIT + 1);
  return {
    rows: rows.slice(0, SEARCH_RESULTS_LIMIT),
    complete: rows.length <= SEARCH_RESULTS_LIMIT,
  };
}
