import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type TElement, type TElementType, ZElement } from '../elements';
import type { TEditorContext } from './editor-issue';
import { canSaveSchema, validateSchemaForEditor } from './validate-schema';

const ctx: TEditorContext = {
  isAdmin: true,
  formType: 'workflow',
  modules: ['map_element', 'location', 'tracking', 'word'],
};

/** A valid element of each type: the baseline every failing case changes one field of. */
function validElement(type: TElementType, name = `${type.toLowerCase()}_a`): TElement {
  const base = { name, label: 'Label', elementType: type, uuid: `uuid-${name}` };
  const extra: Record<string, unknown> = {
    radio: { options: [{ label: 'Ja', value: 'ja' }] },
    select: { options: [{ label: 'Ja', value: 'ja' }] },
    checkbox_multiple: { options: [{ label: 'Ja', value: 'ja' }] },
    map: {
      mapSettings: {
        center: { lat: 52.1, lon: 5.3 },
        zoomlevel: 7,
        mapLayers: [{ type: 'geojson', datasource_id: 'ds', loadingStrategy: 'preload' }],
      },
    },
    gps: { mapSettings: { minAccuracy: 25 } },
    search: { searchSettings: { datasourceId: 'ds', maxValues: 1 } },
    calculation: { formula: '1 + 1' },
    computed: { elementToWatch: 'x', parserType: 'sum' },
    linkedForm: { formId: 'f1' },
    subform: { registrationLabel: 'Item', subform: { schema: [] } },
    stateTransition: { next_phase: 2, assign_to_user: 0 },
  };
  return ZElement.parse({ ...base, ...((extra[type] as object) ?? {}) });
}

function keysOf(schema: unknown[], context: TEditorContext = ctx): string[] {
  const issues = validateSchemaForEditor(ZElement.array().parse(schema), context);
  return issues.map((issue) => `${issue.path} ${issue.messageKey}`);
}

describe('validateSchemaForEditor: a valid element of every type passes', () => {
  it.each(ELEMENT_TYPES)('%s', (type) => {
    expect(keysOf([validElement(type)])).toEqual([]);
  });
});

const m = (type: TElementType, patch: Record<string, unknown>) => ({
  ...validElement(type),
  ...patch,
});
const mapWith = (settings: Record<string, unknown>) =>
  m('map', { mapSettings: { ...validElement('map').mapSettings, ...settings } });

