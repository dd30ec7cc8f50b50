import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import {
  DEFAULT_REGISTRATION_NAME_PATTERN,
  registrationName,
  savedRegistrationSummary,
} from './registration-name';
import { replaceTokens } from './replace-tokens';

const schema = schemaFixture([
  { name: 'naam', label: 'Naam', elementType: 'text' },
  { name: 'datum', label: 'Datum', elementType: 'date' },
  { name: 'kop', label: 'Kop', elementType: 'header' },
  {
    name: 'adres',
    label: 'Adres',
    elementType: 'search',
    searchSettings: { datasourceId: 'ds1', maxValues: 2 },
  },
  {
    name: 'bomen',
    label: 'Bomen',
    elementType: 'subform',
    registrationLabel: 'Boom',
    subform: { schema: [{ name: 'soort', label: 'Soort', elementType: 'text' }] },
  },
]);
const values = {
  naam: 'Jan',
  datum: '2026-03-05',
  adres: [
    { id: 1, name: 'Kerkstraat 1', data: { postcode: '1234 AB' } },
    { id: 2, name: 'Dorpsweg 2', data: { postcode: '5678 CD' } },
  ],
  bomen: [{ soort: 'Eik' }, { soort: 'Beuk' }],
};
const registration = {
  registration_serial_number: 12,
  registration_date: '2026-03-05T13:07:00Z',
  registration_phase: '2',
  registration_user_id: { username: 'piet' },
  form_name: 'Meldingen',
};
const ctx = { schema, values, registration };

describe('replaceTokens', () => {
  it.each([
    ['Melding van $naam$ op $datum$', 'Melding van Jan op 5 mrt. 2026'],
    ['$naam$$naam$', 'JanJan'],
    ['Adressen: $adres$', 'Adressen: Kerkstraat 1, Dorpsweg 2'],
    ['Postcodes: $adres.postcode$', 'Postcodes: 1234 AB, 5678 CD'],
    ['Soorten: $bomen.soort$', 'Soorten: Eik, Beuk'],
    ['Items: $bomen.subform_index$', 'Items: 1, 2'],
    ['$bomen$', 'Boom 1: Soort: Eik\nBoom 2: Soort: Beuk'],
    ['Nr $registration_serial_number$ ($registration_date$)', 'Nr 12 (5 mrt. 2026 14:07)'],
    [
      '$form_name$ fase $registration_phase$ door $registration_user$',
      'Meldingen fase 2 door piet',
    ],
    ['$onbekend$ en $naam$', '$onbekend$ en Jan'],
    ['Kost $5 of $naam$', 'Kost $5 of Jan'],
    ['$prijs $naam$', '$prijs Jan'],
    ['$onbekend$naam$', '$onbekendJan'],
    ['$bomen.onbekend$ $kop$', '$bomen.onbekend$ $kop$'],
    ['$-w:tr bomen$', '$-w:tr bomen$'],
    ['alleen $ een', 'alleen $ een'],
    ['$$', '$$'],
  ])('%j → %j', (text, expected) => {
    expect(replaceTokens(text, ctx)).toBe(expected);
  });

  it('leaves registration tokens alone without a registration', () => {
    expect(replaceTokens('$registration_serial_number$ $naam$', { schema, values })).toBe(
      '$registration_serial_number$ Jan',
    );
  });

  it('replaces the index token inside one subform item', () => {
    const item = { schema: schemaFixture([{ name: 'soort', elementType: 'text' }]) };
    expect(
      replaceTokens('$subform_index$. $soort$', {
        ...item,
        values: { soort: 'Eik', subform_index: 2 },
      }),
    ).toBe('2. Eik');
    expect(replaceTokens('$subform_index$', { ...item, values: {} })).toBe('$subform_index$');
  });

  it('gives an empty text for an element without a value', () => {
    expect(replaceTokens('[$naam$]', { schema, values: {} })).toBe('[]');
  });

  it('is the identity on text without dollar signs', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('$')),
        (text) => replaceTokens(text, ctx) === text,
      ),
    );
  });

  it('never changes text that names no known token', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z$ .]*$/), (text) => replaceTokens(text, ctx) === text),
    );
  });
});

describe('registrationName', () => {
  it('uses the default pattern of serial number and date', () => {
    expect(DEFAULT_REGISTRATION_NAME_PATTERN).toContain('$registration_serial_number$');
    expect(DEFAULT_REGISTRATION_NAME_PATTERN).toContain('$registration_date$');
    expect(registrationName(undefined, ctx)).toBe('12 - 5 mrt. 2026 14:07');
    expect(registrationName('  ', ctx)).toBe('12 - 5 mrt. 2026 14:07');
  });

  it('fills in the form pattern, falling back when it comes out blank', () => {
    expect(registrationName('Melding $naam$', ctx)).toBe('Melding Jan');
    expect(registrationName('$naam$', { ...ctx, values: {} })).toBe('12 - 5 mrt. 2026 14:07');
  });
});

describe('savedRegistrationSummary', () => {
  const saved = { schema, values, registration: { form_name: 'Bomen' } };
  it.each([
    [
      'the pattern with its fields',
      'Melding $naam$ $adres.postcode$',
      'Melding Jan 1234 AB, 5678 CD',
    ],
    ['the form summary without a pattern', '', 'Alle bomen'],
    ['the form summary for a blank pattern', '  ', 'Alle bomen'],
    ['the form summary while no field of the pattern is filled in', '$datum$ $form_name$', null],
    ['no serial number yet', '$registration_serial_number$ $naam$', 'Jan'],
  ])('%s', (_, pattern, expected) => {
    const ctx = expected === null ? { ...saved, values: {} } : saved;
    expect(savedRegistrationSummary(pattern, ' Alle bomen ', ctx)).toBe(expected ?? 'Alle bomen');
  });
});
