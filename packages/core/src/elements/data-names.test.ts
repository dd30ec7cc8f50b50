import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_NAME_PATTERN,
  deriveDataName,
  deriveOptionValue,
  OPTION_VALUE_PATTERN,
} from './data-names';

describe('deriveDataName', () => {
  it.each([
    ['Naam', [], 'naam'],
    ['Voor naam', [], 'voor_naam'],
    ['  Straat   en huisnummer ', [], 'straat_en_huisnummer'],
    ['Café crème', [], 'cafe_creme'],
    ['Größe', [], 'grosse'],
    ['E-mail adres?', [], 'email_adres'],
    ['Versie 2.0', [], 'versie_20'],
    ['Naam', ['naam'], 'naam_1'],
    ['Naam', ['naam', 'naam_1'], 'naam_2'],
    ['???', [], 'veld'],
    ['', ['veld'], 'veld_1'],
    ['日本', [], 'veld'],
  ])('%j with %j gives %s', (label, existing, expected) => {
    expect(deriveDataName(label, existing)).toBe(expected);
  });

  it('always yields a unique a-z0-9_ name', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (label, existing) => {
        const taken = [...existing, deriveDataName(label, [])];
        const name = deriveDataName(label, taken);
        expect(name).toMatch(DATA_NAME_PATTERN);
        expect(taken).not.toContain(name);
      }),
    );
  });
});

describe('deriveOptionValue', () => {
  it.each([
    ['Ja', [], 'ja'],
    ['Versie 2.0', [], 'versie_2.0'],
    ['Ja, graag!', [], 'ja_graag'],
    ['Ja', ['ja'], 'ja_1'],
    ['!!', [], 'optie'],
  ])('%j with %j gives %s', (label, existing, expected) => {
    expect(deriveOptionValue(label, existing)).toBe(expected);
  });

  it('always yields a unique a-z0-9_. value', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (label, existing) => {
        const taken = [...existing, deriveOptionValue(label, [])];
        const value = deriveOptionValue(label, taken);
        expect(value).toMatch(OPTION_VALUE_PATTERN);
        expect(taken).not.toContain(value);
      }),
    );
  });
});
