import {
  BYTE_SIZE_UNITS,
  BYTES_DECIMALS,
  BYTES_UNIT,
  CALCULATION_DECIMALS,
  CENTS_PER_EURO,
} from '../constants';
import { roundHalfAwayFromZero } from '../formula/round';

/**
 * The decimals {@link formatNumber} shows of a number a person typed (or an export cell): all of
 * them. 20 is the most `Intl.NumberFormat` takes in every engine we support, more than a double
 * holds after its first digit.
 */
export const ALL_DECIMALS = 20;

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * A number as Dutch readers write it, the same on screen, in the mail, the PDF and the exports:
 * decimal comma, no thousands separator, never an exponent, at most `decimals` decimals without
 * trailing zeros. By default the spec's rounding of calculated numbers (doc 1 §5, 'Calculation
 * rounding: 2 decimals'), half away from zero as the calculations round; a typed number keeps
 * every decimal with {@link ALL_DECIMALS}. Non-finite input gives ''.
 * @example formatNumber(1 / 3) // '0,33'
 * @example formatNumber(1.005) // '1,01'
 * @example formatNumber(1e21) // '1000000000000000000000'
 * @example formatNumber(12.34567, ALL_DECIMALS) // '12,34567'
 */
export function formatNumber(value: number, decimals: number = CALCULATION_DECIMALS): string {
  if (!Number.isFinite(value)) return '';
  // Fast path (exports write numbers by the hundred thousand): a number whose shortest text has
  // no exponent and needs no rounding is that text with a comma.
  const plain = String(value || 0);
  if (!plain.includes('e') && (decimals >= ALL_DECIMALS || Number.isInteger(value))) {
    return plain.replace('.', ',');
  }
  let format = numberFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('nl-NL', {
      useGrouping: false,
      maximumFractionDigits: decimals,
    });
    numberFormats.set(decimals, format);
  }
  // Rounded first on the decimal text (1.005 → 1.01, where Intl reads 1.00499… and gives 1);
  // `|| 0` so that -0.001 reads '0', not '-0'.
  const rounded = decimals >= ALL_DECIMALS ? value : roundHalfAwayFromZero(value, decimals);
  return format.format(rounded || 0);
}

/** Groups the digits of a non-negative integer string by three with Dutch dots: 1234567 → 1.234.567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * A price held in cents as Dutch euros: '€ 12,50', '€ 1.234,00', '€ -0,99' (comma decimals, dot
 * thousands, one space after the sign). Fractions of a cent are rounded half away from zero.
 */
export function formatPriceCents(cents: number): string {
  const rounded = Math.round(Math.abs(cents));
  const euros = Math.floor(rounded / CENTS_PER_EURO);
  const rest = String(rounded % CENTS_PER_EURO).padStart(2, '0');
  const sign = cents < 0 && rounded !== 0 ? '-' : '';
  return `€ ${sign}${groupThousands(String(euros))},${rest}`;
}

const dutchCount = new Intl.NumberFormat('nl-NL', { useGrouping: true });

/**
 * A count as Dutch readers write it, with dots between thousands: 100000 → '100.000'
 * (registrations, credits, the characters a field allows). Where a number is a value (typed or
 * calculated) {@link formatNumber} writes it, without the dots.
 */
export function formatCount(count: number): string {
  return dutchCount.format(count);
}

/**
 * A byte count in 1024 units (B, KB, MB, GB, TB) with 2 decimals and a Dutch decimal comma:
 * 1536 → '1,50 KB'. Whole bytes have no decimals ('512 B'). Negative and non-finite input → '0 B'.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const last = BYTE_SIZE_UNITS.length - 1;
  let unit = Math.max(0, Math.min(Math.floor(Math.log(bytes) / Math.log(BYTES_UNIT)), last));
  const shown = (u: number): string =>
    u === 0 ? String(Math.round(bytes)) : (bytes / BYTES_UNIT ** u).toFixed(BYTES_DECIMALS);
  // Rounding can reach the next unit (1023.999 KB prints as 1024,00): show '1,00 MB' instead.
  while (unit < last && Number(shown(unit)) >= BYTES_UNIT) unit += 1;
  return `${shown(unit).replace('.', ',')} ${BYTE_SIZE_UNITS[unit]}`;
}
