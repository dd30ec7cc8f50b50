import { describe, expect, it } from 'vitest';
import type { TElement } from '../elements';
import { t } from '../messages';
import type { TRule, TRuleCondition } from './rule-schema';
import { validateRules } from './validate-rules';

const el = (name: string, elementType: TElement['elementType'], extra: Partial<TElement> = {}) =>
  ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;
const when = (dataName: string, operator: string, value?: unknown) =>
  ({ conditionType: 'dataValue', dataName, operator, value }) as TRuleCondition;

const schema = [
  el('age', 'number'),
  el('city', 'text'),
  el('kind', 'radio'),
  el('items', 'subform', { subform: { schema: [el('qty', 'number')] } }),
];

const rule = (
  conditions: TRuleCondition[],
  target = 'city',
  extra: Partial<TRule> = {},
): TRule => ({
  ruleName: 'Regel',
  ruleForm: '_none',
  condition_group: { method: 'AND', conditions },
  actions: [{ method: 'hide', dataName: target }],
  ...extra,
});

describe('validateRules', () => {
  it('accepts valid main, phase and subform rules', () => {
    const rules = [
      rule([when('age', '>', '1,5'), when('city', 'str_includes', 'dam'), when('kind', 'empty')]),
      rule([when('registration_phase', '=', 2)], 'kind'),
      rule([when('qty', '<', 3), when('kind', '=', 'a')], 'qty', { ruleForm: 'items' }),
    ];
    expect(validateRules(schema, rules)).toEqual([]);
  });

  it.each([
    [
      'an empty rule name',
      rule([when('age', 'empty')], 'city', { ruleName: ' ' }),
      'ruleName',
      'validation.required',
    ],
    [
      'an unknown ruleForm',
      rule([], 'city', { ruleForm: 'age' }),
      'ruleForm',
      'rules.unknownRuleForm',
    ],
    [
      'an unknown condition field',
      rule([when('nope', '=', 1)]),
      'condition_group.conditions.0.dataName',
      'rules.unknownDataName',
    ],
    [
      'a condition without a field',
      rule([when('', 'empty')]),
      'condition_group.conditions.0.dataName',
      'validation.required',
    ],
    [
      'an action without a field',
      rule([when('age', 'empty')], ''),
      'actions.0.dataName',
      'validation.required',
    ],
    [
      'an operator of another type',
      rule([when('city', '>', 1)]),
      'condition_group.conditions.0.operator',
      'rules.operatorNotAllowed',
    ],
    [
      'an unknown operator',
      rule([when('kind', 'like', 1)]),
      'condition_group.conditions.0.operator',
      'rules.operatorNotAllowed',
    ],
    [
      'a non-numeric number value',
      rule([when('age', '=', 'tien')]),
      'condition_group.conditions.0.value',
      'element.numberInvalid',
    ],
    [
      'an empty text value',
      rule([when('city', 'str_equals', ' ')]),
      'condition_group.conditions.0.value',
      'validation.required',
    ],
    [
      'an empty option value',
      rule([when('kind', '=', '')]),
      'condition_group.conditions.0.value',
      'validation.required',
    ],
    [
      'an unknown action target',
      rule([when('age', 'empty')], 'qty'),
      'actions.0.dataName',
      'rules.unknownDataName',
    ],
  ] as const)('reports %s', (_name, input, path, messageKey) => {
    expect(validateRules(schema, [input])).toEqual([
      expect.objectContaining({ ruleIndex: 0, path, messageKey }),
    ]);
  });

  it('gives parameters for the Dutch text', () => {
    const [issue] = validateRules(schema, [rule([when('city', '>', 1)])]);
    expect(
      issue &&
        t(issue.messageKey as 'rules.operatorNotAllowed', issue.params as { operator: string }),
    ).toBe('Operator ">" is niet toegestaan voor dit element.');
  });
});
