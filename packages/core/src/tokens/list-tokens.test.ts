import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { listTokens, type TTokenEntry } from './list-tokens';

const schema = schemaFixture([
  { name: 'kop', label: 'Kop', elementType: 'header' },
  { name: 'naam', label: 'Naam', elementType: 'text' },
  { name: 'zonder_label', elementType: 'number' },
  {
    name: 'adres',
    label: 'Adres',
    elementType: 'search',
    searchSettings: { datasourceId: 7 },
  },
  {
    name: 'kaart',
    label: 'Kaart',
    elementType: 'map',
    mapSettings: {
      mapLayers: [{ datasource_id: 'a' }, { datasource_id: 'b' }, { datasource_id: 'a' }],
    },
  },
  {
    name: 'bomen',
    label: 'Bomen',
    elementType: 'subform',
    subform: {
      schema: [
        { name: 'soort', label: 'Soort', elementType: 'text' },
        { name: 'uitleg', label: 'Uitleg', elementType: 'staticText' },
      ],
    },
  },
]);

/** The tree as token strings, children indented, for compact expectations. */
function flat(entries: TTokenEntry[], depth = 0): string[] {
  return entries.flatMap((e) => [
    `${'  '.repeat(depth)}${e.token}`,
    ...flat(e.children ?? [], depth + 1),
  ]);
}

const REGISTRATION = [
  '$registration_serial_number$',
  '$registration_date$',
  '$registration_phase$',
  '$registration_user$',
  '$form_name$',
];

describe('listTokens', () => {
  it('lists input elements, nested subform tokens and the registration tokens', () => {
    expect(flat(listTokens(schema))).toEqual([
      '$naam$',
      '$zonder_label$',
      '$adres$',
      '$kaart$',
      '$bomen$',
      '  $soort$',
      ...REGISTRATION,
    ]);
  });

  it('describes each entry with label, type and Dutch type name', () => {
    const [naam, zonderLabel] = listTokens(schema);
    expect(naam).toEqual({
      name: 'naam',
      token: '$naam$',
      label: 'Naam',
      elementType: 'text',
      description: 'Tekstveld',
    });
    expect(zonderLabel?.label).toBe('zonder_label');
    const serial = listTokens(schema).find((e) => e.name === 'registration_serial_number');
    expect(serial).toMatchObject({ elementType: 'registration', label: 'Registratienummer' });
  });

  it('prefixes subform tokens, marks table rows and shows the index only when asked', () => {
    const options = {
      prefixSubformTokens: true,
      subformTokenType: 'tablerow',
      includeSubformIndex: true,
      includeRegistrationTokens: false,
    } as const;
    const tree = flat(listTokens(schema, options));
    expect(tree.slice(-3)).toEqual(['$-w:tr bomen$', '  $bomen.subform_index$', '  $bomen.soort$']);
    expect(flat(listTokens(schema, { includeRegistrationTokens: false })).at(-1)).toBe('  $soort$');
  });

  it('adds datasource fields under search and map elements', () => {
    const tokens = listTokens(schema, {
      datasourceFields: { '7': ['straat', 'postcode'], a: ['hoogte'], b: ['hoogte', 'soort'] },
      includeRegistrationTokens: false,
    });
    expect(flat(tokens).slice(2, 9)).toEqual([
      '$adres$',
      '  $adres.straat$',
      '  $adres.postcode$',
      '$kaart$',
      '  $kaart.hoogte$',
      '  $kaart.soort$',
      '$bomen$',
    ]);
    expect(tokens[2]?.children?.[0]?.description).toBe('Veld straat van de databron');
  });
});
