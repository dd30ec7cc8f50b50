import {
  CHOICES_MAX,
  DATE_VALUE_MAX_LENGTH,
  EMAIL_VALUE_MAX_LENGTH,
  FEATURE_DATA_MAX_LENGTH,
  FILE_DATA_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  FILES_MAX_PER_VALUE,
  NUMBER_VALUE_MAX_LENGTH,
  OPTION_VALUE_MAX_LENGTH,
  OTHER_VALUE_MAX_LENGTH,
  QR_CODE_VALUE_MAX_LENGTH,
  SELECTED_FEATURES_MAX,
  TEXT_VALUE_MAX_LENGTH,
  TEXTAREA_VALUE_MAX_LENGTH,
  TRACKING_MAX_POINTS,
  VALUE_EXTRA_FIELDS_MAX_LENGTH,
} from '../constants';
import type { TElement, TElementType } from '../elements';
import { formatCount } from '../format/number';
import { t } from '../messages';

type TFits = (value: unknown) => boolean;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A text (or the number written as one) of at most `max` characters; other kinds fit. */
const short =
  (max: number): TFits =>
  (value) =>
    typeof value === 'string'
      ? value.length <= max
      : typeof value !== 'number' || String(value).length <= max;

/** The characters of a structured value (its texts, keys and numbers), counted up to `budget`. */
function sizeWithin(value: unknown, budget: number): boolean {
  let left = budget;
  // A stack, not recursion: a value nested a million deep must not overflow the call stack.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next === 'string') left -= next.length + 2;
    else if (Array.isArray(next)) {
      left -= next.length + 2;
      for (const item of next) stack.push(item);
    } else if (isRecord(next)) {
      for (const [key, item] of Object.entries(next)) {
        left -= key.length + 4;
        stack.push(item);
      }
    } else left -= String(next).length;
    if (left < 0) return false;
  }
  return true;
}

/** Every entry of a (list) value fits `fits`, and there are at most `max` of them. */
const each =
  (fits: TFits, max: number): TFits =>
  (value) => {
    const list = asList(value);
    return list.length <= max && list.every(fits);
  };
/**
 * The named fields of a record fit their checks, and the fields the shape does not name (a
 * client's own bookkeeping) are small together: they are stored as they came.
 */
const fields =
  (checks: Record<string, TFits>): TFits =>
  (value) => {
    if (!isRecord(value)) return true;
    const rest: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const fits = Object.hasOwn(checks, key) ? checks[key] : undefined;
      if (fits && !fits(item)) return false;
      if (!fits) rest[key] = item;
    }
    return sizeWithin(rest, VALUE_EXTRA_FIELDS_MAX_LENGTH);
  };

const number = short(NUMBER_VALUE_MAX_LENGTH);
const name = short(OPTION_VALUE_MAX_LENGTH);
const fileValue = fields({
  url: short(FILE_DATA_MAX_LENGTH),
  base64: short(FILE_DATA_MAX_LENGTH),
  file_id: short(FILE_NAME_MAX_LENGTH),
  name: short(FILE_NAME_MAX_LENGTH),
  filename: short(FILE_NAME_MAX_LENGTH),
  type: short(FILE_NAME_MAX_LENGTH),
});
const feature = fields({
  id: name,
  name,
  data: (data) => sizeWithin(data ?? null, FEATURE_DATA_MAX_LENGTH),
});
const files = each(fileValue, FILES_MAX_PER_VALUE);

/**
 * The limit per element type: a number is the most characters a person may type (the message
 * names it), a check is for a value a widget makes (a file, a location, a selection), which only
 * a hostile client exceeds. Calculation, computed and autoIncrement are absent: the server
 * recomputes them. A subform's items are checked by their own elements. (Numbers rather than
 * records with a check each: this table is on the filler's 200 KB path.)
 */
const LIMITS: Partial<Record<TElementType, number | TFits>> = {
  text: TEXT_VALUE_MAX_LENGTH,
  textarea: TEXTAREA_VALUE_MAX_LENGTH,
  email: EMAIL_VALUE_MAX_LENGTH,
  qrCodeScanner: QR_CODE_VALUE_MAX_LENGTH,
  number: NUMBER_VALUE_MAX_LENGTH,
  decimal: NUMBER_VALUE_MAX_LENGTH,
  date: short(DATE_VALUE_MAX_LENGTH),
  time: short(DATE_VALUE_MAX_LENGTH),
  datetime: short(DATE_VALUE_MAX_LENGTH),
  radio: name,
  select: name,
  checkbox_multiple: each(name, CHOICES_MAX),
  file: files,
  image: files,
  signature: files,
  gps: fields({ lat: number, lon: number, accuracy: number }),
  tracking: each(
    fields({ timestamp: number, lat: number, lon: number, accuracy: number }),
    TRACKING_MAX_POINTS,
  ),
  map: each(feature, SELECTED_FEATURES_MAX),
  search: each(feature, SELECTED_FEATURES_MAX),
  stateTransition: fields({
    next_phase: number,
    username: name,
    triggered_date: short(DATE_VALUE_MAX_LENGTH),
  }),
  linkedForm: (value) => sizeWithin(value, OTHER_VALUE_MAX_LENGTH),
};

/**
 * The Dutch message when a value is longer than its element type ever allows (issue 29), or []
 * when it fits. These limits hold whatever the form's own rules say, for shown and hidden
 * elements alike: a typed text over its limit gets 'Vul maximaal {max} tekens in.', a value made
 * by a widget (a file, a location, a selection) that is too large 'Deze waarde is te groot.'.
 * Only the value's size is looked at; its shape is {@link hasValueShape}'s check.
 * @example valueLimitMessages(textarea, 'x'.repeat(100_001)) // ['Vul maximaal 100.000 tekens in.']
 */
export function valueLimitMessages(element: TElement, value: unknown): string[] {
  const limit = LIMITS[element.elementType];
  if (limit === undefined || value === undefined || value === null) return [];
  if (typeof limit !== 'number') return limit(value) ? [] : [t('validation.valueTooLarge')];
  return short(limit)(value) ? [] : [t('validation.maxLength', { max: formatCount(limit) })];
}
