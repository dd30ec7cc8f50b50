import { isEmptyValue, toFiniteNumber } from '../formula/values';

type TRecord = Record<string, unknown>;

function isRecord(value: unknown): value is TRecord {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * The option values of a multiple choice: a list as it is, an object map by its ticked keys
 * (`{ a: true, b: false }` → ['a']), a single value as a list of one, empty as none.
 */
export function selectedOptions(value: unknown): string[] {
  if (isEmptyValue(value)) return [];
  if (Array.isArray(value)) {
    return value.map(scalarText).filter((text): text is string => text !== undefined);
  }
  if (isRecord(value)) {
    return Object.entries(value)
      .filter(([, ticked]) => !isEmptyValue(ticked))
      .map(([key]) => key);
  }
  const text = scalarText(value);
  return text === undefined ? [] : [text];
}

function readProperty(item: TRecord, property: string): unknown {
  const properties = isRecord(item.properties) ? item.properties : undefined;
  const candidates = [
    item[property],
    isRecord(item.data) ? item.data[property] : undefined,
    properties?.[property],
    properties && isRecord(properties.data) ? properties.data[property] : undefined,
  ];
  return candidates.find((candidate) => candidate !== undefined && candidate !== null);
}

/**
 * The texts a string operator compares: a text value itself; for map and search values every
 * selected item's `datasourcePropertyName` property (looked up on the item, its `data`, its geojson
 * `properties` or their `data`) or, without one, the item's name.
 */
export function comparableTexts(value: unknown, datasourcePropertyName?: string | null): string[] {
  const items = Array.isArray(value) ? value : [value];
  const texts: string[] = [];
  for (const item of items) {
    const picked = isRecord(item) ? readProperty(item, datasourcePropertyName || 'name') : item;
    const text = scalarText(picked);
    if (text !== undefined) texts.push(text);
  }
  return texts;
}

/**
 * Equality for '=' and '!' on types other than numbers and multiple choices: numerically when both
 * sides are numbers ('5' = 5.0), otherwise as trimmed text, exactly (option values are exact).
 * A list (e.g. several selected items) equals when one of its entries does.
 */
export function looselyEquals(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) return actual.some((entry) => looselyEquals(entry, expected));
  const left = scalarText(actual);
  const right = scalarText(expected);
  if (left === undefined || right === undefined) return false;
  const leftNumber = toFiniteNumber(left);
  const rightNumber = toFiniteNumber(right);
  if (leftNumber !== undefined && rightNumber !== undefined) return leftNumber === rightNumber;
  return left.trim() === right.trim();
}
