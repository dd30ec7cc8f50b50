import { describe, expect, it } from 'vitest';
import { schemaFixture } from '../elements/fixtures.test-support';
import { ZRule } from '../rules';
import { ctx } from './editor-fixtures.test-support';
import { transitionPhasesByRules } from './transition-phases';
import { validateSchemaForEditor } from './validate-schema';

const schema = schemaFixture([
  {
    name: 'naar_twee',
    label: 'Door',
    elementType: 'stateTransition',
    next_phase: 2,
    assign_to_user: 0,
  },
  {
    name: 'naar_drie',
    label: 'Door',
    elementType: 'stateTransition',
    next_phase: 3,
    assign_to_user: 0,
  },
]);
const showInPhase = (dataName: string, phase: number) =>
  ZRule.parse({
    ruleName: `${dataName} in fase ${phase}`,
    ruleForm: '_none',
    condition_group: {
      method: 'AND',
      conditions: [
        { conditionType: 'dataValue', dataName: 'registration_phase', operator: '=', value: phase },
      ],
    },
    actions: [{ method: 'show', dataName }],
  });

describe('transitionPhasesByRules', () => {
  it('finds the phases in which the rules show each transition', () => {
    const phases = transitionPhasesByRules(schema, [
      showInPhase('naar_twee', 1),
      showInPhase('naar_drie', 2),
    ]);
    expect(schema.map((element) => phases(element))).toEqual([[1], [2]]);
  });

  it('lets the editor accept transitions the rules keep apart, and catch those they do not', () => {
    const apart = [showInPhase('naar_twee', 1), showInPhase('naar_drie', 2)];
    const together = [showInPhase('naar_twee', 1), showInPhase('naar_drie', 1)];
    const issues = (rules: typeof apart) =>
      validateSchemaForEditor(schema, {
        ...ctx,
        stateTransitionPhases: transitionPhasesByRules(schema, rules),
      });
    expect(issues(apart)).toEqual([]);
    expect(issues(together).map((issue) => issue.message)).toEqual([
      'Er mag maar één statusovergang per fase zijn (fase 1).',
    ]);
  });

  it('counts every transition as shown in every phase when the rules cannot be evaluated', () => {
    const broken = ZRule.parse({
      ...showInPhase('naar_twee', 1),
      condition_group: {
        method: 'AND',
        conditions: [
          { conditionType: 'dataValue', dataName: 'naar_drie', operator: 'contains', value: 1 },
        ],
      },
    });
    expect(transitionPhasesByRules(schema, [broken])(schema[0] as never)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });
});
