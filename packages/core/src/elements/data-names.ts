/** Letters that Unicode normalisation does not split into a base letter and an accent. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ĳ: 'ij',
};

/** Data names derived from a label that leaves nothing usable (e.g. '???'). */
export const FALLBACK_DATA_NAME = 'veld';
/** Option values derived from a label that leaves nothing usable. */
export const FALLBACK_OPTION_VALUE = 'optie';

/** Pattern every data name must match (document 2 section 5). */
export const DATA_NAME_PATTERN = /^[a-z0-9_]+$/;
/** Pattern every option value must match (document 2 section 5). */
export const OPTION_VALUE_PATTERN = /^[a-z0-9_.]+$/;

function slugify(label: string, allowed: RegExp): string {
  const lowered = label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßæœøłđðþıĳ]/g, (ch) => SPECIAL_LETTERS[ch] ?? ch);
  return lowered
    .trim()
    .replace(/\s+/g, '_')
    .replace(allowed, '')
    .replace(/_+/g, '_')
    .replace(/^_+|_+$/g, '');
}

function makeUnique(base: string, existing: Iterable<string>): string {
  const taken = new Set(existing);
  if (!taken.has(base)) return base;
  let n = 1;
  while (taken.has(`${base}_${n}`)) n++;
  return `${base}_${n}`;
}

/**
 * The data name for a new element, derived from its label as the editor does until advanced
 * mode is on: lowercase, accents dropped, whitespace to underscore, other characters removed,
 * `_1`, `_2`, ... appended when the name is taken. Never empty, always `/^[a-z0-9_]+$/`.
 * @example deriveDataName('Café naam', ['cafe_naam']) // 'cafe_naam_1'
 */
export function deriveDataName(label: string, existingNames: Iterable<string>): string {
  const base = slugify(label, /[^a-z0-9_]/g) || FALLBACK_DATA_NAME;
  return makeUnique(base, existingNames);
}

/**
 * The value for a new option, derived from its label like {@link deriveDataName} but keeping
 * dots. Never empty, always `/^[a-z0-9_.]+$/` and not in `existingValues`.
 * @example deriveOptionValue('Ja, graag', []) // 'ja_graag'
 */
export function deriveOptionValue(label: string, existingValues: Iterable<string>): string {
  const base = slugify(label, /[^a-z0-9_.]/g) || FALLBACK_OPTION_VALUE;
  return makeUnique(base, existingValues);
}
