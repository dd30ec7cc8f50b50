import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../messages';
import { evaluateFormula, FORMULA_ERROR, formulaTokens } from './evaluate-formula';

describe('evaluateFormula', () => {
  it.each([
    // arithmetic and precedence
    ['1 + 2 * 3', {}, 7],
    ['(1 + 2) * 3', {}, 9],
    ['10 / 4', {}, 2.5],
    ['10 - 2 - 3', {}, 5],
    ['8 / 2 / 2', {}, 2],
    ['-3 + 5', {}, 2],
    ['+3', {}, 3],
    ['--3', {}, 3],
    ['.5 + 5.', {}, 5.5],
    // power: '^' and '**', right-associative, tighter than a leading minus
    ['2^10', {}, 1024],
    ['2**10', {}, 1024],
    ['2^3^2', {}, 512],
    ['-2^2', {}, -4],
    ['(-2)^2', {}, 4],
    ['2^-1', {}, 0.5],
    ['2 * 3^2', {}, 18],
    // tokens, comma → dot
    ['$a$ + $b$', { a: 1, b: 2 }, 3],
    ['$a$ * 2', { a: '1,25' }, 2.5],
    ['$a$ * 1,5', { a: '2' }, 3],
    ['$a$^2', { a: -3 }, 9],
    ['$a$^2', { a: '-3' }, 9],
    ['$lengte$ * $breedte$', { lengte: ' 2,5 ', breedte: '4' }, 10],
    // a typed number as the number fields read it (issue 30, 4): thousands and a decimal
    ['$a$ + 1', { a: '1.000,50' }, 1001.5],
    ['$a$ * 2', { a: '1.234' }, 2.47],
    ['$a$ - $a$', { a: 7 }, 0],
    // disallowed characters are removed
    // removed, not replaced by a blank: the digits on both sides join
    ['2x3', {}, 23],
    ['€ 12,50 + 1', {}, 13.5],
    ['sqrt(4)', {}, 4],
    // rounding to 2 decimals, half away from zero, without float artefacts
    ['1.005', {}, 1.01],
    ['-1.005', {}, -1.01],
    ['0.1 + 0.2', {}, 0.3],
    ['1 / 3', {}, 0.33],
    ['2 / 3', {}, 0.67],
    ['-2 / 3', {}, -0.67],
    ['1.255 * 1', {}, 1.26],
    ['-0.001', {}, 0],
  ] as const)('%s with %j is %s', (formula, values, expected) => {
    expect(evaluateFormula(formula, values)).toBe(expected);
  });

  it.each([
    ['$a$ + $b$', { a: 1, b: '' }],
    ['$a$ + $b$', { a: 1 }],
    ['$a$ + $b$', { a: 1, b: null }],
    ['$a$ + $b$', { a: '  ', b: 1 }],
    ['$a$ + $b$', { a: [], b: 1 }],
    // empty wins over an invalid value elsewhere
    ['$a$ + $b$', { a: 'abc', b: '' }],
  ] as const)('%s with %j is empty (a token is not filled in)', (formula, values) => {
    expect(evaluateFormula(formula, values)).toBe('');
  });

  it.each([
    ['', {}],
    ['   ', {}],
    ['abc', {}],
    ['1 +', {}],
    ['* 2', {}],
    ['(1 + 2', {}],
    ['1 + 2)', {}],
    ['()', {}],
    ['1 2', {}],
    ['2 x 3', {}],
    ['1.2.3', {}],
    ['1 / 0', {}],
    ['0 / 0', {}],
    ['10^400', {}],
    ['(-8)^(1/3)', {}],
    ['2^^2', {}],
    ['2***2', {}],
    ['$a$ + 1', { a: 'abc' }],
    ['$a$ + 1', { a: 'Fout' }],
    ['$a$ + 1', { a: '1-2' }],
    ['$a$ + 1', { a: '1.000,5,0' }],
    ['$a$ + 1', { a: Number.NaN }],
    ['$a$ + 1', { a: Number.POSITIVE_INFINITY }],
    ['$a$ + 1', { a: true }],
    ['$a$ + 1', { a: { x: 1 } }],
    ['$a$ + 1', { a: ['1'] }],
    [`${'('.repeat(500)}1${')'.repeat(500)}`, {}],
    [`${'-'.repeat(500)}1`, {}],
  ] as const)('%s with %j is Fout', (formula, values) => {
    expect(evaluateFormula(formula, values)).toBe('Fout');
  });

  it('allows moderate nesting', () => {
    expect(evaluateFormula(`${'('.repeat(50)}1${')'.repeat(50)} + 1`, {})).toBe(2);
  });

  it('takes its error text and the empty-result explanation from the catalogue', () => {
    expect(FORMULA_ERROR).toBe(t('calculation.error'));
    expect(t('calculation.incomplete')).toBe(
      'Berekening wordt nog niet uitgevoerd omdat niet alle velden zijn ingevuld.',
    );
  });

  it('never throws and returns a number, "" or "Fout" for any text and values', () => {
    const value = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constantFrom('', null, undefined, '1,5', '-2', [], {}),
    );
    const formula = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[-+*/^()., 0-9$ab]{0,40}$/),
      fc
        .array(fc.constantFrom('$a$', '$b$', '1', '2,5', '+', '-', '*', '/', '^', '**', '(', ')'))
        .map((parts) => parts.join(' ')),
    );
    fc.assert(
      fc.property(formula, value, value, (f, a, b) => {
        const result = evaluateFormula(f, { a, b });
        expect(result === '' || result === 'Fout' || Number.isFinite(result)).toBe(true);
        if (typeof result === 'number') {
          // at most two decimals
          expect(Math.abs(Math.round(result * 100) - result * 100)).toBeLessThan(
            1e-6 * Math.max(1, Math.abs(result)),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('agrees with exact integer arithmetic on sums and products', () => {
    const small = fc.integer({ min: -1000, max: 1000 });
    fc.assert(
      fc.property(small, small, small, (a, b, c) => {
        expect(evaluateFormula('$a$ * ($b$ + $c$)', { a, b, c })).toBe(a * (b + c) || 0);
        expect(evaluateFormula('$a$ - $b$ - $c$', { a: String(a), b, c })).toBe(a - b - c || 0);
      }),
    );
  });
});

describe('formulaTokens', () => {
  it.each([
    ['$a$ * ($b$ + $a$)', ['a', 'b']],
    ['1 + 2', []],
    ['$prijs_per_stuk$*$aantal$', ['prijs_per_stuk', 'aantal']],
    ['$a$$b$', ['a', 'b']],
    ['$ a $ + $$', []],
    ['$sub.field$', ['sub.field']],
  ] as const)('%s uses %j', (formula, expected) => {
    expect(formulaTokens(formula)).toEqual(expected);
  });
});
