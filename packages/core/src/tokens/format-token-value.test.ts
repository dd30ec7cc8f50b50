import { describe, expect, it } from 'vitest';
import { elementFixture } from '../elements/fixtures.test-support';
import { formatTokenValue, readableValues } from './format-token-value';

const el = (raw: Record<string, unknown>) =>
  elementFixture({ name: 'veld', label: 'Veld', ...raw });
const options = [
  { label: 'Eerste keus', value: 'een' },
  { label: 'Tweede keus', value: 'twee' },
];

describe('formatTokenValue', () => {
  it.each([
    ['text', {}, 'Jan', 'Jan'],
    ['email', {}, 'jan@example.nl', 'jan@example.nl'],
    ['textarea', {}, 'regel 1\nregel 2', 'regel 1\nregel 2'],
    ['qrCodeScanner', {}, 'ABC-123', 'ABC-123'],
    ['autoIncrement', {}, 7, '7'],
    ['computed', {}, 12.5, '12,5'],
    ['computed', {}, 1 / 3, '0,33'],
    ['computed', {}, 'tekst 1.5', 'tekst 1.5'],
    ['linkedForm', {}, { name: 'Melding 3' }, 'Melding 3'],
    ['number', {}, 42, '42'],
    ['decimal', {}, '12.5', '12,5'],
    ['decimal', {}, '12,5', '12,5'],
    ['decimal', {}, '2.71828', '2,71828'],
    // typed numbers keep the digits typed (issue 30, 4), in any of the forms a field takes
    ['number', {}, '12.50', '12,50'],
    ['number', {}, '1.234,50', '1234,50'],
    ['number', {}, 'tien', 'tien'],
    ['number', { number_formatter: 'price' }, '12.50', '€ 12,50'],
    ['number', { number_formatter: 'price' }, '1.234,5', '€ 1.234,50'],
    ['calculation', {}, 1e21, '1000000000000000000000'],
    ['decimal', { number_formatter: 'price' }, 12.5, '€ 12,50'],
    ['calculation', {}, 3.75, '3,75'],
    ['calculation', {}, 'Fout', 'Fout'],
    ['date', {}, '2026-03-05', '5 mrt. 2026'],
    ['datetime', {}, '2026-03-05T13:07:00Z', '5 mrt. 2026 14:07'],
    ['time', {}, '9:05', '09:05'],
    ['time', {}, '14:30:15', '14:30'],
    ['time', {}, '2026-07-01T08:15:00Z', '10:15'],
    ['radio', { options }, 'twee', 'Tweede keus'],
    ['select', { options }, 'een', 'Eerste keus'],
    ['select', { options }, 'onbekend', 'onbekend'],
    ['checkbox_multiple', { options }, ['een', 'twee'], 'Eerste keus, Tweede keus'],
    ['checkbox_single', {}, true, 'Ja'],
    ['checkbox_single', {}, false, 'Nee'],
    ['checkbox_single', {}, undefined, 'Nee'],
    ['file', {}, [{ name: 'a.pdf', url: '/f/1' }, { filename: 'b.docx' }], 'a.pdf, b.docx'],
    ['image', {}, { url: '/files/foto%20een.jpg' }, 'foto een.jpg'],
    [
      'signature',
      {},
      { name: 'Handtekening.png', base64: 'data:image/png;base64,AA==' },
      'Handtekening.png',
    ],
    ['gps', {}, { lat: 52.1552, lon: 5.3873, accuracy: 4 }, '52.1552, 5.3873'],
    [
      'tracking',
      {},
      [
        { timestamp: 1, lat: 1, lon: 2 },
        { timestamp: 2, lat: 1, lon: 2 },
      ],
      '2 locatiepunten',
    ],
    [
      'map',
      {},
      [
        { id: 1, name: 'Boom 1' },
        { id: 2, name: 'Boom 2' },
      ],
      'Boom 1, Boom 2',
    ],
    ['search', {}, [{ id: 'x', name: 'Kerkstraat 1' }], 'Kerkstraat 1'],
    ['stateTransition', {}, { next_phase: 3, username: 'piet' }, 'Fase 3, piet'],
    ['header', {}, 'iets', ''],
    ['text', {}, undefined, ''],
    ['text', {}, null, ''],
    ['checkbox_multiple', { options }, [], ''],
  ])('%s %j: %j → %j', (elementType, extra, value, expected) => {
    expect(formatTokenValue(el({ elementType, ...extra }), value)).toBe(expected);
  });

  it('lists subform items one per line under the registration label', () => {
    const subform = el({
      elementType: 'subform',
      registrationLabel: 'Boom',
      subform: {
        schema: [
          { name: 'soort', label: 'Soort', elementType: 'text' },
          { name: 'gezond', label: 'Gezond', elementType: 'checkbox_single' },
          { name: 'kop', label: 'Kop', elementType: 'header' },
        ],
      },
    });
    const items = [
      { soort: 'Eik', gezond: true },
      { soort: 'Beuk', gezond: false },
    ];
    expect(formatTokenValue(subform, items)).toBe(
      'Boom 1: Soort: Eik, Gezond: Ja\nBoom 2: Soort: Beuk, Gezond: Nee',
    );
  });
});

describe('readableValues', () => {
  it('lists the input fields in order with label (or name) and text, skipping the rest', () => {
    const schema = [
      elementFixture({ elementType: 'header', name: 'kop', label: 'Kop' }),
      el({ elementType: 'select', name: 'keus', label: 'Keus', options }),
      el({ elementType: 'text', name: 'zonder_label', label: '' }),
      el({ elementType: 'checkbox_single', name: 'akkoord', label: 'Akkoord' }),
    ];
    expect(readableValues(schema, { keus: 'twee', zonder_label: 'x', akkoord: true })).toEqual([
      { name: 'keus', label: 'Keus', text: 'Tweede keus' },
      { name: 'zonder_label', label: 'zonder_label', text: 'x' },
      { name: 'akkoord', label: 'Akkoord', text: 'Ja' },
    ]);
  });
});
