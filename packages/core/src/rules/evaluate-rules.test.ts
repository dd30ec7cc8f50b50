import { describe, expect, it } from 'vitest';
import type { TElement, TSchema } from '../elements';
import { evaluateRules } from './evaluate-rules';
import { RuleOperatorError } from './operators';
import type { TRule, TRuleAction, TRuleCondition } from './rule-schema';

const el = (name: string, elementType: TElement['elementType'], extra: Partial<TElement> = {}) =>
  ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;
const when = (dataName: string, operator: string, value?: unknown) =>
  ({ conditionType: 'dataValue', dataName, operator, value }) as TRuleCondition;
const act = (method: TRuleAction['method'], dataName: string, value?: unknown): TRuleAction => ({
  method,
  dataName,
  value,
});
const rule = (
  conditions: TRuleCondition[],
  actions: TRuleAction[],
  method: 'AND' | 'OR' = 'AND',
  ruleForm = '_none',
): TRule => ({ ruleName: 'regel', ruleForm, condition_group: { method, conditions }, actions });

const schema: TSchema = [
  el('age', 'number'),
  el('city', 'text'),
  el('pets', 'checkbox_multiple'),
  el('agree', 'checkbox_single'),
  el('remark', 'textarea'),
  el('secret', 'text', { visuallyHidden: true }),
  el('category', 'select'),
];

const names = (set: Set<string>) => [...set];

describe('condition groups', () => {
  const adult = when('age', '>=', 18);
  const amsterdam = when('city', 'str_equals', 'amsterdam');
  it.each([
    ['AND', { age: '20', city: 'Amsterdam' }, true],
    ['AND', { age: '20', city: 'Utrecht' }, false],
    ['AND', { age: '12', city: 'Amsterdam' }, false],
    ['OR', { age: '12', city: 'Amsterdam' }, true],
    ['OR', { age: '20', city: 'Utrecht' }, true],
    ['OR', { age: '', city: 'Utrecht' }, false],
  ] as const)('%s with %j matches: %s', (method, values, matches) => {
    const result = evaluateRules(
      schema,
      [rule([adult, amsterdam], [act('hide', 'remark')], method)],
      values,
    );
    expect(result.hidden.has('remark')).toBe(matches);
  });

  it.each(['AND', 'OR'] as const)('an %s group without conditions never matches', (method) => {
    const result = evaluateRules(
      schema,
      [rule([], [act('hide', 'remark'), act('set', 'city', 'x')], method)],
      {},
    );
    expect(names(result.hidden)).toEqual([]);
    expect(result.values).toEqual({});
  });
});

