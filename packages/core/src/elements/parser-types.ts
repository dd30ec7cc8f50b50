/**
 * The parser types a computed element supports. The watched values are those of `elementToWatch`:
 * `name` is a main-form element (a list value such as a subform's items or a multiple choice
 * counts entry by entry), `subform.column` is one column over all items of a subform.
 * - copy: the watched value itself when it is a single string or number, else '';
 * - count: how many watched entries are filled in (for `subform`: the number of items);
 * - sum: sum of the finite numeric entries (0 when there are none);
 * - min, max, average: of the finite numeric entries ('' when there are none).
 */
export const PARSER_TYPES = ['copy', 'count', 'sum', 'min', 'max', 'average'] as const;

/** One of {@link PARSER_TYPES}. */
export type TParserType = (typeof PARSER_TYPES)[number];

/** Whether `value` is one of {@link PARSER_TYPES}. */
export function isParserType(value: unknown): value is TParserType {
  return typeof value === 'string' && (PARSER_TYPES as readonly string[]).includes(value);
}
