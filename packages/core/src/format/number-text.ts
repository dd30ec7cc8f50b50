import { CENTS_PER_EURO } from '../constants';
import { ALL_DECIMALS, formatNumber, formatPriceCents } from './number';

/**
 * What a number's text reads as (issue 30, 4): `number` with its canonical form, `ambiguous`
 * when a person may have meant either of two numbers, `invalid`, or `empty`.
 */
export type TNumberText =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'number'; value: number; canonical: string }
  | {
      kind: 'ambiguous';
      /** The decimal reading (how a stored value or an API client means it). */
      value: number;
      canonical: string;
      /** The thousands reading ('1.234' → 1234). */
      thousands: number;
    };

// A sign a phone keyboard or a copy from a document may give (hyphen, plus, minus sign U+2212),
// then no separator or one, once: the decimal separator ('12,50', '12.5', ',5', '12.').
const PLAIN = /^\s*([+\-\u2212]?)(\d*)(?:([.,])(\d*))?\s*$/;
// Thousands in groups of three, then the other separator as the decimal one.
const GROUPED =
  /^\s*([+\-\u2212]?)(\d{1,3}(?:\.\d{3})+(?=,|\s*$)|\d{1,3}(?:,\d{3})+(?=\.|\s*$))(?:[.,](\d*))?\s*$/;
// A lone point with a group of three after 1 to 3 digits that do not start with 0: Dutch
// thousands (1.234 = 1234) or an English decimal (1.234)? '0.123' and '1234.567' cannot be
// grouped, so they are decimals.
const AMBIGUOUS = /^[1-9]\d{0,2}$/;

/**
 * Reads a number as Dutch people and everyone else type it; THE rule for number fields, in the
 * filler's widget and the server's check. Spaces around it are ignored; a sign (+, -, −) may lead.
 * - one comma, or one point, is the decimal separator: '12,50' and '12.50' are 12.5;
 * - thousands grouped by points or commas in threes, then the other one as the decimal
 *   separator: '1.234.567', '1.234,5', '1,234.5' (with both, the last one is the decimal);
 * - a lone point before exactly three digits after 1 to 3 digits ('1.234') is `ambiguous`:
 *   Dutch thousands or an English decimal; its `value` is the decimal reading;
 * - no exponent ('1e3'), no spaces inside, groups of three only, finite: else `invalid`.
 *
 * The canonical form is what is stored: optional '-', the integer digits without leading zeros,
 * a point and the fraction's digits as typed ('12,50' → '12.50'); '-0' is '0'.
 * @example parseNumberText(' 1.234,50 ') // { kind: 'number', value: 1234.5, canonical: '1234.50' }
 * @example parseNumberText('1.234').kind // 'ambiguous'
 */
export function parseNumberText(text: string): TNumberText {
  let sign: string;
  let whole: string;
  let fraction: string;
  let ambiguous = false;
  const plain = PLAIN.exec(text);
  if (plain) {
    [, sign = '', whole = '', , fraction = ''] = plain;
    if (whole === '' && fraction === '') {
      return plain[3] || sign ? { kind: 'invalid' } : { kind: 'empty' };
    }
    ambiguous = plain[3] === '.' && fraction.length === 3 && AMBIGUOUS.test(whole);
  } else {
    const grouped = GROUPED.exec(text);
    if (!grouped) return { kind: 'invalid' };
    sign = grouped[1] ?? '';
    whole = (grouped[2] ?? '').replace(/[.,]/g, '');
    fraction = grouped[3] ?? '';
  }
  if (whole.length > 1 && whole.startsWith('0')) whole = whole.replace(/^0+(?=\d)/, '');
  if (whole === '') whole = '0';
  const unsigned = fraction === '' ? whole : `${whole}.${fraction}`;
  const value = Number(unsigned);
  if (!Number.isFinite(value)) return { kind: 'invalid' };
  // '-0' and '-0,00' are zero, without a sign.
  const minus = sign !== '' && sign !== '+' && value !== 0;
  const canonical = minus ? `-${unsigned}` : unsigned;
  const signed = minus ? -value : value;
  if (ambiguous) {
    const thousands = Number(whole + fraction);
    return {
      kind: 'ambiguous',
      value: signed,
      canonical,
      thousands: minus ? -thousands : thousands,
    };
  }
  return { kind: 'number', value: signed, canonical };
}

/**
 * A number value in its stored form: a text that reads as a number becomes its canonical form
 * ('12,50' → '12.50', '1.234,5' → '1234.5'); anything else (numbers, text that is no number)
 * stays as it is.
 */
export function canonicalNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const read = parseNumberText(value);
  return read.kind === 'number' || read.kind === 'ambiguous' ? read.canonical : value;
}

/**
 * A number value as a Dutch person reads and types it: the canonical form with a decimal comma,
 * the digits as they were typed ('12.50' → '12,50', '1.234,5' → '1234,5'; no thousands dots, as
 * {@link formatNumber} writes values), a number with all its decimals; with `price` in euros
 * ('€ 1.234,50', {@link formatPriceCents}). Text that is no number stays as it is; no value is
 * ''. The read-only views, the registration lists, e-mails and exports show this; the fill screen
 * starts from it (without `price`) when it opens a stored registration.
 * @example formatTypedNumber('12.50') // '12,50'
 * @example formatTypedNumber('12,5', true) // '€ 12,50'
 */
export function formatTypedNumber(value: unknown, price = false): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return price ? formatPriceCents(value * CENTS_PER_EURO) : formatNumber(value, ALL_DECIMALS);
  }
  if (typeof value !== 'string') return '';
  const read = parseNumberText(value);
  if (read.kind !== 'number' && read.kind !== 'ambiguous') return value;
  return price ? formatPriceCents(read.value * CENTS_PER_EURO) : read.canonical.replace('.', ',');
}
