import { describe, expect, it } from 'vitest';
import { canAddElement, ELEMENT_CATALOGUE, isElementLocked } from './element-catalogue';
import { ELEMENT_TYPES, type TElementType } from './element-types';

// [type, module, adminOnly, workflowOnly, allowedInSubform, searchable, isInput, hasOptions]
const TABLE: [TElementType, string | null, boolean, boolean, boolean, boolean, boolean, boolean][] =
  [
    ['header', null, false, false, true, false, false, false],
    ['staticText', null, false, false, true, false, false, false],
    ['imageTag', null, false, false, true, false, false, false],
    ['staticFile', null, false, false, true, false, false, false],
    ['text', null, false, false, true, true, true, false],
    ['email', null, false, false, true, true, true, false],
    ['textarea', null, false, false, true, true, true, false],
    ['checkbox_single', null, false, false, true, true, true, false],
    ['checkbox_multiple', null, false, false, true, true, true, true],
    ['radio', null, false, false, true, true, true, true],
    ['select', null, false, false, true, true, true, true],
    ['number', null, false, false, true, true, true, false],
    ['decimal', null, false, false, true, true, true, false],
    ['date', null, false, false, true, true, true, false],
    ['time', null, false, false, true, true, true, false],
    ['datetime', null, false, false, true, true, true, false],
    ['image', null, false, false, true, false, true, false],
    ['file', null, false, false, true, false, true, false],
    ['subform', null, false, false, false, true, true, false],
    ['linkedForm', null, true, false, true, false, true, false],
    ['map', 'map_element', false, false, false, true, true, false],
    ['gps', 'location', false, false, false, true, true, false],
    ['tracking', 'tracking', false, false, false, true, true, false],
    ['search', null, false, false, true, true, true, false],
    ['signature', null, false, false, true, true, true, false],
    ['calculation', null, false, false, true, true, true, false],
    ['computed', null, true, false, true, true, true, false],
    ['qrCodeScanner', null, false, false, true, true, true, false],
    ['autoIncrement', null, false, false, true, true, true, false],
    ['stateTransition', null, false, true, true, true, true, false],
  ];

describe('ELEMENT_CATALOGUE', () => {
  it('has one row per element type', () => {
    expect(TABLE.map(([type]) => type).sort()).toEqual([...ELEMENT_TYPES].sort());
    expect(Object.keys(ELEMENT_CATALOGUE).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it.each(TABLE)(
    '%s: module %s, adminOnly %s, workflowOnly %s, inSubform %s, searchable %s, input %s, options %s',
    (type, module, adminOnly, workflowOnly, allowedInSubform, searchable, isInput, hasOptions) => {
      expect(ELEMENT_CATALOGUE[type]).toEqual({
        module,
        adminOnly,
        workflowOnly,
        allowedInSubform,
        searchable,
        isInput,
        hasOptions,
      });
    },
  );
});

describe('isElementLocked', () => {
  it.each([
    ['map', [], true],
    ['map', ['map_element'], false],
    ['map', ['location', 'tracking'], true],
    ['gps', ['location'], false],
    ['gps', ['map_element'], true],
    ['tracking', ['tracking'], false],
    ['tracking', ['word'], true],
    ['text', [], false],
  ] as const)('%s with modules %j: locked %s', (type, modules, locked) => {
    expect(isElementLocked(type, modules)).toBe(locked);
  });
});

describe('canAddElement', () => {
  const base = { isAdmin: false, formType: 'default', inSubform: false, modules: [] } as const;
  it.each([
    ['text', base, true],
    ['linkedForm', base, false],
    ['linkedForm', { ...base, isAdmin: true }, true],
    ['computed', base, false],
    ['computed', { ...base, isAdmin: true }, true],
    ['stateTransition', base, false],
    ['stateTransition', { ...base, formType: 'workflow' }, true],
    ['map', { ...base, modules: ['map_element'] }, true],
    ['map', { ...base, modules: ['map_element'], inSubform: true }, false],
    ['subform', { ...base, inSubform: true }, false],
    ['gps', { ...base, modules: ['location'], inSubform: true }, false],
    ['tracking', { ...base, modules: ['tracking'], inSubform: true }, false],
    ['text', { ...base, inSubform: true }, true],
    ['gps', base, false],
  ] as const)('%s in %j: %s', (type, ctx, allowed) => {
    expect(canAddElement(type, ctx)).toBe(allowed);
  });
});
