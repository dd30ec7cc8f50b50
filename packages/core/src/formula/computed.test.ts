import { describe, expect, it } from 'vitest';
import { isParserType, PARSER_TYPES, type TParserType } from '../elements';
import { evaluateComputed, watchedDataName } from './computed';

const values = {
  items: [
    { subform_index: 1, price: '1,5', note: 'a' },
    { subform_index: 2, price: 2 },
    { subform_index: 3, price: 'Fout', note: '' },
    { subform_index: 4, price: 0.005 },
  ],
  total: '12,5',
  title: 'Hallo',
  choices: ['a', 'b'],
  empty: '',
  flags: { a: true },
};

describe('evaluateComputed', () => {
  it.each([
    ['items.price', 'sum', 3.51],
    ['items.price', 'count', 4],
    ['items.note', 'count', 1],
    ['items', 'count', 4],
    ['items.price', 'min', 0.01],
    ['items.price', 'max', 2],
    ['items.price', 'average', 1.17],
    ['items.missing', 'sum', 0],
    ['items.missing', 'count', 0],
    ['items.missing', 'min', ''],
    ['items.missing', 'max', ''],
    ['items.missing', 'average', ''],
    ['total', 'copy', '12,5'],
    ['title', 'copy', 'Hallo'],
    ['total', 'sum', 12.5],
    ['total', 'count', 1],
    ['empty', 'count', 0],
    ['empty', 'copy', ''],
    ['choices', 'count', 2],
    ['choices', 'copy', ''],
    ['flags', 'copy', ''],
    ['title.x', 'sum', 0],
    ['nothing', 'count', 0],
  ] as [string, TParserType, number | string][])(
    '%s with %s is %j',
    (elementToWatch, parserType, expected) => {
      expect(evaluateComputed({ elementToWatch, parserType }, values)).toBe(expected);
    },
  );

  it.each([
    // An unknown parser cannot come out of a parse, but may come from unparsed input.
    [{ elementToWatch: 'items.price', parserType: 'median' as TParserType }],
    [{ elementToWatch: 'items.price' }],
    [{ parserType: 'sum' as const }],
    [{ elementToWatch: '', parserType: 'sum' as const }],
  ])('a broken element %j gives Fout', (element) => {
    expect(evaluateComputed(element, values)).toBe('Fout');
  });

  it('copies a number as it is', () => {
    expect(evaluateComputed({ elementToWatch: 'n', parserType: 'copy' }, { n: 3 })).toBe(3);
  });

  it('recognises exactly its parser types', () => {
    for (const type of PARSER_TYPES) expect(isParserType(type)).toBe(true);
    expect(isParserType('SUM')).toBe(false);
    expect(isParserType(undefined)).toBe(false);
  });

  it('names the watched data name', () => {
    expect(watchedDataName('items.price')).toBe('items');
    expect(watchedDataName('total')).toBe('total');
  });
});
