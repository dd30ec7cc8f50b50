import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../elements';
import { DomainError } from '../errors';
import { evaluateCondition } from './evaluate-condition';
import {
  operatorFamily,
  operatorsFor,
  RuleOperatorError,
  type TConditionFieldType,
  type TOperator,
  type TOperatorFamily,
} from './operators';

/** [actual, expected value] that make the operator true, and a pair that makes it false. */
type TCases = Partial<Record<TOperator, { yes: [unknown, unknown]; no: [unknown, unknown] }>>;

const shared: TCases = {
  empty: { yes: ['', undefined], no: ['x', undefined] },
  '!empty': { yes: ['x', undefined], no: [null, undefined] },
};

const CASES: Record<TOperatorFamily, TCases> = {
  numeric: {
    ...shared,
    empty: { yes: ['', undefined], no: [0, undefined] },
    '!empty': { yes: ['0', undefined], no: [null, undefined] },
    '=': { yes: ['5,0', 5], no: ['4', '5'] },
    '!': { yes: ['4', '5'], no: [5, '5,0'] },
    '>': { yes: ['6', 5], no: ['5', 5] },
    '>=': { yes: [5, '5'], no: ['4,99', 5] },
    '<': { yes: ['-1', 0], no: [0, '0'] },
    '<=': { yes: ['0', 0], no: [1, '0.5'] },
  },
  checkbox: {
    empty: { yes: [false, undefined], no: [true, undefined] },
    '!empty': { yes: [true, undefined], no: [false, undefined] },
  },
  multiple: {
    ...shared,
    empty: { yes: [[], undefined], no: [['a'], undefined] },
    '!empty': { yes: [['a'], undefined], no: [[], undefined] },
    '=': {
      yes: [
        ['b', 'a'],
        ['a', 'b'],
      ],
      no: [['a'], ['a', 'b']],
    },
    '!': { yes: [['a'], 'b'], no: [['a'], 'a'] },
    contains: { yes: [['a', 'b'], 'a'], no: [['b'], 'a'] },
    '!contains': { yes: [['b'], 'a'], no: [['a', 'b'], 'a'] },
  },
  text: {
    ...shared,
    str_equals: { yes: ['Hallo ', 'hALLo'], no: ['Hallo!', 'hallo'] },
    str_starts_with: { yes: ['Amsterdam', 'AMS'], no: ['Rotterdam', 'ams'] },
    str_ends_with: { yes: ['Amsterdam', 'DAM'], no: ['Amsterdam', 'ams'] },
    str_includes: { yes: ['Amsterdam', 'sTEr'], no: ['Amsterdam', 'rot'] },
  },
  other: {
    ...shared,
    '=': { yes: ['ja', 'ja'], no: ['ja', 'nee'] },
    '!': { yes: ['ja', 'nee'], no: ['ja', 'ja'] },
  },
};

const FIELD_TYPES: TConditionFieldType[] = [...ELEMENT_TYPES, 'phase'];

const rows = FIELD_TYPES.flatMap((fieldType) =>
  operatorsFor(fieldType).flatMap((operator) => {
    const cases = CASES[operatorFamily(fieldType)][operator];
    if (!cases) throw new Error(`no test case for ${fieldType} ${operator}`);
    return [
      [fieldType, operator, ...cases.yes, true],
      [fieldType, operator, ...cases.no, false],
    ] as [TConditionFieldType, TOperator, unknown, unknown, boolean][];
  }),
);

describe('evaluateCondition per element type and operator', () => {
  it('covers every element type and the phase', () => {
    expect(new Set(rows.map(([fieldType]) => fieldType)).size).toBe(31);
  });

  it.each(rows)('%s %s: %j against %j is %s', (fieldType, operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual, fieldType)).toBe(expected);
  });
});

describe('empty and !empty for every shape of value', () => {
  const emptyShapes: unknown[] = [
    '',
    '   ',
    null,
    undefined,
    [],
    {},
    false,
    { lat: null, lon: '' },
  ];
  const filledShapes: unknown[] = [0, 'a', ['a'], { lat: 52.1 }, true, [{}]];
  it.each(
    FIELD_TYPES.flatMap((fieldType) => emptyShapes.map((shape) => [fieldType, shape] as const)),
  )('%s: %j is empty', (fieldType, shape) => {
    expect(evaluateCondition({ operator: 'empty' }, shape, fieldType)).toBe(true);
    expect(evaluateCondition({ operator: '!empty' }, shape, fieldType)).toBe(false);
  });
  it.each(filledShapes)('%j is not empty', (shape) => {
    expect(evaluateCondition({ operator: 'empty' }, shape, 'text')).toBe(false);
    expect(evaluateCondition({ operator: '!empty' }, shape, 'text')).toBe(true);
  });
});

