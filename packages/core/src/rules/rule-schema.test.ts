import { describe, expect, it } from 'vitest';
import { ZSubformElement } from '../elements';
import { ZRule } from './rule-schema';
import { splitRulesByForm, storedSubformRules } from './split-rules';

const valid = {
  ruleName: 'Toon opmerking',
  ruleForm: '_none',
  condition_group: {
    method: 'OR',
    conditions: [
      { conditionType: 'dataValue', dataName: 'city', operator: 'str_equals', value: 'Delft' },
      {
        conditionType: 'dataValue',
        dataName: 'map',
        datasourcePropertyName: 'status',
        operator: 'empty',
      },
    ],
  },
  actions: [
    { method: 'show', dataName: 'remark' },
    { method: 'set', dataName: 'kind', value: 'a' },
  ],
};

describe('ZRule', () => {
  it('parses a rule and strips unknown fields', () => {
    const parsed = ZRule.parse({ ...valid, extra: 1 });
    expect(parsed).toEqual(valid);
  });

  it.each([
    [
      'an unknown operator',
      {
        condition_group: {
          method: 'AND',
          conditions: [{ ...valid.condition_group.conditions[0], operator: 'like' }],
        },
      },
    ],
    ['an unknown method', { condition_group: { method: 'XOR', conditions: [] } }],
    ['an unknown action', { actions: [{ method: 'toggle', dataName: 'x' }] }],
    ['an empty data name', { actions: [{ method: 'hide', dataName: '' }] }],
    ['a missing ruleForm', { ruleForm: undefined }],
    ['an empty rule name', { ruleName: '' }],
    [
      'another condition type',
      {
        condition_group: {
          method: 'AND',
          conditions: [{ ...valid.condition_group.conditions[0], conditionType: 'always' }],
        },
      },
    ],
  ])('rejects %s', (_name, change) => {
    expect(ZRule.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('splitRulesByForm', () => {
  it('groups rules by form, keeping their order', () => {
    const a = ZRule.parse(valid);
    const b = { ...a, ruleForm: 'items', ruleName: 'b' };
    const c = { ...a, ruleName: 'c' };
    const d = { ...a, ruleForm: 'items', ruleName: 'd' };
    expect(splitRulesByForm([a, b, c, d])).toEqual({ main: [a, c], subforms: { items: [b, d] } });
  });
});

describe('storedSubformRules', () => {
  it('keeps the stored rules that parse', () => {
    const element = ZSubformElement.parse({
      uuid: 'u-items',
      name: 'items',
      elementType: 'subform',
      subform: { schema: [], rules: [valid, { ruleName: 'kapot' }] },
    });
    expect(storedSubformRules(element)).toEqual([valid]);
    const bare = ZSubformElement.parse({ uuid: 'u-x', name: 'x', elementType: 'subform' });
    expect(storedSubformRules(bare)).toEqual([]);
  });
});
