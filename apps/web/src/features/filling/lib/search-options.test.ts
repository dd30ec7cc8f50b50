import { describe, expect, it } from 'vitest';
import {
  offeredSearchItems,
  searchItemColor,
  searchMaxValues,
  selectedSearchItems,
} from './search-options';

describe('search options', () => {
  it.each([
    [undefined, 1],
    [1, 1],
    ['3', 3],
    [10, 10],
    [0, 1],
    ['x', 1],
  ])('maxValues %j allows %i', (maxValues, max) => {
    expect(searchMaxValues({ maxValues: maxValues as number })).toBe(max);
  });

  it.each([
    ['Eik (ziek)', 'red'],
    ['EIK ZIEK', 'red'],
    ['Beuk dood', 'green'],
    ['Linde', 'green'],
  ])(
    '%s is shown in %s (first matching style; a style without colour and no match: green)',
    (name, color) => {
      const settings = {
        itemStyles: [
          { text: 'ziek', color: 'red' },
          { text: 'dood' },
          { text: '  ', color: 'blue' },
        ],
      };
      expect(searchItemColor(name, settings)).toBe(color);
    },
  );

  it('offers the chosen items first, then the others once per id', () => {
    const chosen = selectedSearchItems([{ id: 2, name: 'Beuk' }, 'kapot', { name: 'zonder id' }]);
    expect(chosen).toEqual([{ id: 2, name: 'Beuk', data: {} }]);
    const items = [
      { id: 1, name: 'Eik', data: {} },
      { id: '2', name: 'Beuk', data: {} },
      { id: 1, name: 'Eik dubbel', data: {} },
      { id: 3, name: 'Els gekapt', data: {} },
    ];
    const offered = offeredSearchItems(items, chosen);
    expect(offered.map((item) => item.name)).toEqual(['Beuk', 'Eik', 'Els gekapt']);
  });
});
