import { describe, expect, it } from 'vitest';
import { ZElement, ZSchema } from './element-schema';
import { ZMapSettings, ZSearchSettings } from './settings-schema';

describe('ZElement', () => {
  it('parses a nested subform recursively and drops unknown fields', () => {
    const parsed = ZElement.parse({
      name: 'items',
      elementType: 'subform',
      extra: 'kept',
      subform: {
        schema: [
          {
            name: 'inner',
            elementType: 'subform',
            subform: { schema: [{ name: 'x', elementType: 'text' }] },
          },
        ],
        values: {},
        rules: [],
        defaultValues: {},
      },
    });
    expect(parsed.subform?.schema[0]?.subform?.schema[0]?.name).toBe('x');
    expect('extra' in parsed).toBe(false);
  });

  it.each([
    ['unknown element type', { name: 'a', elementType: 'banana' }],
    ['missing name', { elementType: 'text' }],
    ['bad header level', { name: 'a', elementType: 'header', component: 'h5' }],
    ['option without value', { name: 'a', elementType: 'radio', options: [{ label: 'A' }] }],
    ['subform without schema', { name: 'a', elementType: 'subform', subform: {} }],
  ])('rejects %s', (_case, input) => {
    expect(ZElement.safeParse(input).success).toBe(false);
  });

  it('accepts [rule], [rule, value] and [rule, value, applyTo] validation entries', () => {
    const parsed = ZElement.parse({
      name: 'a',
      elementType: 'text',
      validation: [['required'], ['minLength', 3], ['max', 10, 'value']],
    });
    expect(parsed.validation).toHaveLength(3);
  });

  it('reads numeric strings of numeric settings as numbers', () => {
    const parsed = ZElement.parse({ name: 'a', elementType: 'textarea', rows: '5' });
    expect(parsed.rows).toBe(5);
    expect(ZElement.safeParse({ name: 'a', elementType: 'textarea', rows: 'veel' }).success).toBe(
      false,
    );
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
    expect(ZSchema.parse([{ name: 'a', elementType: 'text' }])).toHaveLength(1);
  });
});
