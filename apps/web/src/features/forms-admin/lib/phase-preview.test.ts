import { ZSchema } from '@eform/core/elements';
import { PHASE_DATA_NAME, type TRule, ZRule } from '@eform/core/rules';
import { describe, expect, it } from 'vitest';
import { previewWorkflowPhases } from './phase-preview';

const transition = (name: string, nextPhase: number) => ({
  uuid: `uuid-${name}`,
  name,
  label: `Naar fase ${nextPhase}`,
  elementType: 'stateTransition',
  next_phase: nextPhase,
  assign_to_user: 0,
});

const schema = ZSchema.parse([
  { uuid: 'uuid-naam', name: 'naam', label: 'Naam', elementType: 'text' },
  transition('naar_twee', 2),
  transition('naar_drie', 3),
]);

/** A rule that shows (or hides) `dataName` when the phase compares to `phase`. */
const rule = (
  method: 'show' | 'hide',
  dataName: string,
  operator: '=' | '>' | '<',
  phase: number,
): TRule =>
  ZRule.parse({
    ruleName: `${method} ${dataName}`,
    ruleForm: '_none',
    condition_group: {
      method: 'AND',
      conditions: [
        { conditionType: 'dataValue', dataName: PHASE_DATA_NAME, operator, value: phase },
      ],
    },
    actions: [{ method, dataName }],
  });

const names = (elements: readonly { name: string }[]) => elements.map((element) => element.name);

describe('previewWorkflowPhases', () => {
  it.each([
    {
      title: 'no rules: both transitions in every phase, so each phase has too many',
      rules: [],
      phase: 1,
      shown: ['naam', 'naar_twee', 'naar_drie'],
      transitions: ['naar_twee', 'naar_drie'],
      warnings: ['multipleTransitions'],
    },
    {
      title: 'rules keep the transitions apart: phase 1 has one and no warning',
      rules: [rule('show', 'naar_twee', '=', 1), rule('show', 'naar_drie', '=', 2)],
      phase: 1,
      shown: ['naam', 'naar_twee'],
      transitions: ['naar_twee'],
      warnings: [],
    },
    {
      title: 'phase 2 shows the transition to 3',
      rules: [rule('show', 'naar_twee', '=', 1), rule('show', 'naar_drie', '=', 2)],
      phase: 2,
      shown: ['naam', 'naar_drie'],
      transitions: ['naar_drie'],
      warnings: [],
    },
    {
      title: 'a phase above 1 without a transition makes a submit final',
      rules: [rule('show', 'naar_twee', '=', 1), rule('show', 'naar_drie', '=', 2)],
      phase: 3,
      shown: ['naam'],
      transitions: [],
      warnings: ['finalSubmit'],
    },
    {
      title: 'phase 1 without a transition is no warning',
      rules: [rule('show', 'naar_twee', '>', 1), rule('show', 'naar_drie', '>', 5)],
      phase: 1,
      shown: ['naam'],
      transitions: [],
      warnings: [],
    },
    {
      title: 'hide rules count as well, for any element',
      rules: [rule('hide', 'naam', '>', 1), rule('hide', 'naar_drie', '<', 10)],
      phase: 4,
      shown: ['naar_twee'],
      transitions: ['naar_twee'],
      warnings: [],
    },
  ])('$title', ({ rules, phase, shown, transitions, warnings }) => {
    const preview = previewWorkflowPhases(schema, rules);
    const at = preview.phases[phase - 1];
    expect(preview.rulesFailed).toBe(false);
    expect(at?.phase).toBe(phase);
    expect(names(at?.shown ?? [])).toEqual(shown);
    expect(at?.hiddenCount).toBe(schema.length - shown.length);
    expect(names(at?.transitions ?? [])).toEqual(transitions);
    expect(at?.warnings).toEqual(warnings);
  });

  it('previews the nine phases in order', () => {
    const preview = previewWorkflowPhases(schema, []);
    expect(preview.phases.map((p) => p.phase)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('shows everything and says so when the rules do not evaluate', () => {
    const broken = ZRule.parse({
      ...rule('show', 'naar_twee', '=', 1),
      condition_group: {
        method: 'AND',
        conditions: [{ conditionType: 'dataValue', dataName: 'naam', operator: '>', value: 1 }],
      },
    });
    const preview = previewWorkflowPhases(schema, [broken]);
    expect(preview.rulesFailed).toBe(true);
    expect(names(preview.phases[0]?.shown ?? [])).toEqual(['naam', 'naar_twee', 'naar_drie']);
    expect(preview.phases[0]?.warnings).toEqual(['multipleTransitions']);
  });

  it('warns in every phase above 1 of a schema without transitions', () => {
    const plain = ZSchema.parse([{ uuid: 'u', name: 'naam', elementType: 'text', label: 'Naam' }]);
    const preview = previewWorkflowPhases(plain, []);
    expect(preview.phases.map((p) => p.warnings)).toEqual([
      [],
      ...Array.from({ length: 8 }, () => ['finalSubmit']),
    ]);
  });
});
