import { CALCULATION_DECIMALS } from '../constants';
import { rulesMessages } from '../messages/rules';
import { evaluateExpression } from './parser';
import { roundHalfAwayFromZero } from './round';
import { isEmptyValue, ownValue, toFiniteNumber } from './values';

/** What a calculation shows when its formula cannot be computed: 'Fout'. */
export const FORMULA_ERROR = rulesMessages['calculation.error'];

/** Result of a calculation: a number, '' while tokens are unfilled, or 'Fout'. */
export type TFormulaResult = number | '' | typeof FORMULA_ERROR;

/** `$name$`: a data name between dollar signs, no spaces. */
const TOKEN = /\$([^$\s]+)\$/g;

/** Characters the spec allows in a formula (plus '^' for power and blanks between operands). */
const DISALLOWED = /[^0-9+\-*/().^\s]/g;

/**
 * The data names used as `$name$` tokens in a formula, each once, in order of first use.
 * @example formulaTokens('$a$ * ($b$ + $a$)') // ['a', 'b']
 */
export function formulaTokens(formula: string): string[] {
  const names = new Set<string>();
  for (const match of formula.matchAll(TOKEN)) names.add(match[1] as string);
  return [...names];
}

/**
 * Computes a calculation element's formula (document 1 section 5):
 * - every `$name$` is replaced by `values[name]`; if any of them is empty the result is ''
 *   (the field then shows 'Berekening wordt nog niet uitgevoerd omdat niet alle velden zijn
 *   ingevuld.');
 * - a token value must be a number or a numeric string (decimal comma accepted); it is one operand,
 *   so `$a$^2` with a = -3 is 9; any other value gives 'Fout';
 * - in the formula text a comma becomes a dot and every character other than digits, blanks and
 *   `+ - * / ( ) . ^` is removed; `^` and `**` are the power operator;
 * - the text is parsed by a recursive-descent parser (never eval); a malformed expression,
 *   division by zero or any other non-finite result gives 'Fout';
 * - the result is rounded half away from zero to {@link CALCULATION_DECIMALS} decimals.
 * Never throws.
 * @example evaluateFormula('$a$ * 2', { a: '1,25' }) // 2.5
 */
export function evaluateFormula(
  formula: string,
  values: Readonly<Record<string, unknown>>,
): TFormulaResult {
  const matches = [...formula.matchAll(TOKEN)];
  if (matches.some((match) => isEmptyValue(ownValue(values, match[1] as string)))) return '';
  const parts: Array<string | number> = [];
  let cursor = 0;
  for (const match of matches) {
    parts.push(cleanText(formula.slice(cursor, match.index)));
    const operand = toFiniteNumber(ownValue(values, match[1] as string));
    if (operand === undefined) return FORMULA_ERROR;
    parts.push(operand);
    cursor = match.index + match[0].length;
  }
  parts.push(cleanText(formula.slice(cursor)));
  const result = evaluateExpression(parts);
  return result === undefined ? FORMULA_ERROR : roundHalfAwayFromZero(result, CALCULATION_DECIMALS);
}

function cleanText(text: string): string {
  return text.replaceAll(',', '.').replace(DISALLOWED, '');
}
