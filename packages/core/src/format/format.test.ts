import { describe, expect, it } from 'vitest';
import { elementFixture } from '../elements/fixtures.test-support';
import { formatTokenValue } from '../tokens/format-token-value';
import {
  ALL_DECIMALS,
  ELLIPSIS,
  formatBytes,
  formatCount,
  formatDate,
  formatDateOnly,
  formatNumber,
  formatPriceCents,
  truncateLabel,
  wallClockDay,
  wallClockMs,
  wallClockParts,
} from './index';

describe('formatDate', () => {
  it.each([
    ['2026-03-05T13:07:00Z', 'Europe/Amsterdam', '5 mrt. 2026 14:07'],
    // Summer time: UTC+2.
    ['2026-07-01T08:05:00Z', 'Europe/Amsterdam', '1 jul. 2026 10:05'],
    ['2026-05-31T22:30:00Z', 'Europe/Amsterdam', '1 jun. 2026 00:30'],
    ['2026-05-31T22:30:00Z', 'UTC', '31 mei 2026 22:30'],
    ['2025-12-31T23:59:00+01:00', 'Europe/Amsterdam', '31 dec. 2025 23:59'],
    // No offset: read as UTC, whatever the machine's zone.
    ['2026-03-05 13:07:00', 'Europe/Amsterdam', '5 mrt. 2026 14:07'],
    ['2026-03-05T13:07', 'UTC', '5 mrt. 2026 13:07'],
  ])('formats %s in %s as %s', (input, zone, expected) => {
    expect(formatDate(input, zone)).toBe(expected);
  });

  it('accepts a Date and epoch milliseconds and defaults to Europe/Amsterdam', () => {
    const ms = Date.UTC(2026, 0, 9, 6, 3);
    expect(formatDate(ms)).toBe('9 jan. 2026 07:03');
    expect(formatDate(new Date(ms))).toBe('9 jan. 2026 07:03');
  });

  it.each(['', 'gisteren', '2026-13-45T00:00:00Z', Number.NaN])('gives "" for %j', (input) => {
    expect(formatDate(input)).toBe('');
  });

  it('rejects an unknown time zone', () => {
    expect(() => formatDate(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it('names every month', () => {
    const names = Array.from(
      { length: 12 },
      (_, m) => formatDateOnly(Date.UTC(2026, m, 15), 'UTC').split(' ')[1],
    );
    expect(names).toEqual([
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
    ]);
  });
});

describe('formatDateOnly', () => {
  it.each([
    ['2026-03-05', 'America/New_York', '5 mrt. 2026'],
    ['2026-03-05T23:30:00Z', 'Europe/Amsterdam', '6 mrt. 2026'],
    ['2026-02-30', 'UTC', ''],
    ['niet een datum', 'UTC', ''],
  ])('formats %s in %s as %j', (input, zone, expected) => {
    expect(formatDateOnly(input, zone)).toBe(expected);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1234, '1.234'],
    [100_000, '100.000'],
    [1_234_567, '1.234.567'],
  ])('writes %d as %s', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });
});

describe('formatPriceCents', () => {
  it.each([
    [1250, '€ 12,50'],
    [0, '€ 0,00'],
    [5, '€ 0,05'],
    [99, '€ 0,99'],
    [100000, '€ 1.000,00'],
    [123456789, '€ 1.234.567,89'],
    [-99, '€ -0,99'],
    [12.5, '€ 0,13'],
    [-0.4, '€ 0,00'],
  ])('formats %d cents as %s', (cents, expected) => {
    expect(formatPriceCents(cents)).toBe(expected);
  });
});

describe('wallClockParts', () => {
  // The one Amsterdam wall clock that the dates, the exports, the periodic mail and the dashboard
  // days read: around both clock changes of 2031 and at midnight.
  it.each([
    ['2031-03-30T00:59:00Z', 2031, 3, 30, 1, 59, '2031-03-30', 60],
    ['2031-03-30T01:00:00Z', 2031, 3, 30, 3, 0, '2031-03-30', 120],
    ['2031-10-26T00:59:00Z', 2031, 10, 26, 2, 59, '2031-10-26', 120],
    ['2031-10-26T01:00:00Z', 2031, 10, 26, 2, 0, '2031-10-26', 60],
    ['2031-03-13T23:30:00Z', 2031, 3, 14, 0, 30, '2031-03-14', 60],
    ['2031-07-13T21:59:00Z', 2031, 7, 13, 23, 59, '2031-07-13', 120],
  ])('%s reads %i-%i-%i %i:%i', (iso, year, month, day, hour, minute, dayText, offsetMinutes) => {
    expect(wallClockParts(iso)).toEqual({ year, month, day, hour, minute });
    expect(wallClockDay(iso)).toBe(dayText);
    expect(wallClockMs(iso) - Date.parse(iso)).toBe(offsetMinutes * 60_000);
    expect(
      formatDate(iso).endsWith(
        `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      ),
    ).toBe(true);
  });

  it('gives nothing for an invalid date', () => {
    expect(wallClockParts('geen datum')).toBeUndefined();
    expect(wallClockDay('geen datum')).toBe('');
    expect(wallClockMs('geen datum')).toBeNaN();
  });
});

describe('formatNumber', () => {
  // The cases where the filler's screen (toLocaleString, 2 decimals) and the mail (String with a
  // comma, no rounding) used to read differently.
  it.each([
    [2.5, '2,5'],
    [12, '12'],
    [1 / 3, '0,33'],
    [0.1 + 0.2, '0,3'],
    [1.005, '1,01'],
    [2.675, '2,68'],
    [-2.345, '-2,35'],
    [-0.001, '0'],
    [1234567.891, '1234567,89'],
    [1e21, '1000000000000000000000'],
    [1.5e-7, '0'],
    [Number.NaN, ''],
  ])('shows %d as %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it.each([
    [12.34567, '12,34567'],
    [1.5e-7, '0,00000015'],
    [1e21, '1000000000000000000000'],
    [-0, '0'],
  ])('shows a typed %d with all its decimals: %s', (value, expected) => {
    expect(formatNumber(value, ALL_DECIMALS)).toBe(expected);
  });

  it('reads the same in the mail, PDF and Word file as on the filler screen', () => {
    const values = [2.5, 1 / 3, 0.1 + 0.2, 1.005, -0.001, 1e21, 1234567.891];
    for (const type of ['calculation', 'computed'] as const) {
      const element = elementFixture({ elementType: type, name: 'uitkomst', label: 'Uitkomst' });
      for (const value of values) {
        expect(formatTokenValue(element, value)).toBe(formatNumber(value));
      }
    }
    const priced = elementFixture({
      elementType: 'calculation',
      name: 'prijs',
      label: 'Prijs',
      number_formatter: 'price',
    });
    expect(formatTokenValue(priced, 1234.5)).toBe(formatPriceCents(123450));
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [Number.POSITIVE_INFINITY, '0 B'],
    [0.4, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1,00 KB'],
    [1536, '1,50 KB'],
    [1048575, '1,00 MB'],
    [20971520, '20,00 MB'],
    [1073741824, '1,00 GB'],
    [1.5 * 1024 ** 4, '1,50 TB'],
    [1024 ** 5, '1024,00 TB'],
  ])('formats %d bytes as %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});

describe('truncateLabel', () => {
  it.each([
    ['kort', 150, 'kort'],
    ['a'.repeat(150), 150, 'a'.repeat(150)],
    ['a'.repeat(151), 150, `${'a'.repeat(150)}${ELLIPSIS}`],
    ['abcdef', 3, 'abc…'],
    ['😀😀😀😀', 2, '😀😀…'],
  ])('cuts %j at %d', (label, max, expected) => {
    expect(truncateLabel(label, max)).toBe(expected);
  });

  it('cuts at 150 by default', () => {
    expect(truncateLabel('x'.repeat(200))).toHaveLength(151);
  });
});
