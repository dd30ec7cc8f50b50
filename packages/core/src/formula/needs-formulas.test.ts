import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { needsFormulas } from './needs-formulas';

const calculation = { name: 'totaal', elementType: 'calculation', formula: '$a$ * 2' };
const computed = { name: 'aantal', elementType: 'computed', elementToWatch: 'regels' };
const text = { name: 'naam', elementType: 'text' };
const number = { name: 'a', elementType: 'number' };
const subform = (...schema: unknown[]) => ({
  name: `regels_${schema.length}`,
  elementType: 'subform',
  subform: { schema },
});

describe('needsFormulas', () => {
  it.each([
    ['an empty form', [], false],
    ['a plain form', [text, number], false],
    ['a form with a calculation', [text, calculation], true],
    ['a form with a computed element', [computed], true],
    ['a subform of plain fields (its sums need no engine)', [subform(text, number)], false],
    ['a calculation inside a subform', [text, subform(number, calculation)], true],
    ['a computed element inside a nested subform', [subform(text, subform(computed))], true],
    ['a subform without its nested form', [{ name: 'leeg', elementType: 'subform' }], false],
  ])('%s', (_name, raw, expected) => {
    expect(needsFormulas(schemaFixture(raw))).toBe(expected);
  });
});
