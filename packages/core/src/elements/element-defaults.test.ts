import { describe, expect, it, vi } from 'vitest';
import { createElement, elementDefaults, nextElementName } from './element-defaults';
import { ZElement } from './element-schema';
import { ELEMENT_TYPES } from './element-types';
import { schemaFixture } from './fixtures.test-support';
import { isRequired } from './validation-rules';

describe('elementDefaults', () => {
  it.each([
    ['stateTransition', { next_phase: 2, assign_to_user: 0 }],
    ['textarea', { rows: 3 }],
    ['imageTag', { width: 300 }],
    ['image', { width: 300 }],
    ['header', { component: 'h2' }],
    ['signature', { signatureSize: 'normal' }],
    [
      'subform',
      { registrationLabel: '', subform: { schema: [], values: {}, rules: [], defaultValues: {} } },
    ],
    ['calculation', { formula: '' }],
    ['text', {}],
  ] as const)('%s starts with %j', (type, expected) => {
    expect(elementDefaults(type)).toMatchObject(expected);
  });

  it('gives a map the spec defaults: centre, zoom 7, featuresMaxSelect 1, status colours', () => {
    expect(elementDefaults('map').mapSettings).toMatchObject({
      center: { lon: 5.3873, lat: 52.1552 },
      zoomlevel: 7,
      featuresMaxSelect: 1,
      featureStyles: [
        { status: 'open', color: '#3399CC' },
        { status: 'closed', color: '#e20000' },
      ],
      mapLayers: [{ type: 'geojson', loadingStrategy: 'preload' }],
    });
  });

  it.each(['gps', 'tracking'] as const)('gives %s minAccuracy 25', (type) => {
    expect(elementDefaults(type).mapSettings?.minAccuracy).toBe(25);
  });

  it('gives search maxValues 1', () => {
    expect(elementDefaults('search').searchSettings?.maxValues).toBe(1);
  });

  it('returns a fresh object every call', () => {
    const first = elementDefaults('map');
    first.mapSettings?.featureStyles?.push({ status: 'x', color: 'y' });
    expect(elementDefaults('map').mapSettings?.featureStyles).toHaveLength(2);
  });
});

describe('nextElementName', () => {
  it.each([
    ['text', [], 'text1'],
    [
      'text',
      [
        { name: 'text1', elementType: 'text' },
        { name: 'a', elementType: 'text' },
      ],
      'text3',
    ],
    ['text', [{ name: 'text1', elementType: 'email' }], 'text2'],
    ['stateTransition', [], 'statetransition1'],
    ['checkbox_single', [], 'checkbox_single1'],
  ] as const)('%s in %j is %s', (type, schema, expected) => {
    expect(nextElementName(type, schemaFixture(schema))).toBe(expected);
  });

  it('counts and avoids names inside subforms', () => {
    const schema = schemaFixture([
      {
        name: 'sub',
        elementType: 'subform',
        subform: { schema: [{ name: 'text1', elementType: 'text' }] },
      },
    ]);
    expect(nextElementName('text', schema)).toBe('text2');
  });
});

describe('createElement', () => {
  it.each(ELEMENT_TYPES)('creates a valid %s element', (type) => {
    const element = createElement(type, [], { uuid: () => 'u-1' });
    expect(ZElement.parse(element)).toEqual(element);
    expect(element).toMatchObject({ uuid: 'u-1', elementType: type, label: '' });
    expect(element.name).toMatch(/^[a-z0-9_]+$/);
  });

  it('marks input elements optional and leaves layout elements without rules', () => {
    expect(createElement('text', []).validation).toEqual([['optional', true]]);
    expect(isRequired(createElement('text', []))).toBe(false);
    expect('validation' in createElement('header', [])).toBe(false);
  });

  it('gives each element a different uuid', () => {
    expect(createElement('text', []).uuid).not.toBe(createElement('text', []).uuid);
  });
});

describe('createElement without crypto.randomUUID', () => {
  it('still gives a version 4 uuid', () => {
    vi.stubGlobal('crypto', undefined);
    try {
      expect(createElement('text', []).uuid).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