describe('validateSchemaForEditor: each rule reports its problem', () => {
  it.each([
    ['header text', m('header', { label: ' ' }), '0.label element.headerTextRequired'],
    ['label', m('text', { label: '' }), '0.label element.labelRequired'],
    ['data name required', m('text', { name: '' }), '0.name element.dataNameRequired'],
    ['data name capitals', m('text', { name: 'Naam' }), '0.name element.dataNameInvalid'],
    ['data name dash', m('text', { name: 'voor-naam' }), '0.name element.dataNameInvalid'],
    ['options', m('radio', { options: [] }), '0.options element.optionsRequired'],
    [
      'option label',
      m('select', { options: [{ label: '', value: 'a' }] }),
      '0.options.0.label element.optionLabelRequired',
    ],
    [
      'option value',
      m('radio', { options: [{ label: 'A', value: '' }] }),
      '0.options.0.value element.optionValueRequired',
    ],
    [
      'option value chars',
      m('radio', { options: [{ label: 'A', value: 'A b' }] }),
      '0.options.0.value element.optionValueInvalid',
    ],
    [
      'min length',
      m('text', { validation: [['minLength', -1]] }),
      '0.validation.0.1 element.lengthInvalid',
    ],
    [
      'max length',
      m('textarea', { validation: [['maxLength', 2.5]] }),
      '0.validation.0.1 element.lengthInvalid',
    ],
    [
      'min > max length',
      m('text', {
        validation: [
          ['minLength', 5],
          ['maxLength', 2],
        ],
      }),
      '0.validation element.minAboveMax',
    ],
    [
      'number min',
      m('number', { validation: [['min', 'veel']] }),
      '0.validation.0.1 element.numberInvalid',
    ],
    [
      'min > max',
      m('decimal', {
        validation: [
          ['min', 5],
          ['max', '2'],
        ],
      }),
      '0.validation element.minAboveMax',
    ],
    [
      'image tag type',
      m('imageTag', { image: { name: 'logo.bmp' } }),
      '0.image element.imageTagTypes',
    ],
    [
      'static file type',
      m('staticFile', { file: 'archief.zip' }),
      '0.file element.staticFileTypes',
    ],
    [
      'lat required',
      mapWith({ center: { lon: 5 } }),
      '0.mapSettings.center.lat element.mapLatitudeRequired',
    ],
    [
      'lat range',
      mapWith({ center: { lat: 90.5, lon: 5 } }),
      '0.mapSettings.center.lat element.mapLatitudeRange',
    ],
    [
      'lon required',
      mapWith({ center: { lat: 5 } }),
      '0.mapSettings.center.lon element.mapLongitudeRequired',
    ],
    [
      'lon range',
      mapWith({ center: { lat: 5, lon: -181 } }),
      '0.mapSettings.center.lon element.mapLongitudeRange',
    ],
    [
      'zoom required',
      mapWith({ zoomlevel: undefined }),
      '0.mapSettings.zoomlevel element.mapZoomRequired',
    ],
    ['zoom low', mapWith({ zoomlevel: 0 }), '0.mapSettings.zoomlevel element.mapZoomRange'],
    ['zoom high', mapWith({ zoomlevel: 20 }), '0.mapSettings.zoomlevel element.mapZoomRange'],
    [
      'datasource',
      mapWith({ mapLayers: [{ loadingStrategy: 'live' }] }),
      '0.mapSettings.mapLayers.0.datasource_id element.mapDatasourceRequired',
    ],
    [
      'loading strategy',
      mapWith({ mapLayers: [{ datasource_id: 3 }] }),
      '0.mapSettings.mapLayers.0.loadingStrategy element.mapLoadingStrategyRequired',
    ],
    [
      'features max select',
      mapWith({ featuresMaxSelect: 0 }),
      '0.mapSettings.featuresMaxSelect element.mapFeaturesMaxSelectInvalid',
    ],
    [
      'condition type',
      mapWith({ featureActions: [{ conditions: [{}] }] }),
      '0.mapSettings.featureActions.0.conditions.0.conditionType element.mapConditionTypeRequired',
    ],
    [
      'condition data name',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', operator: '=', dataValue: 'x' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.dataName element.mapConditionDataNameRequired',
    ],
    [
      'condition operator',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', dataName: 'a', dataValue: 'x' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.operator element.mapConditionOperatorRequired',
    ],
    [
      'condition value',
      mapWith({
        featureActions: [
          { conditions: [{ conditionType: 'dataValue', dataName: 'a', operator: '=' }] },
        ],
      }),
      '0.mapSettings.featureActions.0.conditions.0.dataValue element.mapConditionValueRequired',
    ],
    [
      'action type',
      mapWith({ featureActions: [{ actions: [{}] }] }),
      '0.mapSettings.featureActions.0.actions.0.actionType element.mapActionTypeRequired',
    ],
    [
      'action status',
      mapWith({ featureActions: [{ actions: [{ actionType: 'setStatus' }] }] }),
      '0.mapSettings.featureActions.0.actions.0.status element.mapActionStatusRequired',
    ],
    [
      'style status',
      mapWith({ featureStyles: [{ color: '#fff' }] }),
      '0.mapSettings.featureStyles.0.status element.mapStyleStatusRequired',
    ],
    [
      'style color',
      mapWith({ featureStyles: [{ status: 'open' }] }),
      '0.mapSettings.featureStyles.0.color element.mapStyleColorRequired',
    ],
    [
      'gps accuracy required',
      m('gps', { mapSettings: {} }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRequired',
    ],
    [
      'gps accuracy range',
      m('gps', { mapSettings: { minAccuracy: 201 } }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRange',
    ],
    [
      'gps accuracy negative',
      m('gps', { mapSettings: { minAccuracy: -1 } }),
      '0.mapSettings.minAccuracy element.gpsMinAccuracyRange',
    ],
    [
      'search datasource',
      m('search', { searchSettings: { maxValues: 1 } }),
      '0.searchSettings.datasourceId element.searchDatasourceRequired',
    ],
    [
      'search max 0',
      m('search', { searchSettings: { datasourceId: 'd', maxValues: 0 } }),
      '0.searchSettings.maxValues element.searchMaxValuesRange',
    ],
    [
      'search max 11',
      m('search', { searchSettings: { datasourceId: 'd', maxValues: 11 } }),
      '0.searchSettings.maxValues element.searchMaxValuesRange',
    ],
    [
      'search style text',
      m('search', {
        searchSettings: { datasourceId: 'd', maxValues: 2, itemStyles: [{ color: 'red' }] },
      }),
      '0.searchSettings.itemStyles.0.text element.searchStyleTextRequired',
    ],
    [
      'search style color',
      m('search', {
        searchSettings: { datasourceId: 'd', maxValues: 2, itemStyles: [{ text: 'x' }] },
      }),
      '0.searchSettings.itemStyles.0.color element.searchStyleColorRequired',
    ],
    ['formula', m('calculation', { formula: '' }), '0.formula element.formulaRequired'],
    [
      'formula self',
      m('calculation', { formula: '$calculation_a$ + 1' }),
      '0.formula element.formulaSelfReference',
    ],
    [
      'formula unknown',
      m('calculation', { formula: '$nergens$ * 2' }),
      '0.formula element.formulaUnknownToken',
    ],
    [
      'computed element',
      m('computed', { elementToWatch: '' }),
      '0.elementToWatch element.computedElementRequired',
    ],
    [
      'computed parser',
      m('computed', { parserType: 'gok' }),
      '0.parserType element.computedParserRequired',
    ],
    ['linked form', m('linkedForm', { formId: null }), '0.formId element.linkedFormRequired'],
    [
      'registration label',
      m('subform', { registrationLabel: '' }),
      '0.registrationLabel element.registrationLabelRequired',
    ],
    [
      'next phase',
      m('stateTransition', { next_phase: undefined }),
      '0.next_phase element.nextPhaseRequired',
    ],
    [
      'next phase range',
      m('stateTransition', { next_phase: 10 }),
      '0.next_phase element.nextPhaseRange',
    ],
    [
      'assign to user',
      m('stateTransition', { assign_to_user: null }),
      '0.assign_to_user element.assignToUserRequired',
    ],
    [
      'rename filename',
      m('file', { fileDoRename: true, fileNewName: '' }),
      '0.fileNewName element.renameFilenameRequired',
    ],
  ])('%s', (_rule, element, expected) => {
    expect(keysOf([element])).toEqual([expected]);
  });
});

describe('validateSchemaForEditor: schema-wide rules', () => {
  it('reports a data name used twice on one level, not across a subform', () => {
    const inner = validElement('text', 'naam');
    const sub = m('subform', { subform: { schema: [inner, validElement('email', 'naam')] } });
    expect(keysOf([validElement('text', 'naam'), validElement('email', 'naam'), sub])).toEqual([
      '1.name element.dataNameNotUnique',
      '2.subform.schema.1.name element.dataNameNotUnique',
    ]);
    const issues = validateSchemaForEditor(ZElement.array().parse([inner, inner]), ctx);
    expect(issues[0]?.message).toBe('Datanaam is niet uniek. Kies een andere datanaam.');
  });

  it('reports a map without layers as missing datasource and loading strategy', () => {
    expect(keysOf([mapWith({ mapLayers: [] })])).toEqual([
      '0.mapSettings.mapLayers.0.datasource_id element.mapDatasourceRequired',
      '0.mapSettings.mapLayers.0.loadingStrategy element.mapLoadingStrategyRequired',
    ]);
  });

  it('warns about duplicate option values without blocking the save', () => {
    const radio = m('radio', {
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'a' },
      ],
    });
    const issues = validateSchemaForEditor([ZElement.parse(radio)], ctx);
    expect(issues.map((i) => [i.path, i.messageKey, i.severity])).toEqual([
      ['0.options.1.value', 'element.optionValueDuplicate', 'warning'],
    ]);
    expect(canSaveSchema(issues)).toBe(true);
    expect(
      canSaveSchema(validateSchemaForEditor([ZElement.parse(m('text', { label: '' }))], ctx)),
    ).toBe(false);
  });

  it.each(['map', 'subform', 'gps', 'tracking'] as const)('refuses %s inside a subform', (type) => {
    const sub = m('subform', { subform: { schema: [validElement(type)] } });
    expect(keysOf([sub])).toEqual(['0.subform.schema.0.elementType element.notAllowedInSubform']);
  });

  it('lets a formula in a subform use its sibling names only', () => {
    const calc = m('calculation', { formula: '$prijs$ * $aantal$' });
    const sub = m('subform', { subform: { schema: [validElement('number', 'prijs'), calc] } });
    expect(keysOf([validElement('number', 'aantal'), sub])).toEqual([
      '1.subform.schema.1.formula element.formulaUnknownToken',
    ]);
  });

  it('allows a stateTransition only in a workflow form', () => {
    expect(keysOf([validElement('stateTransition')], { ...ctx, formType: 'default' })).toEqual([
      '0.elementType element.stateTransitionWorkflowOnly',
    ]);
  });

  it('allows one stateTransition per phase', () => {
    const a = validElement('stateTransition', 'naar_twee');
    const b = { ...validElement('stateTransition', 'naar_drie'), next_phase: 3 };
    expect(keysOf([a, b])).toHaveLength(9);
    const byRules = {
      ...ctx,
      stateTransitionPhases: (e: TElement) => (e.name === 'naar_twee' ? [1] : [2]),
    };
    expect(keysOf([a, b], byRules)).toEqual([]);
    const clash = { ...ctx, stateTransitionPhases: () => [4] };
    expect(keysOf([a, b], clash)).toEqual(['1.elementType element.stateTransitionOnePerPhase']);
  });

  it('reports new admin-only elements for a non-admin, but not ones already saved', () => {
    const linked = validElement('linkedForm');
    const nonAdmin = { ...ctx, isAdmin: false };
    expect(keysOf([linked], nonAdmin)).toEqual(['0.elementType element.adminOnly']);
    expect(keysOf([validElement('computed')], nonAdmin)).toEqual([
      '0.elementType element.adminOnly',
    ]);
    expect(keysOf([linked], { ...nonAdmin, previousSchema: [linked] })).toEqual([]);
  });

  it('reports new premium elements when the client lacks the module', () => {
    const noModules = { ...ctx, modules: [] };
    const issues = validateSchemaForEditor([validElement('gps')], noModules);
    expect(issues.map((i) => i.message)).toEqual(['Voor dit element is de module Locatie nodig.']);
    expect(keysOf([validElement('map')], noModules)).toEqual([
      '0.elementType element.premiumLocked',
    ]);
    expect(keysOf([validElement('tracking')], { ...noModules, modules: ['tracking'] })).toEqual([]);
    const gps = validElement('gps');
    expect(keysOf([gps], { ...noModules, previousSchema: [gps] })).toEqual([]);
  });
});