describe('actions', () => {
  const rules = [
    rule([when('agree', '!empty')], [act('show', 'remark')]),
    rule([when('age', '<', 18)], [act('hide', 'city')]),
    rule([when('pets', 'contains', 'kat')], [act('visually_hidden', 'category')]),
    rule([when('pets', 'contains', 'hond')], [act('set', 'category', 'hondenbezitter')]),
  ];

  it('hides a show target until its rule matches', () => {
    const result = evaluateRules(schema, rules, {});
    expect(names(result.hidden)).toEqual(['remark']);
    expect(names(result.shown)).toEqual([]);
  });

  it('shows the target when the show rule matches', () => {
    const result = evaluateRules(schema, rules, { agree: true });
    expect(names(result.hidden)).toEqual([]);
    expect(names(result.shown)).toEqual(['remark']);
  });

  it('hides on a matched hide rule and leaves the value in place', () => {
    const result = evaluateRules(schema, rules, { agree: true, age: '12', city: 'Delft' });
    expect(names(result.hidden)).toEqual(['city']);
    expect(result.values.city).toBe('Delft');
  });

  it('visually hides a matched target and elements marked visuallyHidden, keeping values', () => {
    const values = { agree: true, pets: ['kat'], category: 'x' };
    const result = evaluateRules(schema, rules, values);
    expect(names(result.visuallyHidden)).toEqual(['secret', 'category']);
    expect(result.values.category).toBe('x');
    expect(evaluateRules(schema, rules, { agree: true }).visuallyHidden).toEqual(
      new Set(['secret']),
    );
  });

  it('returns the input values themselves when no set action changes anything', () => {
    const values = { agree: true, pets: ['hond'], category: 'hondenbezitter' };
    expect(evaluateRules(schema, rules, values).values).toBe(values);
    const items = [{ a: 1 }];
    const form = [el('items', 'subform', { subform: { schema: [el('a', 'number')] } })];
    const itemRules = [rule([when('a', '=', 2)], [act('set', 'a', 3)], 'AND', 'items')];
    expect(evaluateRules(form, itemRules, { items }).values.items).toBe(items);
  });

  it('treats a value set back to the input value as unchanged', () => {
    const rules = [
      rule([when('age', '=', 1)], [act('set', 'age', 2)]),
      rule([when('age', '=', 2)], [act('set', 'city', 'x')]),
      rule([when('city', 'str_equals', 'x')], [act('set', 'age', 1)]),
    ];
    const values = { age: 1 };
    const result = evaluateRules(schema, rules, values);
    expect(result.values).toEqual({ age: 1, city: 'x' });
  });

  it('sets a value when matched and does not change the input', () => {
    const values = { agree: true, pets: ['hond'] };
    const result = evaluateRules(schema, rules, values);
    expect(result.values).toEqual({ agree: true, pets: ['hond'], category: 'hondenbezitter' });
    expect(values).toEqual({ agree: true, pets: ['hond'] });
    expect(result.converged).toBe(true);
  });

  it('lets hide win over a matching show', () => {
    const both = [
      rule([when('age', '!empty')], [act('show', 'remark')]),
      rule([when('age', '>', 60)], [act('hide', 'remark')]),
    ];
    const result = evaluateRules(schema, both, { age: 70 });
    expect(names(result.hidden)).toEqual(['remark']);
    expect(names(result.shown)).toEqual([]);
  });

  it('shows when any of several show rules for the target matches', () => {
    const two = [
      rule([when('age', '>', 60)], [act('show', 'remark')]),
      rule([when('city', 'str_equals', 'delft')], [act('show', 'remark')]),
    ];
    expect(evaluateRules(schema, two, { age: 10, city: 'Delft' }).shown).toEqual(
      new Set(['remark']),
    );
  });
});

describe('set actions to a fixpoint', () => {
  it('follows chains of set actions regardless of rule order', () => {
    const chain = [
      rule([when('city', 'str_equals', 'b')], [act('set', 'remark', 'c')]),
      rule([when('age', '=', 1)], [act('set', 'city', 'b')]),
      rule([when('remark', 'str_equals', 'c')], [act('hide', 'category')]),
    ];
    const result = evaluateRules(schema, chain, { age: 1 });
    expect(result.values).toEqual({ age: 1, city: 'b', remark: 'c' });
    expect(names(result.hidden)).toEqual(['category']);
    expect(result.converged).toBe(true);
  });

  it('lets a later rule win when two set the same element', () => {
    const rules = [
      rule([when('age', '!empty')], [act('set', 'category', 'eerste')]),
      rule([when('age', '!empty')], [act('set', 'category', 'tweede')]),
    ];
    expect(evaluateRules(schema, rules, { age: 1 }).values.category).toBe('tweede');
  });

  it('settles a default that switches its own rule off', () => {
    const rules = [rule([when('city', 'empty')], [act('set', 'city', 'Utrecht')])];
    const result = evaluateRules(schema, rules, {});
    expect(result).toMatchObject({ values: { city: 'Utrecht' }, converged: true });
  });

  it('ignores set actions that keep flipping each other, deterministically', () => {
    const flip = [
      rule([when('city', 'str_equals', 'a')], [act('set', 'city', 'b')]),
      rule([when('city', 'str_equals', 'b')], [act('set', 'city', 'a')]),
      rule([when('age', '!empty')], [act('set', 'category', 'vast')]),
    ];
    const first = evaluateRules(schema, flip, { city: 'a', age: 3 });
    expect(first).toMatchObject({ converged: false, values: { city: 'a', category: 'vast' } });
    expect(evaluateRules(schema, flip, { city: 'a', age: 3 })).toEqual(first);
    expect(evaluateRules(schema, flip, first.values).values).toEqual(first.values);
  });

  it('gives up after maxIterations', () => {
    const chain = [
      rule([when('age', '=', 1)], [act('set', 'age', 2)]),
      rule([when('age', '=', 2)], [act('set', 'age', 3)]),
    ];
    expect(evaluateRules(schema, chain, { age: 1 }).values.age).toBe(3);
    expect(evaluateRules(schema, chain, { age: 1 }, { maxIterations: 1 })).toMatchObject({
      converged: false,
      values: { age: 1 },
    });
  });
});

