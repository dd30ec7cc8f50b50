import { describe, expect, it } from 'vitest';
import { type TElement, ZElement } from '../elements';
import { t } from '../messages';
import { validateValues } from './validate-values';
import { hasValueShape } from './value-shapes';

const el = (elementType: string, extra: Record<string, unknown> = {}): TElement =>
  ZElement.parse({
    uuid: '00000000-0000-4000-8000-000000000001',
    elementType,
    name: 'veld',
    label: 'Veld',
    ...extra,
  });

const file = { file_id: 'f', url: '/api/file/f', name: 'a.png', size: 10, type: 'image/png' };

describe('hasValueShape', () => {
  it.each([
    ['text', 'Dorpsstraat 1'],
    ['textarea', 'regels'],
    ['email', 'a@b.nl'],
    ['number', '12'],
    ['number', 12],
    ['decimal', '2.5'],
    ['date', '2026-03-05'],
    ['radio', 'ja'],
    ['select', 'ja'],
    ['checkbox_single', true],
    ['checkbox_multiple', ['a', 'b']],
    ['file', [file]],
    ['image', [{ base64: 'iVBOR', name: 'x.png' }]],
    ['signature', { base64: 'iVBOR' }],
    ['gps', { lat: 52.1, lon: 5.1, accuracy: 8 }],
    ['tracking', [{ timestamp: 1, lat: 52, lon: 5 }]],
    ['search', [{ id: 1, name: 'Boom' }]],
    ['subform', [{ hoogte: '3' }]],
    ['calculation', { anything: true }],
  ])('%s takes %j', (type, value) => {
    expect(hasValueShape(el(type), value)).toBe(true);
  });

  it.each([
    ['text', { toString: 'x' }],
    ['textarea', ['a']],
    ['email', 5],
    ['number', { n: 1 }],
    ['radio', ['ja']],
    ['checkbox_single', 'ja'],
    ['checkbox_multiple', 'a'],
    ['checkbox_multiple', [{ a: 1 }]],
    ['file', 'javascript:alert(1)'],
    ['file', [{ url: 5 }]],
    ['image', 'https://elders.example/x.png'],
    ['gps', [52, 5]],
    ['tracking', { lat: 52 }],
    ['subform', [1, 2]],
  ])('%s refuses %j', (type, value) => {
    expect(hasValueShape(el(type), value)).toBe(false);
  });

  it.each([undefined, null, ''])('every type takes the empty value %j', (value) => {
    expect(hasValueShape(el('gps'), value)).toBe(true);
  });
});

describe('validateValues with shapes', () => {
  it('refuses a value of the wrong kind, also in an element the rules hide', () => {
    const schema = [el('text', { name: 'a' }), el('text', { name: 'b' })];
    const errors = validateValues(schema, { a: { x: 1 }, b: ['y'] }, { hidden: ['b'] });
    expect(errors).toEqual({
      a: [t('validation.valueShape')],
      b: [t('validation.valueShape')],
    });
  });
});
