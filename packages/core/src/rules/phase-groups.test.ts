import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { elementsByPhase, visitedPhases } from './phase-groups';
import { type TRule, ZRule } from './rule-schema';

const schema = schemaFixture([
  { name: 'kop', label: 'Inspectie', elementType: 'header' },
  { name: 'locatie', label: 'Locatie', elementType: 'text' },
  { name: 'soort', label: 'Soort', elementType: 'text' },
  { name: 'toelichting', label: 'Toelichting', elementType: 'text' },
  { name: 'bevindingen', label: 'Bevindingen', elementType: 'textarea' },
  { name: 'akkoord', label: 'Akkoord', elementType: 'text' },
  { name: 'naar_2', label: 'Door', elementType: 'stateTransition', next_phase: 2 },
  { name: 'naar_3', label: 'Door', elementType: 'stateTransition', next_phase: 3 },
]);

const rule = (dataName: string, field: string, operator: string, value: unknown): TRule =>
  ZRule.parse({
    ruleName: `${dataName} bij ${field} ${operator} ${String(value)}`,
    ruleForm: '_none',
    condition_group: {
      method: 'AND',
      conditions: [{ conditionType: 'dataValue', dataName: field, operator, value }],
    },
    actions: [{ method: 'show', dataName }],
  });
const inPhase = (dataName: string, phase: number) =>
  rule(dataName, 'registration_phase', '=', phase);

const rules = [
  inPhase('naar_2', 1),
  inPhase('bevindingen', 2),
  inPhase('naar_3', 2),
  inPhase('akkoord', 3),
  rule('toelichting', 'soort', 'str_equals', 'anders'),
];

const names = (groups: ReturnType<typeof elementsByPhase>) =>
  groups.map((group) => [group.phase, group.elements.map((element) => element.name)]);

const ran = (phase: number, at?: string) => ({
  next_phase: phase,
  triggered: true,
  ...(at ? { triggered_date: at } : {}),
});

describe('visitedPhases', () => {
  it('starts at 1 and follows the transitions that ran to the current phase', () => {
    const values = { naar_2: ran(2), naar_3: ran(3) };
    expect(visitedPhases(schema, values, '3')).toEqual([1, 2, 3]);
  });

  it('orders transitions by when they ran', () => {
    const values = {
      naar_2: ran(2, '2026-03-05T10:00:00.000Z'),
      naar_3: ran(3, '2026-03-04T10:00:00.000Z'),
    };
    expect(visitedPhases(schema, values, '2')).toEqual([1, 3, 2]);
  });

  it('skips transitions that did not run and phases outside 1-9', () => {
    const values = { naar_2: { next_phase: 2, triggered: false }, naar_3: ran(12) };
    expect(visitedPhases(schema, values, null)).toEqual([1]);
    expect(visitedPhases(schema, {}, '4')).toEqual([1, 4]);
  });
});

describe('elementsByPhase', () => {
  it('puts each element under the first visited phase whose rules show it', () => {
    const values = { locatie: 'Speeltuin', soort: 'anders', naar_2: ran(2), naar_3: ran(3) };
    expect(names(elementsByPhase(schema, rules, values, [1, 2, 3]))).toEqual([
      [1, ['locatie', 'soort', 'toelichting', 'naar_2']],
      [2, ['bevindingen', 'naar_3']],
      [3, ['akkoord']],
    ]);
  });

  it('reads value conditions on the registration, and leaves out what no visited phase shows', () => {
    const values = { soort: 'schommel', naar_2: ran(2) };
    expect(names(elementsByPhase(schema, rules, values, [1, 2]))).toEqual([
      [1, ['locatie', 'soort', 'naar_2']],
      [2, ['bevindingen', 'naar_3']],
    ]);
  });

  it('gives every element to the first phase when the rules do not evaluate', () => {
    const broken = [...rules, rule('akkoord', 'locatie', 'contains', 'x')];
    const groups = elementsByPhase(schema, broken, {}, [1, 2]);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.phase).toBe(1);
    expect(groups[0]?.elements).toHaveLength(7);
  });
});
