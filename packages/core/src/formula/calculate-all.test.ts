import { describe, expect, it } from 'vitest';
import type { TElement, TSchema } from '../elements';
import { calculateAll } from './calculate-all';

const el = (name: string, elementType: TElement['elementType'], extra: Partial<TElement> = {}) =>
  ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;

describe('calculateAll', () => {
  it('computes calculations that use later calculations in dependency order', () => {
    const schema: TSchema = [
      el('total', 'calculation', { formula: '$subtotal$ * 1,21' }),
      el('subtotal', 'calculation', { formula: '$price$ * $amount$' }),
      el('price', 'decimal'),
      el('amount', 'number'),
    ];
    expect(calculateAll(schema, { price: '2,50', amount: '4' })).toEqual({
      price: '2,50',
      amount: '4',
      subtotal: 10,
      total: 12.1,
    });
  });

  it('leaves dependents empty while a token is not filled in', () => {
    const schema = [
      el('a', 'number'),
      el('double', 'calculation', { formula: '$a$ * 2' }),
      el('quad', 'calculation', { formula: '$double$ * 2' }),
    ];
    expect(calculateAll(schema, {})).toMatchObject({ double: '', quad: '' });
  });

  it('gives Fout on a cycle, a self-reference and whatever depends on them', () => {
    const schema = [
      el('x', 'calculation', { formula: '$y$ + 1' }),
      el('y', 'calculation', { formula: '$x$ + 1' }),
      el('self', 'calculation', { formula: '$self$ + 1' }),
      el('after', 'calculation', { formula: '$x$ * 2' }),
      el('fine', 'calculation', { formula: '1 + 1' }),
      el('noFormula', 'calculation'),
    ];
    expect(calculateAll(schema, {})).toEqual({
      x: 'Fout',
      y: 'Fout',
      self: 'Fout',
      after: 'Fout',
      fine: 2,
      noFormula: 'Fout',
    });
  });

  it('computes subform items first, then main computed elements over their column', () => {
    const subform = {
      schema: [
        el('qty', 'number'),
        el('unit', 'decimal'),
        el('line', 'calculation', { formula: '$qty$ * $unit$ * $factor$' }),
      ],
    };
    const schema = [
      el('factor', 'number'),
      el('lines', 'subform', { subform }),
      el('sum', 'computed', { elementToWatch: 'lines.line', parserType: 'sum' }),
      el('count', 'computed', { elementToWatch: 'lines', parserType: 'count' }),
      el('withVat', 'calculation', { formula: '$sum$ * 1.21' }),
    ];
    const values = {
      factor: 1,
      lines: [
        { subform_index: 1, qty: '2', unit: '1,5' },
        { subform_index: 2, qty: '1', unit: '' },
        { subform_index: 3, qty: '3', unit: '0,1' },
        'not an item',
      ],
    };
    const result = calculateAll(schema, values);
    expect(result.lines).toEqual([
      { subform_index: 1, qty: '2', unit: '1,5', line: 3 },
      { subform_index: 2, qty: '1', unit: '', line: '' },
      { subform_index: 3, qty: '3', unit: '0,1', line: 0.3 },
      'not an item',
    ]);
    expect(result).toMatchObject({ sum: 3.3, count: 4, withVat: 3.99 });
    expect(values.lines[0]).not.toHaveProperty('line');
  });

  it('ignores a subform whose value is not a list', () => {
    const schema = [el('lines', 'subform', { subform: { schema: [] } })];
    expect(calculateAll(schema, { lines: 'x' })).toEqual({ lines: 'x' });
  });
});

describe('calculateAll with data names that are Object.prototype keys', () => {
  it('reads and writes them as ordinary fields', () => {
    const schema = [
      el('constructor', 'calculation', { formula: '$toString$ * 2' }),
      el('__proto__', 'calculation', { formula: '$constructor$ + 1' }),
    ];
    const result = calculateAll(schema, { toString: '2' });
    expect(Object.hasOwn(result, '__proto__')).toBe(true);
    expect(result).toEqual(JSON.parse('{"toString":"2","constructor":4,"__proto__":5}'));
    expect(calculateAll(schema, {})).toMatchObject({ constructor: '' });
  });
});
