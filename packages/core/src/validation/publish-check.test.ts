import { describe, expect, it } from 'vitest';
import { type TSchema, ZSchema } from '../elements';
import { publishIssue } from './publish-check';

let n = 0;
const el = (elementType: string, extra: Record<string, unknown> = {}) => ({
  uuid: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  elementType,
  name: `${elementType.toLowerCase()}${n}`,
  label: `Veld ${n}`,
  ...extra,
});
const schema = (...elements: object[]): TSchema => ZSchema.parse(elements);

describe('publishIssue', () => {
  it.each([
    ['an empty form', schema()],
    ['layout only', schema(el('header'), el('staticText', { staticText: '<p>x</p>' }))],
    ['only worked-out values', schema(el('calculation', { formula: '1' }), el('autoIncrement'))],
  ])('refuses %s: nothing to fill in', (_name, form) => {
    expect(publishIssue(form)).toEqual({ kind: 'noInput' });
  });

  it('accepts a form with a field a person fills in', () => {
    expect(publishIssue(schema(el('header'), el('text')))).toBeNull();
  });

  it.each(['search', 'map', 'gps', 'tracking'])(
    'accepts a %s field: the filler shows it',
    (type) => {
      expect(publishIssue(schema(el(type)))).toBeNull();
    },
  );
});
