/**
 * Rounds half away from zero to `decimals` places on the number's decimal text, so values whose
 * binary form sits just below the half (1.005 is stored as 1.00499999…) still round up as a person
 * expects. Non-finite input is returned unchanged; -0 becomes 0.
 * @example roundHalfAwayFromZero(1.005, 2) // 1.01
 * @example roundHalfAwayFromZero(-2.345, 2) // -2.35
 */
export function roundHalfAwayFromZero(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const magnitude = Math.abs(value);
  const rounded = Math.round(shiftDecimal(magnitude, decimals));
  const result = shiftDecimal(rounded, -decimals);
  // `|| 0` turns -0 (from -0.001 and the like) into 0.
  return (value < 0 ? -result : result) || 0;
}

/** Multiplies by 10^places through the decimal text: exact where `value * 100` is not. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}
