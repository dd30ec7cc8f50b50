import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TElement } from '../elements';
import { evaluateRules } from './evaluate-rules';
import { operatorsFor } from './operators';
import type { TRule } from './rule-schema';

const el = (name: string, elementType: TElement['elementType'], extra: Partial<TElement> = {}) =>
  ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;

/** A small form with one element of each operator family, plus a subform. */
const fields = [
  el('n', 'number'),
  el('t', 'text'),
  el('c', 'checkbox_multiple'),
  el('s', 'checkbox_single'),
  el('r', 'radio'),
];
const itemFields = [el('q', 'number'), el('w', 'text')];
const schema = [...fields, el('sub', 'subform', { subform: { schema: itemFields } })];

/** Values drawn from a small pool so that conditions and set actions actually interact. */
const valuePool = fc.constantFrom<unknown>(
  '',
  '1',
  '2',
  'a',
  'B',
  ['a'],
  ['a', 'b'],
  true,
  null,
  3,
);

const conditionFor = (elements: TElement[]) =>
  fc.constantFrom(...elements).chain((element) =>
    fc.record({
      conditionType: fc.constant('dataValue' as const),
      dataName: fc.constant(element.name),
      operator: fc.constantFrom(...operatorsFor(element.elementType)),
      value: valuePool,
    }),
  );

const ruleFor = (elements: TElement[], ruleForm: string, readable: TElement[]) =>
  fc.record({
    ruleName: fc.constant('r'),
    ruleForm: fc.constant(ruleForm),
    condition_group: fc.record({
      method: fc.constantFrom('AND' as const, 'OR' as const),
      conditions: fc.array(conditionFor(readable), { minLength: 0, maxLength: 3 }),
    }),
    actions: fc.array(
      fc.record({
        method: fc.constantFrom(
          'show' as const,
          'hide' as const,
          'visually_hidden' as const,
          'set' as const,
        ),
        dataName: fc.constantFrom(...elements.map((e) => e.name)),
        value: valuePool,
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }) satisfies fc.Arbitrary<TRule>;

const rulesArb = fc
  .tuple(
    fc.array(ruleFor(fields, '_none', fields), { maxLength: 8 }),
    fc.array(ruleFor(itemFields, 'sub', [...itemFields, ...fields]), { maxLength: 4 }),
  )
  .map(([main, sub]) => [...main, ...sub]);

const valuesArb = fc.record(
  {
    n: valuePool,
    t: valuePool,
    c: valuePool,
    s: valuePool,
    r: valuePool,
    sub: fc.array(fc.record({ q: valuePool, w: valuePool }, { requiredKeys: [] }), {
      maxLength: 3,
    }),
  },
  { requiredKeys: [] },
);

describe('evaluateRules properties', () => {
  it('is deterministic, and idempotent whenever set actions reach a fixpoint', () => {
    let converged = 0;
    fc.assert(
      fc.property(rulesArb, valuesArb, (rules, values) => {
        const first = evaluateRules(schema, rules, values);
        expect(evaluateRules(schema, rules, values)).toEqual(first);
        if (!first.converged) return;
        converged += 1;
        expect(evaluateRules(schema, rules, first.values)).toEqual(first);
      }),
      { numRuns: 500 },
    );
    // Guard against a generator that only ever produces oscillating rule sets.
    expect(converged).toBeGreaterThan(400);
  });

  it('without set actions leaves the values as they are', () => {
    const noSets = rulesArb.map((rules) =>
      rules.map((rule) => ({ ...rule, actions: rule.actions.filter((a) => a.method !== 'set') })),
    );
    fc.assert(
      fc.property(noSets, valuesArb, (rules, values) => {
        const result = evaluateRules(schema, rules, values);
        expect(result.values).toEqual(values);
        expect(result.converged).toBe(true);
      }),
    );
  });
});
