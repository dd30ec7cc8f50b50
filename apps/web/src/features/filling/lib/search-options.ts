import type { TDatasourceSearchItem } from '@eform/core/api/datasources';
import { SEARCH_DEFAULT_ITEM_COLOR, SEARCH_MAX_VALUES_MIN } from '@eform/core/constants';
import type { TSearchSettings, TSelectedFeature } from '@eform/core/elements';

/** A selected search item as the value keeps it (core's TSelectedFeature, every field set). */
export type TSearchValueItem = Required<Pick<TSelectedFeature, 'id' | 'name'>> & {
  data: Record<string, unknown>;
};

/** Case-insensitive 'contains', as the filters (search and map) and the item styles match. */
export const contains = (text: string, part: string) =>
  text.toLowerCase().includes(part.toLowerCase());

/** The item styles that can match: those with a text. */
const activeStyles = (settings: TSearchSettings) =>
  (settings.itemStyles ?? []).filter((style) => (style.text ?? '').trim() !== '');

/**
 * The colour an item is shown with: that of the first item style whose text its name contains
 * (a style without a colour, or no matching style: the default green, doc 1 §9).
 */
export function searchItemColor(name: string, settings: TSearchSettings): string {
  const style = activeStyles(settings).find((s) => contains(name, (s.text ?? '').trim()));
  return style?.color || SEARCH_DEFAULT_ITEM_COLOR;
}

/**
 * itemAction 'setHidden' ('Verbergen in de zoekresultaten', the editor's 'Actie bij gekozen
 * items'): a chosen item leaves the results; 'doNothing' keeps it listed (marked as chosen).
 */
export const hidesChosenItems = (settings: TSearchSettings) => settings.itemAction === 'setHidden';

/** How many items may be chosen: maxValues, at least 1 (a missing or odd value counts as 1). */
export function searchMaxValues(settings: TSearchSettings): number {
  const max = Math.floor(Number(settings.maxValues));
  return Number.isFinite(max) && max >= SEARCH_MAX_VALUES_MIN ? max : SEARCH_MAX_VALUES_MIN;
}

/** The stored value as its list of selected items (anything else: none). */
export function selectedSearchItems(value: unknown): TSearchValueItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { id, name, data } = entry as TSelectedFeature;
    if (id === undefined) return [];
    return [{ id, name: name ?? String(id), data: data ?? {} }];
  });
}

/** The key of an item in the drop-down (ids may be numbers; the drop-down keys are strings). */
export const searchItemKey = (item: { id: string | number }) => String(item.id);

/**
 * The items that can be chosen: the already selected ones (always, also when the datasource no
 * longer has them) and then the datasource's items that are offered, one per id.
 */
export function offeredSearchItems(
  items: readonly TDatasourceSearchItem[],
  selected: readonly TSearchValueItem[],
): TSearchValueItem[] {
  const seen = new Set(selected.map(searchItemKey));
  const offered: TSearchValueItem[] = [...selected];
  for (const item of items) {
    const key = searchItemKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    offered.push(item);
  }
  return offered;
}

/** The options whose label contains `query` (case-insensitive; surrounding spaces ignored). */
export function matchSearchOptions<O extends { label: string }>(
  options: readonly O[],
  query: string,
) {
  const part = query.trim();
  return part === '' ? [...options] : options.filter((option) => contains(option.label, part));
}
