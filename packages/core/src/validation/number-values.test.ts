import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { canonicalNumbers, typedNumbers } from './number-values';

const schema = schemaFixture([
  { name: 'prijs', label: 'Prijs', elementType: 'number', number_formatter: 'price' },
  { name: 'lengte', label: 'Lengte', elementType: 'decimal' },
  { name: 'naam', label: 'Naam', elementType: 'text' },
  {
    name: 'bomen',
    label: 'Bomen',
    elementType: 'subform',
    subform: { schema: [{ name: 'hoogte', label: 'Hoogte', elementType: 'number' }] },
  },
]);

describe('canonicalNumbers', () => {
  it('stores each number in its canonical form, subform items too, and nothing else', () => {
    const sent = {
      prijs: ' 1.234,50 ',
      lengte: '2,5',
      naam: '12,50',
      bomen: [{ hoogte: '3,75', subform_index: 1 }, 'geen item'],
      onbekend: '1,5',
    };
    expect(canonicalNumbers(schema, sent)).toEqual({
      prijs: '1234.50',
      lengte: '2.5',
      naam: '12,50',
      bomen: [{ hoogte: '3.75', subform_index: 1 }, 'geen item'],
      onbekend: '1,5',
    });
    expect(sent.prijs).toBe(' 1.234,50 ');
  });

  it('leaves numbers, empty values and text that is no number as they are', () => {
    const sent = { prijs: 12.5, lengte: 'tien', bomen: [{ hoogte: '' }] };
    expect(canonicalNumbers(schema, sent)).toEqual(sent);
    expect(canonicalNumbers(schema, {})).toEqual({});
  });
});

describe('typedNumbers', () => {
  it('gives stored numbers a decimal comma to fill them in again', () => {
    const stored = { prijs: '1234.50', lengte: '1.234', naam: 'a.b', bomen: [{ hoogte: 3.5 }] };
    expect(typedNumbers(schema, stored)).toEqual({
      prijs: '1234,50',
      lengte: '1,234',
      naam: 'a.b',
      bomen: [{ hoogte: '3,5' }],
    });
    expect(typedNumbers(schema, { prijs: '', lengte: null })).toEqual({ prijs: '', lengte: null });
  });
});
