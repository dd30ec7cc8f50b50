import {
  createElement,
  ELEMENT_TYPES,
  type TElement,
  type TElementType,
} from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { changeSearchableFields, listChoosableFields } from './searchable-fields';

function element(type: TElementType, name: string, label = ''): TElement {
  return { ...createElement(type, []), name, label };
}

// Spec (doc 2 §2): file, image and linkedForm can not be chosen; nor can the layout elements,
// which hold no value to search in.
const NOT_CHOOSABLE: readonly TElementType[] = [
  'file',
  'image',
  'linkedForm',
  'header',
  'staticText',
  'imageTag',
  'staticFile',
];

describe('listChoosableFields', () => {
  it.each(ELEMENT_TYPES)('%s is choosable only when it holds a searchable value', (type) => {
    const fields = listChoosableFields([element(type, 'veld', 'Veld')]);
    expect(fields.length).toBe(NOT_CHOOSABLE.includes(type) ? 0 : 1);
  });

  it('keeps the schema order, stores the data name with the label (or the name without one)', () => {
    const schema = [
      element('header', 'kop', 'Kop'),
      element('select', 'soort', ' Soort melding '),
      element('file', 'bijlage', 'Bijlage'),
      element('text', 'adres'),
    ];
    expect(listChoosableFields(schema)).toEqual([
      { value: 'soort', label: 'Soort melding' },
      { value: 'adres', label: 'adres' },
    ]);
  });
});

describe('changeSearchableFields', () => {
  const choosable = [
    { value: 'soort', label: 'Soort melding' },
    { value: 'adres', label: 'Adres' },
  ];

  it('answers null when the choice is what was stored, so closing saves nothing', () => {
    expect(
      changeSearchableFields(choosable, [{ value: 'adres', label: 'Adres' }], new Set(['adres'])),
    ).toBeNull();
    expect(changeSearchableFields(choosable, undefined, new Set())).toBeNull();
  });

  it('stores the chosen fields in schema order with their current labels', () => {
    expect(
      changeSearchableFields(
        choosable,
        [{ value: 'adres', label: 'Oud label' }],
        new Set(['adres', 'soort']),
      ),
    ).toEqual(choosable);
  });

  it('stores an empty list when every field is unticked', () => {
    expect(changeSearchableFields(choosable, choosable, new Set())).toEqual([]);
  });

  it('does not save only because a stored field vanished, but drops it with a real change', () => {
    const stored = [{ value: 'weg', label: 'Verwijderd veld' }];
    expect(changeSearchableFields(choosable, stored, new Set(['weg']))).toBeNull();
    expect(changeSearchableFields(choosable, stored, new Set(['weg', 'soort']))).toEqual([
      { value: 'soort', label: 'Soort melding' },
    ]);
  });
});
