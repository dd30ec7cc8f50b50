import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import type { TOperator } from './operators';
import {
  conditionValueKind,
  newRule,
  orderRulesByForm,
  ruleScope,
  type TConditionValueKind,
} from './rule-editing';
import { validateRules } from './validate-rules';

const schema = schemaFixture([
  { name: 'leeftijd', elementType: 'number' },
  { name: 'naam', elementType: 'text' },
  {
    name: 'bomen',
    elementType: 'subform',
    subform: {
      schema: [
        { name: 'naam', elementType: 'text' },
        { name: 'hoogte', elementType: 'decimal' },
      ],
    },
  },
  { name: 'tekst', elementType: 'staticText' },
]);

describe('newRule', () => {
  it('starts unnamed with one empty condition and action, which validateRules reports', () => {
    const rule = newRule();
    expect(rule.ruleForm).toBe('_none');
    expect(rule.condition_group).toEqual({
      method: 'AND',
      conditions: [{ conditionType: 'dataValue', dataName: '', operator: '=', value: '' }],
    });
    expect(rule.actions).toEqual([{ method: 'show', dataName: '' }]);
    expect(validateRules(schema, [rule]).map((issue) => issue.path)).toEqual([
      'ruleName',
      'condition_group.conditions.0.dataName',
      'actions.0.dataName',
    ]);
  });
});

describe('ruleScope', () => {
  it('gives a main rule the main form', () => {
    expect(ruleScope(schema, '_none')).toEqual({ own: schema, outer: [] });
  });

  it('gives a subform rule its subform, and the main form without names it hides', () => {
    const scope = ruleScope(schema, 'bomen');
    expect(scope?.own.map((element) => element.name)).toEqual(['naam', 'hoogte']);
    expect(scope?.outer.map((element) => element.name)).toEqual(['leeftijd', 'bomen', 'tekst']);
  });

  it.each(['naam', 'onbekend'])('knows no form %s', (ruleForm) => {
    expect(ruleScope(schema, ruleForm)).toBeUndefined();
  });
});

describe('conditionValueKind', () => {
  it.each([
    ['number', '>', 'number'],
    ['decimal', '=', 'number'],
    ['calculation', '<=', 'number'],
    ['phase', '=', 'number'],
    ['number', 'empty', 'none'],
    ['text', '!empty', 'none'],
    ['checkbox_single', '=', 'none'],
    ['radio', '=', 'options'],
    ['select', '!', 'options'],
    ['checkbox_multiple', 'contains', 'options'],
    ['text', 'str_starts_with', 'text'],
    ['date', '=', 'text'],
    [undefined, '=', 'text'],
  ] as const)('%s %s: %s', (fieldType, operator: TOperator, kind: TConditionValueKind) => {
    expect(conditionValueKind(fieldType, operator)).toBe(kind);
  });
});

describe('orderRulesByForm', () => {
  it('puts main rules first, then each subform in schema order, each group in order', () => {
    const rules = [
      { ruleForm: 'bomen', id: 1 },
      { ruleForm: 'weg', id: 2 },
      { ruleForm: '_none', id: 3 },
      { ruleForm: 'bomen', id: 4 },
      { ruleForm: '_none', id: 5 },
    ];
    expect(orderRulesByForm(schema, rules).map((rule) => rule.id)).toEqual([3, 5, 1, 4, 2]);
  });
});