describe('the phase pseudo field', () => {
  const rules = [rule([when('registration_phase', '>=', 2)], [act('hide', 'remark')])];
  it.each([
    [{ phase: 3 }, {}, true],
    [{ phase: '1' }, {}, false],
    [{}, { registration_phase: '2' }, true],
    [{}, {}, false],
  ])('options %j and values %j hide: %s', (options, values, hidden) => {
    expect(evaluateRules(schema, rules, values, options).hidden.has('remark')).toBe(hidden);
  });

  it('throws for a string operator on the phase', () => {
    const bad = [rule([when('registration_phase', 'str_equals', '1')], [act('hide', 'remark')])];
    expect(() => evaluateRules(schema, bad, {})).toThrow(RuleOperatorError);
  });
});

describe('subform rules', () => {
  const items = el('items', 'subform', {
    subform: {
      schema: [el('kind', 'radio'), el('amount', 'number'), el('note', 'text')],
      rules: [
        rule([when('kind', '=', 'stored')], [act('hide', 'note')], 'AND', 'items') as never,
        { broken: true },
      ],
    },
  });
  const form = [el('mode', 'select'), items, el('other', 'subform', { subform: { schema: [] } })];
  const rules = [
    rule([when('kind', '=', 'extra')], [act('show', 'note')], 'AND', 'items'),
    rule(
      [when('amount', '>', 10), when('mode', '=', 'strict')],
      [act('set', 'note', 'te veel')],
      'AND',
      'items',
    ),
    rule([when('mode', '=', 'reset')], [act('set', 'mode', 'strict')]),
  ];

  it('evaluates per item, reading main values after main set actions', () => {
    const values = {
      mode: 'reset',
      items: [
        { subform_index: 1, kind: 'extra', amount: '5' },
        { subform_index: 2, kind: 'basis', amount: '50' },
        'not an item',
      ],
    };
    const result = evaluateRules(form, rules, values);
    expect(result.values).toEqual({
      mode: 'strict',
      items: [
        { subform_index: 1, kind: 'extra', amount: '5' },
        { subform_index: 2, kind: 'basis', amount: '50', note: 'te veel' },
        'not an item',
      ],
    });
    expect(result.subforms.items?.map((item) => names(item.hidden))).toEqual([
      [],
      ['note'],
      ['note'],
    ]);
    expect(result.subforms.items?.map((item) => names(item.shown))).toEqual([['note'], [], []]);
    expect(names(result.hidden)).toEqual([]);
    expect(result.subforms).not.toHaveProperty('other');
  });

  it('falls back to the rules stored in the subform element', () => {
    const values = { items: [{ kind: 'stored' }, { kind: 'x' }] };
    const result = evaluateRules(form, [], values);
    expect(result.subforms.items?.map((item) => names(item.hidden))).toEqual([['note'], []]);
  });

  it('skips a subform whose value is not a list', () => {
    expect(evaluateRules(form, rules, { items: 'x' }).values).toEqual({ items: 'x' });
  });

  it('ignores rules for a ruleForm that is not a subform', () => {
    const stray = [rule([when('mode', '!empty')], [act('hide', 'mode')], 'AND', 'mode')];
    expect(evaluateRules(form, stray, { mode: 'a' }).hidden.size).toBe(0);
  });
});

describe('data names that are also Object.prototype keys', () => {
  it('treats __proto__ and constructor as ordinary elements', () => {
    const form = [
      el('__proto__', 'text'),
      el('constructor', 'number'),
      el('__proto__sub', 'subform', { subform: { schema: [el('__proto__', 'text')] } }),
    ];
    const rules = [
      rule([when('constructor', 'empty')], [act('set', '__proto__', 'gezet')]),
      rule([when('__proto__', 'str_equals', 'gezet')], [act('hide', 'constructor')]),
      rule(
        [when('__proto__', 'empty')],
        [act('set', '__proto__', { a: 1 })],
        'AND',
        '__proto__sub',
      ),
    ];
    const values = JSON.parse('{"__proto__sub":[{}]}');
    const result = evaluateRules(form, rules, values);
    expect(Object.hasOwn(result.values, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(result.values)).toBe(Object.prototype);
    expect(result.values.__proto__sub).toEqual([JSON.parse('{"__proto__":{"a":1}}')]);
    expect(names(result.hidden)).toEqual(['constructor']);
  });
});
