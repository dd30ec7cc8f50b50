import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { validateValues } from './validate-values';

const required = [['required', true]];
const schema = schemaFixture([
  { name: 'naam', label: 'Naam', elementType: 'text', validation: required },
  { name: 'leeftijd', label: 'Leeftijd', elementType: 'number' },
  { name: 'uitleg', label: 'Uitleg', elementType: 'staticText' },
  {
    name: 'bomen',
    label: 'Bomen',
    elementType: 'subform',
    subform: {
      schema: [
        { name: 'soort', label: 'Soort', elementType: 'text', validation: required },
        { name: 'hoogte', label: 'Hoogte', elementType: 'decimal' },
      ],
    },
  },
]);

describe('validateValues', () => {
  it('returns nothing for valid values', () => {
    const values = { naam: 'Jan', leeftijd: '40', bomen: [{ soort: 'Eik', hoogte: '12,5' }] };
    expect(validateValues(schema, values)).toEqual({});
  });

  it('gives messages per data name and per subform item', () => {
    const values = {
      leeftijd: 'veertig',
      bomen: [{ soort: 'Eik' }, { hoogte: 'hoog' }, { soort: '' }],
    };
    expect(validateValues(schema, values)).toEqual({
      naam: ['Dit veld is verplicht.'],
      leeftijd: ['Vul een geldig getal in, bijvoorbeeld 12,50.'],
      'bomen.1.soort': ['Dit veld is verplicht.'],
      'bomen.1.hoogte': ['Vul een geldig decimaal getal in.'],
      'bomen.2.soort': ['Dit veld is verplicht.'],
      bomen: ['Een of meer items zijn niet correct ingevuld.'],
    });
  });

  it('skips hidden elements, also inside subform items', () => {
    const values = { bomen: [{}, {}] };
    expect(validateValues(schema, values, { hidden: ['naam', 'bomen.0.soort'] })).toEqual({
      'bomen.1.soort': ['Dit veld is verplicht.'],
      bomen: ['Een of meer items zijn niet correct ingevuld.'],
    });
    expect(validateValues(schema, values, { hidden: new Set(['naam', 'bomen']) })).toEqual({});
  });

  it('passes admin mode on to GPS elements', () => {
    const gps = schemaFixture([{ name: 'plek', elementType: 'gps', validation: required }]);
    expect(validateValues(gps, {})).toEqual({ plek: ['Een accurate locatie is verplicht.'] });
    expect(validateValues(gps, {}, { isAdmin: true })).toEqual({});
  });
});
