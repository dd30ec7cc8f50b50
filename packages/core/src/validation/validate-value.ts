import {
  DEFAULT_FEATURES_MAX_SELECT,
  GPS_DEFAULT_MIN_ACCURACY,
  SEARCH_MAX_VALUES_MIN,
} from '../constants';
import {
  isElementOfType,
  isInputElement,
  isRequired,
  numericRule,
  type TChoiceElement,
  type TElement,
  type TElementOf,
  type TFileValue,
} from '../elements';
import {
  ALL_DECIMALS,
  formatCount,
  formatDate,
  formatDateOnly,
  formatNumber,
  parseNumberText,
} from '../format';
import { isEmptyValue } from '../formula/values';
import { t } from '../messages';
import { isEmail } from './email-address';
import { isAllowedImage, isWithinMaxFileSize } from './file-rules';
import { valueLimitMessages } from './value-limits';
import { hasValueShape } from './value-shapes';

/** Circumstances of a fill-time check. */
export interface TValueContext {
  /**
   * Admin mode (an admin previewing the form): GPS and tracking values are never stored there,
   * so they are not required.
   */
  isAdmin?: boolean;
  /**
   * The values are a person's typing (the fill screen): a number such as '1.234' may mean 1234
   * or 1,234 and is asked about. Stored values and API clients write a lone point as the
   * decimal point, so the server reads it so (docs/DECISIONS.md, 'Numbers').
   */
  typed?: boolean;
}

const TIME = /^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function checkNumber(
  element: TElementOf<'number' | 'decimal'>,
  value: unknown,
  ctx: TValueContext,
): string[] {
  const read =
    typeof value === 'number'
      ? ({ kind: Number.isFinite(value) ? 'number' : 'invalid', value } as const)
      : parseNumberText(String(value));
  if (read.kind === 'ambiguous' && ctx.typed) {
    return [
      t('validation.numberAmbiguous', {
        decimal: read.canonical.replace('.', ','),
        thousands: String(read.thousands),
      }),
    ];
  }
  if (read.kind !== 'number' && read.kind !== 'ambiguous') {
    return [t(element.elementType === 'decimal' ? 'validation.decimal' : 'validation.number')];
  }
  const min = numericRule(element, 'min');
  const max = numericRule(element, 'max');
  if (min !== undefined && read.value < min) {
    return [t('validation.min', { min: formatNumber(min, ALL_DECIMALS) })];
  }
  if (max !== undefined && read.value > max) {
    return [t('validation.max', { max: formatNumber(max, ALL_DECIMALS) })];
  }
  return [];
}

function checkLength(element: TElementOf<'text' | 'textarea'>, value: unknown): string[] {
  const length = String(value).length;
  const min = numericRule(element, 'minLength');
  const max = numericRule(element, 'maxLength');
  if (min !== undefined && length < min) return [t('validation.minLength', { min })];
  if (max !== undefined && length > max) {
    return [t('validation.maxLength', { max: formatCount(max) })];
  }
  return [];
}

function checkOptions(element: TChoiceElement, value: unknown): string[] {
  const allowed = new Set((element.options ?? []).map((option) => option.value));
  // Without options the element is misconfigured; the editor reports that, not the filler.
  if (allowed.size === 0) return [];
  return asList(value).every((v) => allowed.has(String(v))) ? [] : [t('validation.option')];
}

function checkFiles(element: TElementOf<'file' | 'image' | 'signature'>, value: unknown): string[] {
  const files = asList(value).filter(isRecord) as TFileValue[];
  const messages: string[] = [];
  if (files.some((file) => !isWithinMaxFileSize(file))) messages.push(t('validation.fileSize'));
  if (element.elementType === 'image' && files.some((file) => !isAllowedImage(file))) {
    messages.push(t('validation.imageType'));
  }
  return messages;
}

/** A location counts when it has coordinates and, if measured, is at least as accurate as asked. */
function checkGps(element: TElementOf<'gps'>, value: unknown, required: boolean): string[] {
  const missing = !isRecord(value) || isEmptyValue(value.lat) || isEmptyValue(value.lon);
  if (missing) return required ? [t('validation.gpsAccuracy')] : [];
  const minAccuracy = element.mapSettings?.minAccuracy ?? GPS_DEFAULT_MIN_ACCURACY;
  // A manual location (clicked on the map) has no accuracy and is taken as placed.
  const accuracy =
    value.accuracy === undefined || value.accuracy === null ? undefined : Number(value.accuracy);
  return accuracy !== undefined && !(accuracy <= minAccuracy) ? [t('validation.gpsAccuracy')] : [];
}

function checkMaxSelected(
  value: unknown,
  max: number,
  key: 'validation.searchMaxValues' | 'validation.mapMaxFeatures',
): string[] {
  return asList(value).length > max ? [t(key, { max })] : [];
}

function checkDateTime(
  element: TElementOf<'date' | 'time' | 'datetime'>,
  value: unknown,
): string[] {
  const text = String(value);
  if (element.elementType === 'time') return TIME.test(text.trim()) ? [] : [t('validation.time')];
  const shown = element.elementType === 'date' ? formatDateOnly(text) : formatDate(text);
  return shown === '' ? [t('validation.date')] : [];
}

/**
 * The Dutch messages for one element's value when filling in (document 1 section 5); [] when
 * it is fine. Layout elements never have messages. Subform items are checked with
 * `validateItems` (which {@link validateValues} passes); a subform with a faulty item gets one
 * summary message here.
 */
export function validateValue(
  element: TElement,
  value: unknown,
  ctx: TValueContext = {},
  validateItems?: (item: Record<string, unknown>, index: number) => boolean,
): string[] {
  if (!isInputElement(element)) return [];
  if (!hasValueShape(element, value)) return [t('validation.valueShape')];
  // Before any other check: no content check ever runs over a value larger than its type allows.
  const tooLarge = valueLimitMessages(element, value);
  if (tooLarge.length > 0) return tooLarge;
  const required = isRequired(element);
  if (isElementOfType(element, 'gps', 'tracking') && ctx.isAdmin) return [];
  if (element.elementType === 'gps') return checkGps(element, value, required);
  if (isEmptyValue(value)) return required ? [t('validation.required')] : [];
  switch (element.elementType) {
    case 'number':
    case 'decimal':
      return checkNumber(element, value, ctx);
    case 'text':
    case 'textarea':
      return checkLength(element, value);
    case 'email':
      return isEmail(String(value)) ? [] : [t('validation.email')];
    case 'radio':
    case 'select':
    case 'checkbox_multiple':
      return checkOptions(element, value);
    case 'date':
    case 'time':
    case 'datetime':
      return checkDateTime(element, value);
    case 'file':
    case 'image':
    case 'signature':
      return checkFiles(element, value);
    case 'search':
      return checkMaxSelected(
        value,
        element.searchSettings?.maxValues ?? SEARCH_MAX_VALUES_MIN,
        'validation.searchMaxValues',
      );
    case 'map':
      return checkMaxSelected(
        value,
        element.mapSettings?.featuresMaxSelect ?? DEFAULT_FEATURES_MAX_SELECT,
        'validation.mapMaxFeatures',
      );
    case 'subform': {
      // Every item is checked (no short cut) so each faulty item gets its own messages.
      const results = asList(value).map(
        (item, i) => !isRecord(item) || !validateItems || validateItems(item, i),
      );
      return results.every(Boolean) ? [] : [t('validation.subformItems')];
    }
    default:
      return [];
  }
}
