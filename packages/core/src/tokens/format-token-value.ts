import { CENTS_PER_EURO } from '../constants';
import {
  isInputElement,
  type TChoiceElement,
  type TElement,
  type TElementOf,
  type TFileValue,
  type TSelectedFeature,
  type TSubformElement,
} from '../elements';
import {
  formatDate,
  formatDateOnly,
  formatNumber,
  formatPriceCents,
  formatTypedNumber,
} from '../format';
import { toFiniteNumber } from '../formula/values';
import { t } from '../messages';
import { fileDisplayName } from '../validation/file-rules';
import { subformItemHeading } from './subform-heading';

type TRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is TRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

function isBlankValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Plain text of a scalar, or the name of an object that has one. */
function plainText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isRecord(value) && typeof value.name === 'string') return value.name;
  return '';
}

/**
 * Numbers as the filler's screen shows them: a typed number with the digits typed and a decimal
 * comma ({@link formatTypedNumber}: '12.50' → '12,50'), a calculated one rounded as calculations
 * are ({@link formatNumber}); price elements as euros. Text that is no number stays as it is.
 */
function formatNumberValue(
  element: TElementOf<'number' | 'decimal' | 'calculation'>,
  value: unknown,
): string {
  const price = element.number_formatter === 'price';
  if (element.elementType !== 'calculation') {
    const typed = typeof value === 'string' || typeof value === 'number';
    return typed ? formatTypedNumber(value, price) : plainText(value);
  }
  const n = toFiniteNumber(value);
  if (n === undefined) return plainText(value);
  return price ? formatPriceCents(n * CENTS_PER_EURO) : formatNumber(n);
}

/** A time value as HH:mm: from 'H:mm(:ss)' text or from a full date-time. */
function formatTime(value: unknown): string {
  const text = plainText(value).trim();
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  if (match) return `${(match[1] ?? '').padStart(2, '0')}:${match[2]}`;
  const full = formatDate(text);
  return full ? full.slice(-5) : text;
}

function optionLabel(element: TChoiceElement, value: unknown): string {
  const option = (element.options ?? []).find((o) => o.value === String(value));
  return option ? option.label : plainText(value);
}

const joinNonEmpty = (parts: string[]): string => parts.filter((p) => p !== '').join(', ');

/** The selected features' value of one datasource field, or their names without a field. */
export function featureText(value: unknown, field?: string): string {
  return joinNonEmpty(
    asList(value).map((entry) => {
      if (!isRecord(entry)) return plainText(entry);
      const feature = entry as TSelectedFeature & TRecord;
      if (field === undefined) return plainText(feature.name ?? feature.id);
      return plainText(feature.data?.[field] ?? feature[field]);
    }),
  );
}

function formatSubform(element: TSubformElement, value: unknown): string {
  const schema = element.subform?.schema ?? [];
  return asList(value)
    .filter(isRecord)
    .map((item, index) => {
      const pairs = schema.filter(isInputElement).map((child) => {
        const text = formatTokenValue(child, item[child.name]);
        return text === '' ? '' : `${child.label || child.name}: ${text}`;
      });
      return `${subformItemHeading(element, index + 1)}: ${joinNonEmpty(pairs)}`;
    })
    .join('\n');
}

/**
 * A value as people read it in a registration name, e-mail or Word file: dates in Dutch, time as
 * HH:mm, choices by option label, single checkbox 'Ja'/'Nee', files by name, gps as 'lat, lon',
 * map and search by the selected names, subform items one per line; '' for no value.
 */
export function formatTokenValue(element: TElement, value: unknown): string {
  if (element.elementType === 'checkbox_single') {
    return [true, 1, '1', 'true'].includes(value as never) ? t('element.yes') : t('element.no');
  }
  if (isBlankValue(value) || !isInputElement(element)) return '';
  switch (element.elementType) {
    case 'number':
    case 'decimal':
    case 'calculation':
      return formatNumberValue(element, value);
    case 'computed':
      // A copy of a text stays that text, as on the filler's screen.
      return typeof value === 'number' ? formatNumber(value) : plainText(value);
    case 'date':
      return formatDateOnly(plainText(value)) || plainText(value);
    case 'datetime':
      return formatDate(plainText(value)) || plainText(value);
    case 'time':
      return formatTime(value);
    case 'radio':
    case 'select':
      return optionLabel(element, value);
    case 'checkbox_multiple':
      return joinNonEmpty(asList(value).map((v) => optionLabel(element, v)));
    case 'file':
    case 'image':
    case 'signature':
      return joinNonEmpty(
        asList(value).map((f) => (isRecord(f) ? fileDisplayName(f as TFileValue) : plainText(f))),
      );
    case 'gps':
      return isRecord(value) ? `${value.lat}, ${value.lon}` : plainText(value);
    case 'tracking':
      return t('element.trackingPoints', { count: asList(value).length });
    case 'map':
    case 'search':
      return featureText(value);
    case 'subform':
      return formatSubform(element, value);
    case 'stateTransition': {
      if (!isRecord(value)) return plainText(value);
      const phase = t('element.phaseValue', { phase: plainText(value.next_phase) });
      return joinNonEmpty([phase, plainText(value.username)]);
    }
    default:
      return plainText(value);
  }
}

/** One answered field of a registration as people read it: its data name, label and text. */
export interface TReadableValue {
  name: string;
  label: string;
  text: string;
}

/**
 * Every input field of `schema` with its label (the data name when it has none) and its value
 * as {@link formatTokenValue} writes it, in the schema's order: the auto content of an e-mail
 * and the `display_values` of a webhook read a registration the same way.
 */
export function readableValues(
  schema: readonly TElement[],
  values: Record<string, unknown>,
): TReadableValue[] {
  return schema.filter(isInputElement).map((element) => ({
    name: element.name,
    label: element.label || element.name,
    text: formatTokenValue(element, values[element.name]),
  }));
}
