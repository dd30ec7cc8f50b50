import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { valueChanges } from './value-changes';

const schema = schemaFixture([
  { name: 'naam', label: 'Naam', elementType: 'text' },
  { name: 'leeftijd', label: '', elementType: 'number' },
  { name: 'uitleg', label: 'Uitleg', elementType: 'staticText' },
  { name: 'kleur', label: 'Kleur', elementType: 'checkbox_multiple', options: [] },
  { name: 'foto', label: 'Foto', elementType: 'image' },
  {
    name: 'bomen',
    label: 'Bomen',
    elementType: 'subform',
    subform: {
      schema: [
        { name: 'soort', label: 'Soort', elementType: 'text' },
        { name: 'hoogte', label: 'Hoogte', elementType: 'decimal' },
      ],
    },
  },
]);

describe('valueChanges', () => {
  it('lists each changed field in schema order with its label, the name when it has none', () => {
    const changes = valueChanges(
      schema,
      { naam: 'Jan', leeftijd: '40', kleur: ['rood'] },
      { naam: 'Piet', leeftijd: '41', kleur: ['rood'] },
    );
    expect(changes).toEqual([
      { name: 'naam', label: 'Naam', before: 'Jan', after: 'Piet' },
      { name: 'leeftijd', label: 'leeftijd', before: '40', after: '41' },
    ]);
  });

  it('finds nothing between equal values, also with keys in another order or empty forms', () => {
    expect(
      valueChanges(
        schema,
        { naam: '', kleur: [], bomen: [{ soort: 'Eik', hoogte: '1', subform_index: 1 }] },
        { bomen: [{ hoogte: '1', soort: 'Eik' }] },
      ),
    ).toEqual([]);
  });

  it('shows an empty side as null', () => {
    expect(valueChanges(schema, {}, { naam: 'Jan' })).toEqual([
      { name: 'naam', label: 'Naam', before: null, after: 'Jan' },
    ]);
  });

  it('compares subform rows field by field, an added row from empty', () => {
    const changes = valueChanges(
      schema,
      { bomen: [{ soort: 'Eik', hoogte: '1' }] },
      {
        bomen: [
          { soort: 'Beuk', hoogte: '1' },
          { soort: 'Els', hoogte: '2' },
        ],
      },
    );
    expect(changes).toEqual([
      { name: 'bomen.1.soort', label: 'Bomen 1: Soort', before: 'Eik', after: 'Beuk' },
      { name: 'bomen.2.soort', label: 'Bomen 2: Soort', before: null, after: 'Els' },
      { name: 'bomen.2.hoogte', label: 'Bomen 2: Hoogte', before: null, after: '2' },
    ]);
  });

  it('compares files by their names, not their urls', () => {
    const stored = [{ url: '/api/file/a', file_id: 'a', filename: 'boom.jpg' }];
    const again = [{ url: '/api/file/b', file_id: 'b', filename: 'boom.jpg' }];
    expect(valueChanges(schema, { foto: stored }, { foto: again })).toEqual([]);
    expect(
      valueChanges(schema, { foto: stored }, { foto: [{ url: '/x', filename: 'tak.jpg' }] }),
    ).toEqual([{ name: 'foto', label: 'Foto', before: 'boom.jpg', after: 'tak.jpg' }]);
  });

  it('lists names the schema no longer holds after its fields, by name', () => {
    expect(valueChanges(schema, { oud: 'a', naam: 'x' }, { oud: 'b', naam: 'y' })).toEqual([
      { name: 'naam', label: 'Naam', before: 'x', after: 'y' },
      { name: 'oud', label: 'oud', before: 'a', after: 'b' },
    ]);
  });
});
