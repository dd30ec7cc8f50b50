import { describe, expect, it } from 'vitest';
import { elementFixture } from '../elements/fixtures.test-support';
import { validateValue } from './validate-value';

const el = (raw: Record<string, unknown>) =>
  elementFixture({ name: 'veld', label: 'Veld', ...raw });
const required = [['required', true]];
const options = [
  { label: 'Ja', value: 'ja' },
  { label: 'Nee', value: 'nee' },
];
const MB20 = 20971520;

describe('validateValue', () => {
  it.each([
    // required
    ['text', { validation: required }, '', ['Dit veld is verplicht.']],
    ['text', { validation: required }, '   ', ['Dit veld is verplicht.']],
    ['text', { validation: [['optional', true]] }, '', []],
    ['checkbox_single', { validation: required }, false, ['Dit veld is verplicht.']],
    ['checkbox_single', { validation: required }, true, []],
    ['checkbox_multiple', { validation: required, options }, [], ['Dit veld is verplicht.']],
    ['number', { validation: required }, 0, []],
    ['header', { validation: required }, undefined, []],
    // number: a decimal comma or point (issue 30, 4); stored and API values read '1.234' as 1.234
    ['number', {}, '12.5', []],
    ['number', {}, 12.5, []],
    ['number', {}, '-3', []],
    ['number', {}, '12,5', []],
    ['number', {}, '1.234,5', []],
    ['number', {}, '1.234', []],
    ['number', {}, 'tien', ['Vul een geldig getal in, bijvoorbeeld 12,50.']],
    ['number', {}, '1e3', ['Vul een geldig getal in, bijvoorbeeld 12,50.']],
    ['number', {}, '1,2,3', ['Vul een geldig getal in, bijvoorbeeld 12,50.']],
    ['number', {}, Number.NaN, ['Vul een geldig getal in, bijvoorbeeld 12,50.']],
    // decimal: the same rule
    ['decimal', {}, '12,5', []],
    ['decimal', {}, '12.5', []],
    ['decimal', {}, '12,5,1', ['Vul een geldig decimaal getal in.']],
    // min / max
    ['number', { validation: [['min', 5]] }, '4', ['De waarde moet minimaal 5 zijn.']],
    ['number', { validation: [['min', 5]] }, '5', []],
    ['decimal', { validation: [['max', 10]] }, '10,01', ['De waarde mag maximaal 10 zijn.']],
    ['number', { validation: [['min', 2.5]] }, '2,49', ['De waarde moet minimaal 2,5 zijn.']],
    ['number', { validation: [['max', 1000]] }, '1.000,01', ['De waarde mag maximaal 1000 zijn.']],
    ['decimal', { validation: [['max', 10]] }, '10,00', []],
    // min / max length
    ['text', { validation: [['minLength', 3]] }, 'ab', ['Vul minimaal 3 tekens in.']],
    ['textarea', { validation: [['maxLength', 3]] }, 'abcd', ['Vul maximaal 3 tekens in.']],
    [
      'text',
      {
        validation: [
          ['minLength', 3],
          ['maxLength', 3],
        ],
      },
      'abc',
      [],
    ],
    // e-mail
    ['email', {}, 'jan@example.nl', []],
    ['email', {}, 'jan@', ['Vul een geldig e-mailadres in.']],
    // choices
    ['radio', { options }, 'ja', []],
    ['select', { options }, 'misschien', ['Kies een van de opties.']],
    ['checkbox_multiple', { options }, ['ja', 'nee'], []],
    ['checkbox_multiple', { options }, ['ja', 'x'], ['Kies een van de opties.']],
    ['radio', {}, 'vrij', []],
    // dates and times
    ['date', {}, '2026-02-28', []],
    ['date', {}, '2026-02-30', ['Vul een geldige datum in.']],
    ['datetime', {}, '2026-02-28T10:00:00Z', []],
    ['datetime', {}, 'gisteren', ['Vul een geldige datum in.']],
    ['time', {}, '23:59', []],
    ['time', {}, '24:00', ['Vul een geldige tijd in (uu:mm).']],
    // files
    ['file', {}, [{ name: 'a.pdf', size: MB20 }], []],
    ['file', {}, [{ name: 'a.pdf', size: MB20 + 1 }], ['Maximale bestandsgrootte is 20Mb.']],
    ['file', {}, { name: 'a.zip', size: 10 }, []],
    ['image', {}, [{ name: 'a.png', type: 'image/png', size: 10 }], []],
    [
      'image',
      {},
      [{ name: 'a.bmp', size: 10 }],
      ['Er kunnen alleen jpeg, png of gif afbeeldingen worden geupload'],
    ],
    [
      'image',
      {},
      [{ name: 'x', base64: 'data:image/webp;base64,AAAA' }],
      ['Er kunnen alleen jpeg, png of gif afbeeldingen worden geupload'],
    ],
    ['image', {}, [{ name: 'a.gif', size: MB20 + 1 }], ['Maximale bestandsgrootte is 20Mb.']],
    ['image', {}, [{ url: '/files/123' }], []],
    // search and map selections
    ['search', { searchSettings: { maxValues: 2 } }, [{ id: 1 }, { id: 2 }], []],
    [
      'search',
      { searchSettings: { maxValues: 2 } },
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      ['U kunt maximaal 2 waarden selecteren.'],
    ],
    ['search', {}, [{ id: 1 }, { id: 2 }], ['U kunt maximaal 1 waarden selecteren.']],
    ['map', {}, [{ id: 1 }], []],
    [
      'map',
      { mapSettings: { featuresMaxSelect: 2 } },
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      ['U kunt maximaal 2 objecten selecteren.'],
    ],
    ['map', {}, [{ id: 1 }, { id: 2 }], ['U kunt maximaal 1 objecten selecteren.']],
  ])('%s %j with %j → %j', (elementType, extra, value, expected) => {
    expect(validateValue(el({ elementType, ...extra }), value)).toEqual(expected);
  });
});

