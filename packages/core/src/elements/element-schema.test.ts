import { describe, expect, it } from 'vitest';
import { createElement } from './element-defaults';
import { type TElement, ZElement, ZSchema } from './element-schema';
import { ELEMENT_TYPES } from './element-types';
import { ZMapSettings, ZSearchSettings } from './settings-schema';

const el = (raw: Record<string, unknown>) => ZElement.parse({ uuid: 'u-1', name: 'a', ...raw });

describe('ZElement', () => {
  it('parses a nested subform recursively and drops unknown fields', () => {
    const parsed = ZElement.parse({
      uuid: 'u-items',
      name: 'items',
      elementType: 'subform',
      extra: 'dropped',
      subform: {
        schema: [
          {
            uuid: 'u-inner',
            name: 'inner',
            elementType: 'subform',
            subform: { schema: [{ uuid: 'u-x', name: 'x', elementType: 'text' }] },
          },
        ],
        values: {},
        rules: [],
        defaultValues: {},
      },
    });
    const inner = parsed.elementType === 'subform' ? parsed.subform?.schema[0] : undefined;
    expect(inner?.elementType === 'subform' && inner.subform?.schema[0]?.name).toBe('x');
    expect('extra' in parsed).toBe(false);
  });

  it.each([
    ['textarea', { rows: 5 }],
    ['header', { component: 'h3' }],
    ['radio', { options: [{ label: 'Ja', value: 'ja' }], viewMode: 'horizontal' }],
    ['number', { number_formatter: 'price', placeholder: '0' }],
    ['calculation', { formula: '$a$ * 2', number_formatter: 'price' }],
    ['date', { defaultDateNow: true, rememberInput: true }],
    ['imageTag', { image: { url: '/logo.png' }, width: 300, height: null }],
    ['computed', { elementToWatch: 'items.price', parserType: 'sum' }],
    ['stateTransition', { next_phase: 3, assign_to_user: 0 }],
    ['subform', { registrationLabel: 'Boom', summaryText: 'Soort' }],
    ['signature', { signatureSize: 'big', signatureLoadEnabled: true }],
  ] as const)('keeps the settings of a %s', (elementType, settings) => {
    expect(el({ elementType, ...settings })).toMatchObject(settings);
  });

  it('drops the settings of other element types', () => {
    const parsed = el({
      elementType: 'text',
      label: 'Naam',
      rows: 5,
      options: [{ label: 'A', value: 'a' }],
      formula: '1',
      mapSettings: {},
    });
    expect(parsed).toEqual({ uuid: 'u-1', name: 'a', elementType: 'text', label: 'Naam' });
  });

  it('gives layout elements no validation rules', () => {
    expect(el({ elementType: 'header', validation: [['required', true]] })).not.toHaveProperty(
      'validation',
    );
  });

  it.each([
    ['unknown element type', { elementType: 'banana' }],
    ['missing name', { name: undefined, elementType: 'text' }],
    ['missing uuid', { uuid: undefined, elementType: 'text' }],
    ['blank uuid', { uuid: '', elementType: 'text' }],
    ['bad header level', { elementType: 'header', component: 'h5' }],
    ['option without value', { elementType: 'radio', options: [{ label: 'A' }] }],
    ['subform without schema', { elementType: 'subform', subform: {} }],
    ['unknown parser', { elementType: 'computed', parserType: 'median' }],
    ['non-numeric bound', { elementType: 'number', validation: [['min', 'veel']] }],
    ['required flag as text', { elementType: 'text', validation: [['required', 'ja']] }],
    ['bad rows', { elementType: 'textarea', rows: 'veel' }],
  ])('rejects %s', (_case, input) => {
    expect(ZElement.safeParse({ uuid: 'u-1', name: 'a', ...input }).success).toBe(false);
  });

  it('reads a blank parser as none chosen', () => {
    for (const parserType of ['', null]) {
      expect(el({ elementType: 'computed', parserType })).not.toHaveProperty('parserType', '');
      expect(el({ elementType: 'computed', parserType })).toMatchObject({ parserType: undefined });
    }
  });

  it('reads numeric strings of numeric settings as numbers', () => {
    expect(el({ elementType: 'textarea', rows: '5' })).toMatchObject({ rows: 5 });
  });

  it.each(ELEMENT_TYPES)('round-trips a new %s unchanged', (type) => {
    const element: TElement = createElement(type, [], { uuid: () => 'u-new' });
    expect(ZElement.parse(JSON.parse(JSON.stringify(element)))).toEqual(element);
  });
});

describe('ZElement validation rules', () => {
  it('accepts [rule], [rule, value] and [rule, value, applyTo] entries', () => {
    const parsed = el({
      elementType: 'number',
      validation: [['required'], ['min', 3], ['max', 10, 'value']],
    });
    expect(parsed).toMatchObject({ validation: [['required'], ['min', 3], ['max', 10, 'value']] });
  });

  it('reads numeric strings of bounds as numbers', () => {
    const parsed = el({ elementType: 'text', validation: [['minLength', '3']] });
    expect(parsed).toMatchObject({ validation: [['minLength', 3]] });
  });

  it('drops unknown rules, rules of another type and blank bounds, keeping the rest in order', () => {
    const parsed = el({
      elementType: 'text',
      validation: [
        ['pattern', '^a'],
        ['required', true],
        ['min', 3],
        ['maxLength', ''],
        ['minLength', null],
        ['maxLength', 8],
      ],
    });
    expect(parsed).toMatchObject({
      validation: [
        ['required', true],
        ['maxLength', 8],
      ],
    });
    expect(el({ elementType: 'email', validation: [['minLength', 3]] })).toMatchObject({
      validation: [],
    });
  });
});

describe('settings schemas', () => {
  it('parses map settings with layers, styles and actions', () => {
    const parsed = ZMapSettings.parse({
      mapLayers: [{ type: 'geojson', datasource_id: 'ds1', loadingStrategy: 'live' }],
      center: { lat: '52.1552', lon: 5.3873 },
      zoomlevel: 7,
      featureStyles: [{ status: 'open', color: '#3399CC' }],
      featureActions: [
        {
          conditionMethod: 'or',
          conditions: [
            { conditionType: 'dataValue', dataName: 'a', operator: '=', dataValue: 'x' },
          ],
          actions: [{ actionType: 'setStatus', status: 'closed' }],
        },
      ],
    });
    expect(parsed.center?.lat).toBe(52.1552);
    expect(ZMapSettings.safeParse({ mapLayers: [{ loadingStrategy: 'lazy' }] }).success).toBe(
      false,
    );
  });

  it('parses search settings and rejects an unknown item action', () => {
    expect(ZSearchSettings.parse({ datasourceId: 3, maxValues: 2 }).maxValues).toBe(2);
    expect(ZSearchSettings.safeParse({ itemAction: 'explode' }).success).toBe(false);
  });

  it('parses a schema as an array of elements', () => {
    expect(ZSchema.parse([{ uuid: 'u', name: 'a', elementType: 'text' }])).toHaveLength(1);
  });
});
