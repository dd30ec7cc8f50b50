import { parseNumberText } from '../format/number-text';

/** A short canonical number ('12', '-3.5'): read as it is (too short to be non-finite). */
const STORED_FORM = /^-?\d{1,15}(\.\d{1,15})?$/;

/**
 * The number a value stands for, as stored values and API clients write it, or undefined: a
 * finite number, or a text core's one number rule reads ({@link parseNumberText}: '12,5',
 * ' 3 ', '-.5', '1.234,5'), a lone point being the decimal point ('1.234' = 1.234, the stored
 * form). Exponents, loose separators and non-finite numbers are rejected, so a typo never
 * silently becomes a different number.
 */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  // Rules and formulas read values on every change: the stored form needs no parse.
  if (STORED_FORM.test(value)) return Number(value);
  const read = parseNumberText(value);
  return read.kind === 'number' || read.kind === 'ambiguous' ? read.value : undefined;
}

/**
 * Whether a value counts as not filled in: undefined, null, false (an unticked checkbox), a string
 * of only whitespace, an empty list, or an object none of whose fields is filled in (an empty file
 * or gps value such as `{ lat: null, lon: null }`). 0 is a value.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/**
 * `record[key]` when it is the record's own field, else undefined. Data names are user-chosen
 * ('__proto__' is a valid one), so plain indexing could read Object.prototype instead.
 */
export function ownValue(record: Readonly<Record<string, unknown>>, key: string): unknown {
  const value = record[key];
  // Only a key Object.prototype also has can read through to it; the check is on the hot path.
  if (value === undefined || !(key in Object.prototype)) return value;
  return Object.hasOwn(record, key) ? value : undefined;
}

/** Sets `record[key]` as an own field, also for a key such as '__proto__' (see {@link ownValue}). */
export function setOwnValue(record: Record<string, unknown>, key: string, value: unknown): void {
  // Only '__proto__' is an accessor on a plain object; defineProperty elsewhere is needlessly slow.
  if (key !== '__proto__') record[key] = value;
  else
    Object.defineProperty(record, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
}
