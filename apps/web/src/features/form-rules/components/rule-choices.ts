import { isInputElement, type TElement, type TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import {
  MAIN_RULE_FORM,
  PHASE_DATA_NAME,
  ruleScope,
  type TConditionFieldType,
} from '@eform/core/rules';
import { elementTitle } from '../../form-admin-kit';

/** One option of a select. */
export type TChoice = { value: string; label: string };
/** Options of a select, some in a labelled group. */
export type TChoices = (TChoice | { group: string; items: TChoice[] })[];

/** What a condition reads: its element (when it is one) and the type its operators follow. */
export type TConditionField = { element?: TElement; fieldType?: TConditionFieldType };

/** The elements one rule form offers its conditions and actions. */
export type TRuleFormScope = {
  conditionChoices: TChoices;
  actionChoices: TChoice[];
  conditionField: (dataName: string) => TConditionField;
  actionElement: (dataName: string) => TElement | undefined;
};

/** What every rule card needs to know about the form; made once per schema. */
export type TRulesContext = {
  ruleForms: TChoice[];
  scope: (ruleForm: string) => TRuleFormScope | undefined;
};

const choiceOf = (element: TElement): TChoice => ({
  value: element.name,
  label: `${elementTitle(element)} (${element.name})`,
});

function buildScope(
  schema: TSchema,
  ruleForm: string,
  workflow: boolean,
): TRuleFormScope | undefined {
  const scope = ruleScope(schema, ruleForm);
  if (!scope) return undefined;
  const own = new Map(scope.own.map((element) => [element.name, element]));
  const outer = new Map(scope.outer.map((element) => [element.name, element]));
  const inputs = (elements: readonly TElement[]) =>
    elements.filter((element) => isInputElement(element) && element.elementType !== 'subform');
  const phase: TChoice[] = workflow
    ? [{ value: PHASE_DATA_NAME, label: `${ta('rules.phase')} (${PHASE_DATA_NAME})` }]
    : [];
  const outerChoices = [...inputs(scope.outer).map(choiceOf), ...phase];
  const conditionChoices: TChoices =
    ruleForm === MAIN_RULE_FORM
      ? [...inputs(scope.own).map(choiceOf), ...phase]
      : [
          ...inputs(scope.own).map(choiceOf),
          ...(outerChoices.length > 0
            ? [{ group: ta('rules.ruleForm.main'), items: outerChoices }]
            : []),
        ];
  return {
    conditionChoices,
    actionChoices: scope.own.map(choiceOf),
    conditionField: (dataName) => {
      const element = own.get(dataName) ?? outer.get(dataName);
      if (element) return { element, fieldType: element.elementType };
      return dataName === PHASE_DATA_NAME ? { fieldType: 'phase' } : {};
    },
    actionElement: (dataName) => own.get(dataName),
  };
}

/** The rule forms (main form and each subform) and, per rule form, its elements as options. */
export function buildRulesContext(schema: TSchema, workflow: boolean): TRulesContext {
  const subforms = schema.filter((element) => element.elementType === 'subform');
  const ruleForms: TChoice[] = [
    { value: MAIN_RULE_FORM, label: ta('rules.ruleForm.main') },
    ...subforms.map((element) => ({
      value: element.name,
      label: ta('rules.ruleForm.subform', { name: elementTitle(element) }),
    })),
  ];
  const scopes = new Map<string, TRuleFormScope | undefined>();
  return {
    ruleForms,
    scope: (ruleForm) => {
      if (!scopes.has(ruleForm)) scopes.set(ruleForm, buildScope(schema, ruleForm, workflow));
      return scopes.get(ruleForm);
    },
  };
}

/**
 * `choices` with `value` added in front when none offers it, so a select shows what the rule
 * holds (an element since removed, a value no longer an option) rather than silently another one.
 */
export function withCurrent(choices: TChoices, value: string, label: string): TChoices {
  if (value === '') return choices;
  const offered = choices.some((choice) =>
    'group' in choice ? choice.items.some((item) => item.value === value) : choice.value === value,
  );
  return offered ? choices : [{ value, label }, ...choices];
}
