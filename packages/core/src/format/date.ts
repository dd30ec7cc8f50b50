import { DEFAULT_TIME_ZONE } from '../constants';

/** Input a date formatter accepts: a Date, an ISO-8601 string or epoch milliseconds. */
export type TDateInput = Date | string | number;

/**
 * Short Dutch month names. Fixed here rather than taken from Intl because ICU versions differ on
 * 'mrt' versus 'mrt.', and the same date must read the same in every browser and on the server.
 */
const SHORT_MONTHS = [
  'jan.',
  'feb.',
  'mrt.',
  'apr.',
  'mei',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
] as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// A date-time without an offset. JavaScript would read it in the machine's zone; we read it as
// UTC so the result does not depend on where the code runs.
const ZONELESS = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

const pad = (n: number): string => String(n).padStart(2, '0');

function numericFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // 'en-US' numeric parts are plain ASCII digits; the Dutch wording is ours.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function toDate(input: TDateInput): Date {
  if (input instanceof Date) return input;
  if (typeof input === 'number') return new Date(input);
  const trimmed = input.trim();
  const zoneless = ZONELESS.exec(trimmed);
  return new Date(zoneless ? `${zoneless[1]}T${zoneless[2]}Z` : trimmed);
}

/** An instant's wall-clock time in a time zone: month 1-12, hour 0-23. */
export type TWallClockParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
};
type TParts = TWallClockParts;

/**
 * The last parts worked out per time zone, by minute since the epoch: formatToParts is slow
 * (tens of µs) and a busy server names many registrations within the same minute. Offsets of
 * real time zones are whole minutes, so a minute has one set of parts.
 */
const lastParts = new Map<string, { minute: number; parts: Readonly<TParts> }>();

function partsIn(input: TDateInput, timeZone: string): Readonly<TParts> | undefined {
  const date = toDate(input);
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const minute = Math.floor(time / 60_000);
  const last = lastParts.get(timeZone);
  if (last?.minute === minute) return last.parts;
  const found = computeParts(date, timeZone);
  if (lastParts.size > 32) lastParts.clear();
  lastParts.set(timeZone, { minute, parts: found });
  return found;
}

function computeParts(date: Date, timeZone: string): TParts {
  const parts: Record<string, number> = {};
  for (const part of numericFormatter(timeZone).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
  };
}

/**
 * The wall-clock parts of an instant in `timeZone` (Amsterdam by default), summer and winter time
 * alike: the one place that asks Intl for them (formatToParts is slow; the last minute's parts are
 * kept per zone). Undefined for an invalid date.
 * @example wallClockParts(new Date('2026-07-01T08:15:00Z')) // { year: 2026, month: 7, day: 1, hour: 10, minute: 15 }
 */
export function wallClockParts(
  input: TDateInput,
  timeZone: string = DEFAULT_TIME_ZONE,
): Readonly<TWallClockParts> | undefined {
  return partsIn(input, timeZone);
}

/**
 * The wall-clock time of an instant in `timeZone` written as if it were UTC (ms): the difference
 * with the instant is the zone's offset at it. NaN for an invalid date.
 * @example wallClockMs(Date.parse('2026-01-01T00:00:00Z')) - Date.parse('2026-01-01T00:00:00Z') // 3_600_000
 */
export function wallClockMs(input: TDateInput, timeZone: string = DEFAULT_TIME_ZONE): number {
  const p = partsIn(input, timeZone);
  return p ? Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) : Number.NaN;
}

/** The calendar day (YYYY-MM-DD) of an instant in `timeZone`; '' for an invalid date. */
export function wallClockDay(input: TDateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const p = partsIn(input, timeZone);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}` : '';
}

function dayMonthYear({ day, month, year }: Pick<TParts, 'day' | 'month' | 'year'>): string {
  return `${day} ${SHORT_MONTHS[month - 1]} ${year}`;
}

/**
 * Day, short Dutch month, year, hour:minute in `timeZone`, e.g. '5 mrt. 2026 14:07' (24-hour
 * clock, day without leading zero). ISO strings without an offset are read as UTC. Returns '' for
 * an invalid date; throws a RangeError for an unknown time zone.
 */
export function formatDate(input: TDateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = partsIn(input, timeZone);
  return parts ? `${dayMonthYear(parts)} ${pad(parts.hour)}:${pad(parts.minute)}` : '';
}

/**
 * Day, short Dutch month and year in `timeZone`, e.g. '5 mrt. 2026'. A date-only string
 * ('2026-03-05') is a calendar date and is shown as is, whatever the time zone. Returns '' for an
 * invalid date.
 */
export function formatDateOnly(input: TDateInput, timeZone: string = DEFAULT_TIME_ZONE): string {
  if (typeof input === 'string') {
    const match = DATE_ONLY.exec(input.trim());
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return '';
      return dayMonthYear({ year, month, day });
    }
  }
  const parts = partsIn(input, timeZone);
  return parts ? dayMonthYear(parts) : '';
}
