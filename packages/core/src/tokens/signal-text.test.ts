import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { SIGNAL_TEXT_MAX_LENGTH, signalText } from './signal-text';

const schema = schemaFixture([
  {
    name: 'soort',
    label: 'Soort',
    elementType: 'radio',
    options: [{ label: 'Losse tegel', value: 'tegel' }],
  },
  { name: 'adres', label: 'Adres', elementType: 'text' },
  { name: 'datum', label: 'Datum', elementType: 'date' },
  { name: 'leeg', label: 'Leeg', elementType: 'text' },
]);
const ctx = {
  schema,
  values: { soort: 'tegel', adres: 'Kerkstraat 1', datum: '2026-03-05' },
  registration: { registration_serial_number: 12, form_name: 'Melding openbare ruimte' },
};

describe('signalText', () => {
  it('fills the template with the values as a person reads them', () => {
    expect(signalText('$soort$ bij $adres$ op $datum$', ctx, 'Registratie 12')).toBe(
      'Losse tegel bij Kerkstraat 1 op 5 mrt. 2026',
    );
  });

  it('knows the registration tokens', () => {
    expect(signalText('$form_name$ nr. $registration_serial_number$', ctx, 'x')).toBe(
      'Melding openbare ruimte nr. 12',
    );
  });

  it.each([
    ['no template', ''],
    ['blanks', '  \n '],
    ['only empty fields', ' $leeg$ '],
  ])('falls back to the registration name for %s', (_, template) => {
    expect(signalText(template, ctx, ' Registratie 12 ')).toBe('Registratie 12');
  });

  it("cuts a text beyond Signalen's limit, ending in an ellipsis", () => {
    const text = signalText('x'.repeat(SIGNAL_TEXT_MAX_LENGTH + 10), ctx, '');
    expect(text).toHaveLength(SIGNAL_TEXT_MAX_LENGTH);
    expect(text.endsWith('x…')).toBe(true);
    expect(signalText('x'.repeat(SIGNAL_TEXT_MAX_LENGTH), ctx, '')).toHaveLength(
      SIGNAL_TEXT_MAX_LENGTH,
    );
  });

  it('never cuts a character in half', () => {
    const text = signalText(`${'x'.repeat(SIGNAL_TEXT_MAX_LENGTH - 2)}😀😀`, ctx, '');
    expect(text.endsWith('x…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(SIGNAL_TEXT_MAX_LENGTH);
  });
});
