import { describe, expect, it } from 'vitest';
import {
  CHOICES_MAX,
  DATE_VALUE_MAX_LENGTH,
  EMAIL_VALUE_MAX_LENGTH,
  FEATURE_DATA_MAX_LENGTH,
  FILE_DATA_MAX_LENGTH,
  FILE_NAME_MAX_LENGTH,
  FILES_MAX_PER_VALUE,
  NUMBER_VALUE_MAX_LENGTH,
  OPTION_VALUE_MAX_LENGTH,
  OTHER_VALUE_MAX_LENGTH,
  QR_CODE_VALUE_MAX_LENGTH,
  SELECTED_FEATURES_MAX,
  TEXT_VALUE_MAX_LENGTH,
  TEXTAREA_VALUE_MAX_LENGTH,
  TRACKING_MAX_POINTS,
  VALUE_EXTRA_FIELDS_MAX_LENGTH,
} from '../constants';
import { type TElement, ZElement } from '../elements';
import { formatCount } from '../format/number';
import { t } from '../messages';
import { validateValue } from './validate-value';
import { validateValues } from './validate-values';
import { valueLimitMessages } from './value-limits';

const el = (elementType: string, extra: Record<string, unknown> = {}): TElement =>
  ZElement.parse({
    uuid: '00000000-0000-4000-8000-000000000001',
    elementType,
    name: 'veld',
    label: 'Veld',
    ...extra,
  });

const x = (n: number) => 'x'.repeat(n);
const digits = (n: number) => '1'.repeat(n);
const tooLong = (max: number) => [t('validation.maxLength', { max: formatCount(max) })];
const tooLarge = [t('validation.valueTooLarge')];
const points = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ timestamp: i, lat: 1, lon: 2 }));
const features = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, name: 'boom' }));
/** A feature whose data is `n` characters as the limit counts them ({"k":"…"}). */
const featureWithData = (n: number) => [{ id: 1, data: { k: x(n - 6) } }];

/**
 * Per element type: a value exactly at the limit, the same one character (or item) over, and the
 * message the one over gets. The typed texts name their number of characters.
 */
const CASES: [string, unknown, unknown, string[]][] = [
  ['text', x(TEXT_VALUE_MAX_LENGTH), x(TEXT_VALUE_MAX_LENGTH + 1), tooLong(TEXT_VALUE_MAX_LENGTH)],
  [
    'textarea',
    x(TEXTAREA_VALUE_MAX_LENGTH),
    x(TEXTAREA_VALUE_MAX_LENGTH + 1),
    tooLong(TEXTAREA_VALUE_MAX_LENGTH),
  ],
  [
    'email',
    x(EMAIL_VALUE_MAX_LENGTH),
    x(EMAIL_VALUE_MAX_LENGTH + 1),
    tooLong(EMAIL_VALUE_MAX_LENGTH),
  ],
  [
    'qrCodeScanner',
    x(QR_CODE_VALUE_MAX_LENGTH),
    x(QR_CODE_VALUE_MAX_LENGTH + 1),
    tooLong(QR_CODE_VALUE_MAX_LENGTH),
  ],
  [
    'number',
    digits(NUMBER_VALUE_MAX_LENGTH),
    digits(NUMBER_VALUE_MAX_LENGTH + 1),
    tooLong(NUMBER_VALUE_MAX_LENGTH),
  ],
  [
    'decimal',
    digits(NUMBER_VALUE_MAX_LENGTH),
    digits(NUMBER_VALUE_MAX_LENGTH + 1),
    tooLong(NUMBER_VALUE_MAX_LENGTH),
  ],
  ['date', x(DATE_VALUE_MAX_LENGTH), x(DATE_VALUE_MAX_LENGTH + 1), tooLarge],
  ['time', x(DATE_VALUE_MAX_LENGTH), x(DATE_VALUE_MAX_LENGTH + 1), tooLarge],
  ['datetime', x(DATE_VALUE_MAX_LENGTH), x(DATE_VALUE_MAX_LENGTH + 1), tooLarge],
  ['radio', x(OPTION_VALUE_MAX_LENGTH), x(OPTION_VALUE_MAX_LENGTH + 1), tooLarge],
  ['select', x(OPTION_VALUE_MAX_LENGTH), x(OPTION_VALUE_MAX_LENGTH + 1), tooLarge],
  ['checkbox_multiple', [x(OPTION_VALUE_MAX_LENGTH)], [x(OPTION_VALUE_MAX_LENGTH + 1)], tooLarge],
  ['checkbox_multiple', Array(CHOICES_MAX).fill('a'), Array(CHOICES_MAX + 1).fill('a'), tooLarge],
  ['file', [{ name: x(FILE_NAME_MAX_LENGTH) }], [{ name: x(FILE_NAME_MAX_LENGTH + 1) }], tooLarge],
  [
    'image',
    [{ filename: x(FILE_NAME_MAX_LENGTH) }],
    [{ filename: x(FILE_NAME_MAX_LENGTH + 1) }],
    tooLarge,
  ],
  [
    'signature',
    { base64: x(FILE_DATA_MAX_LENGTH) },
    { base64: x(FILE_DATA_MAX_LENGTH + 1) },
    tooLarge,
  ],
  ['file', [{ url: x(FILE_DATA_MAX_LENGTH) }], [{ url: x(FILE_DATA_MAX_LENGTH + 1) }], tooLarge],
  [
    'file',
    Array(FILES_MAX_PER_VALUE).fill({ name: 'a.pdf' }),
    Array(FILES_MAX_PER_VALUE + 1).fill({ name: 'a.pdf' }),
    tooLarge,
  ],
  [
    'gps',
    { lat: digits(NUMBER_VALUE_MAX_LENGTH), lon: 5 },
    { lat: digits(NUMBER_VALUE_MAX_LENGTH + 1), lon: 5 },
    tooLarge,
  ],
  // Fields a shape does not name are bounded together ({"k":"…"} counts 4 + 1 + 2 + its text).
  [
    'gps',
    { lat: 1, lon: 5, k: x(VALUE_EXTRA_FIELDS_MAX_LENGTH - 7) },
    { lat: 1, lon: 5, k: x(VALUE_EXTRA_FIELDS_MAX_LENGTH - 6) },
    tooLarge,
  ],
  ['tracking', points(TRACKING_MAX_POINTS), points(TRACKING_MAX_POINTS + 1), tooLarge],
  ['map', features(SELECTED_FEATURES_MAX), features(SELECTED_FEATURES_MAX + 1), tooLarge],
  [
    'search',
    [{ name: x(OPTION_VALUE_MAX_LENGTH) }],
    [{ name: x(OPTION_VALUE_MAX_LENGTH + 1) }],
    tooLarge,
  ],
  [
    'search',
    featureWithData(FEATURE_DATA_MAX_LENGTH - 1),
    featureWithData(FEATURE_DATA_MAX_LENGTH),
    tooLarge,
  ],
  [
    'stateTransition',
    { username: x(OPTION_VALUE_MAX_LENGTH) },
    { username: x(OPTION_VALUE_MAX_LENGTH + 1) },
    tooLarge,
  ],
  ['linkedForm', x(OTHER_VALUE_MAX_LENGTH - 2), x(OTHER_VALUE_MAX_LENGTH - 1), tooLarge],
];