describe('validateValue: GPS', () => {
  const gps = (minAccuracy?: number, isRequired = true) =>
    el({
      elementType: 'gps',
      validation: isRequired ? required : [],
      mapSettings: minAccuracy === undefined ? {} : { minAccuracy },
    });
  const accurate = 'Een accurate locatie is verplicht.';
  it.each([
    ['missing and required', gps(25), undefined, [accurate]],
    ['empty and required', gps(25), { lat: null, lon: null }, [accurate]],
    ['missing, not required', gps(25, false), undefined, []],
    ['accurate', gps(25), { lat: 52, lon: 5, accuracy: 25 }, []],
    ['inaccurate', gps(25), { lat: 52, lon: 5, accuracy: 26 }, [accurate]],
    ['inaccurate, not required', gps(25, false), { lat: 52, lon: 5, accuracy: 26 }, [accurate]],
    ['default minAccuracy 25', gps(), { lat: 52, lon: 5, accuracy: 30 }, [accurate]],
    ['own minAccuracy', gps(100), { lat: 52, lon: 5, accuracy: 30 }, []],
    ['manual location', gps(25), { lat: 52, lon: 5 }, []],
  ])('%s', (_case, element, value, expected) => {
    expect(validateValue(element, value)).toEqual(expected);
  });

  it('does not ask for a location or a track in admin mode', () => {
    expect(validateValue(gps(25), undefined, { isAdmin: true })).toEqual([]);
    const tracking = el({ elementType: 'tracking', validation: required });
    expect(validateValue(tracking, [], { isAdmin: true })).toEqual([]);
    expect(validateValue(tracking, [])).toEqual(['Dit veld is verplicht.']);
  });
});

describe('validateValue of typed numbers (the fill screen)', () => {
  const typed = { typed: true };
  it('asks about a number that reads two ways, with both readings', () => {
    expect(validateValue(el({ elementType: 'number' }), '1.234', typed)).toEqual([
      'Bedoelt u 1,234 of 1234? Typ een komma als decimaalteken en duizendtallen zonder punt.',
    ]);
    expect(validateValue(el({ elementType: 'decimal' }), ' -12.500 ', typed)).toEqual([
      'Bedoelt u -12,500 of -12500? Typ een komma als decimaalteken en duizendtallen zonder punt.',
    ]);
  });

  it.each(['1,234', '1.234,0', '0.123', '1234.567', '12.50', '1.5'])(
    'takes %j without asking',
    (value) => {
      expect(validateValue(el({ elementType: 'number' }), value, typed)).toEqual([]);
    },
  );
});
