import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundHalfAwayFromZero } from './round';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.45, 1, 1.5],
    [0.285, 2, 0.29],
    [8.345, 2, 8.35],
    [1e-7, 2, 0],
    [-1e-7, 2, 0],
    [1.23456e21, 2, 1.23456e21],
    [123.456, -1, 120],
  ])('rounds %d to %d decimals as %d', (value, decimals, expected) => {
    expect(roundHalfAwayFromZero(value, decimals)).toBe(expected);
  });

  it('keeps non-finite values', () => {
    expect(roundHalfAwayFromZero(Number.NaN, 2)).toBeNaN();
    expect(roundHalfAwayFromZero(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is odd-symmetric, idempotent and within half a unit', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const rounded = roundHalfAwayFromZero(value, 2);
        expect(roundHalfAwayFromZero(-value, 2)).toBe(-rounded || 0);
        expect(roundHalfAwayFromZero(rounded, 2)).toBe(rounded);
        expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.005 + 1e-9 * Math.abs(value));
      }),
    );
  });
});
