import { describe, expect, it } from 'vitest';
import {
  isChoiceElement,
  isElementOfType,
  isInputElement,
  isSubformElement,
  subformSchema,
} from './element-guards';
import { LAYOUT_ELEMENT_TYPES } from './element-types';
import { schemaFixture } from './fixtures.test-support';

const [header, text, radio, items] = schemaFixture([
  { name: 'kop', elementType: 'header' },
  { name: 'naam', elementType: 'text' },
  { name: 'keus', elementType: 'radio', options: [{ label: 'Ja', value: 'ja' }] },
  {
    name: 'items',
    elementType: 'subform',
    subform: { schema: [{ name: 'soort', elementType: 'text' }] },
  },
]);
if (!header || !text || !radio || !items) throw new Error('fixture');

describe('element guards', () => {
  it('tells an element of the given types', () => {
    expect(isElementOfType(text, 'text', 'textarea')).toBe(true);
    expect(isElementOfType(text, 'number')).toBe(false);
    // Narrowed: the choice settings are readable without a cast.
    if (isElementOfType(radio, 'radio')) expect(radio.options).toHaveLength(1);
  });

  it('tells input elements from layout elements', () => {
    expect([header, text, radio, items].map(isInputElement)).toEqual([false, true, true, true]);
    expect(LAYOUT_ELEMENT_TYPES).toContain(header.elementType);
  });

  it('tells choice elements and subforms', () => {
    expect([header, text, radio, items].map(isChoiceElement)).toEqual([false, false, true, false]);
    expect([header, text, radio, items].map(isSubformElement)).toEqual([false, false, false, true]);
  });

  it('gives the nested schema of a subform and none of anything else', () => {
    expect(subformSchema(items).map((child) => child.name)).toEqual(['soort']);
    expect(subformSchema(text)).toEqual([]);
  });
});