describe('valueLimitMessages', () => {
  it.each(CASES)('%s: at the limit fits, one over does not', (type, atLimit, over, message) => {
    const element = el(type);
    expect(valueLimitMessages(element, atLimit)).toEqual([]);
    expect(valueLimitMessages(element, over)).toEqual(message);
  });

  it('writes the limit as Dutch readers do', () => {
    expect(tooLong(TEXTAREA_VALUE_MAX_LENGTH)).toEqual(['Vul maximaal 100.000 tekens in.']);
  });

  it('leaves recomputed values (calculation, computed, autoIncrement) to the server', () => {
    for (const type of ['calculation', 'computed', 'autoIncrement']) {
      expect(valueLimitMessages(el(type), x(TEXTAREA_VALUE_MAX_LENGTH * 2))).toEqual([]);
    }
  });

  it('survives a value nested a million deep (no call stack overflow)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 1_000_000; i += 1) deep = [deep];
    expect(valueLimitMessages(el('linkedForm'), deep)).toEqual(tooLarge);
  });
});

describe('the limits in validateValue and validateValues', () => {
  it("holds over a form's own larger maxLength rule, and a smaller rule still has its say", () => {
    const loose = el('text', { validation: [['maxLength', 5000]] });
    expect(validateValue(loose, x(TEXT_VALUE_MAX_LENGTH + 1))).toEqual(
      tooLong(TEXT_VALUE_MAX_LENGTH),
    );
    const strict = el('text', { validation: [['maxLength', 5]] });
    expect(validateValue(strict, x(6))).toEqual(['Vul maximaal 5 tekens in.']);
  });

  it('refuses an oversized value of a hidden element, also inside a hidden subform', () => {
    const schema = [
      el('textarea', { name: 'opmerking' }),
      el('subform', {
        name: 'bomen',
        subform: { schema: [el('textarea', { name: 'notitie' })] },
      }),
    ];
    const values = {
      opmerking: x(TEXTAREA_VALUE_MAX_LENGTH + 1),
      bomen: [{ notitie: 'kort' }, { notitie: x(TEXTAREA_VALUE_MAX_LENGTH + 1) }],
    };
    expect(validateValues(schema, values, { hidden: ['opmerking', 'bomen'] })).toEqual({
      opmerking: tooLong(TEXTAREA_VALUE_MAX_LENGTH),
      'bomen.1.notitie': tooLong(TEXTAREA_VALUE_MAX_LENGTH),
    });
  });

  it('checks a shown subform item like a main-form field', () => {
    const schema = [
      el('subform', { name: 'bomen', subform: { schema: [el('text', { name: 'soort' })] } }),
    ];
    const errors = validateValues(schema, { bomen: [{ soort: x(TEXT_VALUE_MAX_LENGTH + 1) }] });
    expect(errors['bomen.0.soort']).toEqual(tooLong(TEXT_VALUE_MAX_LENGTH));
    expect(errors.bomen).toEqual([t('validation.subformItems')]);
  });
});
