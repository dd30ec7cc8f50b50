import { describe, expect, it } from 'vitest';
import { ELEMENT_TYPES, type TElement, ZElement } from '../elements';
import { ctx, keysOf, m, validElement } from './editor-fixtures.test-support';
import { canSaveSchema, validateFavoriteName, validateSchemaForEditor } from './validate-schema';

describe('validateSchemaForEditor: a valid element of every type passes', () => {
  it.each(ELEMENT_TYPES)('%s', (type) => {
    expect(keysOf([validElement(type)])).toEqual([]);
  });
});

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
      m('computed', { parserType: undefined }),
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

describe('validateFavoriteName', () => {
  it.each([
    ['Mijn adresblok', []],
    ['  ', ['Favoriet is niet opgeslagen, u moet een naam opgeven']],
    [undefined, ['Favoriet is niet opgeslagen, u moet een naam opgeven']],
  ])('%j → %j', (name, expected) => {
    expect(validateFavoriteName(name).map((issue) => issue.message)).toEqual(expected);
  });
});
