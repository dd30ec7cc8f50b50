import { describe, expect, it } from 'vitest';
import { sumSubform } from './subform-sum';

describe('sumSubform', () => {
  it.each([
    ['numbers', [{ n: 1 }, { n: 2.5 }], { sum: 3.5, count: 2 }],
    ['numeric strings with comma or dot', [{ n: '1,25' }, { n: '2.5' }], { sum: 3.75, count: 2 }],
    [
      'skips non-finite and non-numeric values',
      [
        { n: 1 },
        { n: Number.NaN },
        { n: Number.POSITIVE_INFINITY },
        { n: Number.NEGATIVE_INFINITY },
        { n: 'Fout' },
        { n: '' },
        { n: null },
        {},
        { n: '1e3' },
        { n: [1] },
        { n: 2 },
      ],
      { sum: 3, count: 2 },
    ],
    ['skips items that are not objects', [null, 3, 'x', { n: 4 }], { sum: 4, count: 1 }],
    ['rounds to 2 decimals', [{ n: 0.1 }, { n: 0.2 }], { sum: 0.3, count: 2 }],
    ['rounds half away from zero', [{ n: 1.004 }, { n: 0.001 }], { sum: 1.01, count: 2 }],
    ['negative values', [{ n: -1.5 }, { n: '-2,25' }], { sum: -3.75, count: 2 }],
    ['no items', [], { sum: 0, count: 0 }],
  ])('%s', (_name, items, expected) => {
    expect(sumSubform(items, 'n')).toEqual(expected);
  });

  it('treats a value that is not a list as no items', () => {
    expect(sumSubform(undefined, 'n')).toEqual({ sum: 0, count: 0 });
    expect(sumSubform({ n: 1 }, 'n')).toEqual({ sum: 0, count: 0 });
  });
});
