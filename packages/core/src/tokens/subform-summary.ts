import type { TElementOf } from '../elements';
import { replaceTokens } from './replace-tokens';

/**
 * What a subform's list says of one item: the element's `summaryText` with the tokens of the
 * subform's own fields replaced by the item's values (`$subform_index$` by its number). Empty when
 * there is no summary, or when it has tokens and none of them gets a value from this item (a
 * blank summary says nothing): the list then shows the item's heading alone.
 * @example subformItemSummary(gebreken, { wat: 'Lekkage', subform_index: 1 }) // 'Lekkage'
 */
export function subformItemSummary(
  element: TElementOf<'subform'>,
  item: Readonly<Record<string, unknown>>,
): string {
  const text = element.summaryText?.trim() ?? '';
  if (text === '') return '';
  const schema = element.subform?.schema ?? [];
  const filled = replaceTokens(text, { schema, values: item }).trim();
  // The same summary for an item without values: when the item reads the same, and the summary
  // has tokens at all (a fixed text is the administrator's own), its tokens gave nothing.
  const unfilled = replaceTokens(text, { schema, values: {} }).trim();
  return filled === unfilled && unfilled !== text ? '' : filled;
}