describe('numeric comparisons', () => {
  it.each([
    ['=', 'abc', 'abc', false],
    ['!', 'abc', 'abc', true],
    ['>', '', 0, false],
    ['<', 'Fout', 1, false],
    ['>', '10', '9', true],
    ['<', '1,5', '1.6', true],
    ['=', 2, 'twee', false],
  ] as const)('%s: %j against %j is %s', (operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual, 'number')).toBe(expected);
  });
});

describe('checkbox_multiple shapes', () => {
  it.each([
    ['=', { a: true, b: false }, 'a', true],
    ['=', { a: true, b: true }, ['b', 'a'], true],
    ['contains', { a: true, b: '' }, 'b', false],
    ['=', 'a', 'a', true],
    ['=', undefined, [], true],
    ['contains', ['a'], [], false],
    ['contains', ['a', 'b', 'c'], ['c', 'a'], true],
    ['contains', [1, 2], '2', true],
  ] as const)('%s: %j against %j is %s', (operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual, 'checkbox_multiple')).toBe(expected);
  });
});

describe('string operators', () => {
  it.each([
    ['str_equals', 'ÉÉN', 'één', true],
    ['str_equals', '12', 12, true],
    ['str_includes', 42, '2', true],
    ['str_equals', '', '', false],
    ['str_starts_with', undefined, 'a', false],
    ['str_includes', { x: 1 }, 'x', false],
  ] as const)('text %s: %j against %j is %s', (operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual, 'text')).toBe(expected);
  });

  const selected = [
    { id: 1, name: 'Lantaarnpaal 12', status: 'open', data: { wijk: 'Noord' } },
    { id: 2, properties: { name: 'Bank 3', status: 'Gesloten', data: { wijk: 'Zuid' } } },
    'Losse tekst',
  ];
  it.each([
    ['map', 'str_equals', undefined, 'lantaarnpaal 12', true],
    ['map', 'str_equals', undefined, 'BANK 3', true],
    ['search', 'str_starts_with', undefined, 'losse', true],
    ['search', 'str_includes', undefined, 'paal', true],
    ['search', 'str_equals', undefined, 'paal', false],
    ['map', 'str_equals', 'status', 'GESLOTEN', true],
    ['map', 'str_equals', 'status', 'dicht', false],
    ['search', 'str_ends_with', 'wijk', 'ORD', true],
    ['search', 'str_equals', 'wijk', 'zuid', true],
    ['search', 'str_equals', 'wijk', 'oost', false],
  ] as const)('%s %s on %s: %j is %s', (type, operator, property, value, expected) => {
    const condition = { operator, value, datasourcePropertyName: property };
    expect(evaluateCondition(condition, selected, type)).toBe(expected);
  });

  it('compares a single selected item that is not in a list', () => {
    const condition = { operator: 'str_equals', value: 'bank' };
    expect(evaluateCondition(condition, { name: 'Bank' }, 'search')).toBe(true);
  });
});

describe('other types', () => {
  it.each([
    ['radio', '=', 'optie_1', 'optie_1', true],
    ['select', '=', 'Optie_1', 'optie_1', false],
    ['date', '=', '2024-05-01', '2024-05-01', true],
    ['autoIncrement', '=', 7, '7.0', true],
    ['computed', '!', 3, 4, true],
    ['gps', '=', { lat: 1, lon: 2 }, '1', false],
    ['file', '=', [{ name: 'a.pdf' }], 'a.pdf', false],
    ['select', '=', ['a', 'b'], 'b', true],
    ['stateTransition', '=', true, 'true', true],
  ] as const)('%s %s: %j against %j is %s', (type, operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual, type)).toBe(expected);
  });
});

describe('operators that do not apply', () => {
  it('throws a typed error for an unknown operator', () => {
    const error = (() => {
      try {
        evaluateCondition({ operator: 'like', value: 'a' }, 'a', 'text');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(RuleOperatorError);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ reason: 'unknown', operator: 'like', code: 'UNPROCESSABLE' });
    expect((error as Error).message).toBe('Onbekende operator "like".');
  });

  it('throws for an unknown operator even without a field type', () => {
    expect(() => evaluateCondition({ operator: '==' }, 1)).toThrow(RuleOperatorError);
  });

  it.each([
    ['text', '>'],
    ['number', 'str_equals'],
    ['checkbox_single', '='],
    ['radio', 'contains'],
    ['checkbox_multiple', 'str_includes'],
  ] as const)('throws for %s with %s', (type, operator) => {
    expect(() => evaluateCondition({ operator, value: '1' }, '1', type)).toThrow(
      expect.objectContaining({ reason: 'notAllowed', fieldType: type }),
    );
  });
});

describe('conditions on a field whose element no longer exists', () => {
  it.each([
    ['>', '3', 2, true],
    ['contains', ['a'], 'a', true],
    ['str_includes', 'Hallo', 'ALL', true],
    ['=', 'x', 'x', true],
    ['!', 'x', 'x', false],
    ['empty', undefined, undefined, true],
  ] as const)('%s compares as its operator implies', (operator, actual, value, expected) => {
    expect(evaluateCondition({ operator, value }, actual)).toBe(expected);
  });
});
