import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES } from '../elements';
import { te } from '../messages/editor';
import { OPERATOR_LABEL_KEYS } from './operator-labels';
import { isOperator, OPERATORS, operatorsFor } from './operators';

describe('operatorsFor', () => {
  it.each([
    ['number', ['=', '!', '>', '>=', '<', '<=', 'empty', '!empty']],
    ['decimal', ['=', '!', '>', '>=', '<', '<=', 'empty', '!empty']],
    ['calculation', ['=', '!', '>', '>=', '<', '<=', 'empty', '!empty']],
    ['phase', ['=', '!', '>', '>=', '<', '<=', 'empty', '!empty']],
    ['checkbox_single', ['empty', '!empty']],
    ['checkbox_multiple', ['=', '!', 'empty', '!empty', 'contains', '!contains']],
    ...(['text', 'textarea', 'email', 'map', 'search'] as const).map(
      (type) =>
        [
          type,
          ['str_equals', 'str_starts_with', 'str_ends_with', 'str_includes', 'empty', '!empty'],
        ] as const,
    ),
  ] as const)('%s: %j', (type, expected) => {
    expect(operatorsFor(type)).toEqual(expected);
  });

  const named = new Set([
    'number',
    'decimal',
    'calculation',
    'checkbox_single',
    'checkbox_multiple',
    'text',
    'textarea',
    'email',
    'map',
    'search',
  ]);
  it.each(ELEMENT_TYPES.filter((type) => !named.has(type)))('%s: = ! empty !empty', (type) => {
    expect(operatorsFor(type)).toEqual(['=', '!', 'empty', '!empty']);
  });

  it('only hands out known operators', () => {
    for (const type of ELEMENT_TYPES)
      for (const op of operatorsFor(type)) expect(isOperator(op)).toBe(true);
    expect(isOperator('like')).toBe(false);
    expect(isOperator(1)).toBe(false);
  });

  it('has a Dutch label for every operator', () => {
    for (const op of OPERATORS) expect(te(OPERATOR_LABEL_KEYS[op])).not.toBe('');
    expect(te('rules.operator.strStartsWith')).toBe('begint met');
  });
});
