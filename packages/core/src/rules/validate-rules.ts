import type { TElement, TSchema } from '../elements';
import { isEmptyValue, toFiniteNumber } from '../formula/values';
import type { TMessageKey } from '../messages';
import type { TEditorMessageKey } from '../messages/editor';
import { elementsByName } from './compile-rules';
import { isOperator, operatorFamily, operatorsFor, PHASE_DATA_NAME } from './operators';
import { MAIN_RULE_FORM, type TRule } from './rule-schema';

/**
 * One problem the rule editor reports: which rule, which field (a path), which Dutch text (a key
 * of the editor catalogue or the main one: `editorText` of '@eform/core/messages/editor').
 */
export type TRuleIssue = {
  ruleIndex: number;
  path: string;
  messageKey: TEditorMessageKey | TMessageKey;
  params?: Record<string, string>;
};

/**
 * Checks rules against the form's schema as the rule editor does (document 2 section 5): ruleName,
 * ruleForm, dataName, operator and method are required; ruleForm is '_none' or a subform; every
 * data name exists where the rule runs (conditions may also name main-form elements and
 * 'registration_phase'); each operator applies to its element's type; a numeric field needs a
 * numeric value and a text field a non-empty one (except for empty and !empty). Returns no issues
 * when all is well. The editor then shows 'form.invalid' ('Controleer het formulier...').
 */
export function validateRules(schema: TSchema, rules: readonly TRule[]): TRuleIssue[] {
  const mainElements = elementsByName(schema);
  const issues: TRuleIssue[] = [];
  rules.forEach((rule, ruleIndex) => {
    const report = (
      path: string,
      messageKey: TEditorMessageKey | TMessageKey,
      params?: Record<string, string>,
    ) => issues.push({ ruleIndex, path, messageKey, ...(params && { params }) });
    if (rule.ruleName.trim() === '') report('ruleName', 'validation.required');
    const own = ownElements(rule.ruleForm, mainElements);
    if (!own) {
      report('ruleForm', 'rules.unknownRuleForm', { ruleForm: rule.ruleForm });
      return;
    }
    rule.condition_group.conditions.forEach((condition, index) => {
      const path = `condition_group.conditions.${index}`;
      const element = own.get(condition.dataName) ?? mainElements.get(condition.dataName);
      const fieldType =
        element?.elementType ?? (condition.dataName === PHASE_DATA_NAME ? 'phase' : undefined);
      if (!fieldType) {
        if (condition.dataName.trim() === '') report(`${path}.dataName`, 'validation.required');
        else report(`${path}.dataName`, 'rules.unknownDataName', { dataName: condition.dataName });
        return;
      }
      if (
        !isOperator(condition.operator) ||
        !operatorsFor(fieldType).includes(condition.operator)
      ) {
        report(`${path}.operator`, 'rules.operatorNotAllowed', { operator: condition.operator });
        return;
      }
      if (condition.operator === 'empty' || condition.operator === '!empty') return;
      if (operatorFamily(fieldType) === 'numeric') {
        if (toFiniteNumber(condition.value) === undefined) {
          report(`${path}.value`, 'element.numberInvalid');
        }
      } else if (isEmptyValue(condition.value)) {
        report(`${path}.value`, 'validation.required');
      }
    });
    rule.actions.forEach((action, index) => {
      if (action.dataName.trim() === '') report(`actions.${index}.dataName`, 'validation.required');
      else if (!own.has(action.dataName)) {
        report(`actions.${index}.dataName`, 'rules.unknownDataName', { dataName: action.dataName });
      }
    });
  });
  return issues;
}

function ownElements(
  ruleForm: string,
  mainElements: ReadonlyMap<string, TElement>,
): ReadonlyMap<string, TElement> | undefined {
  if (ruleForm === MAIN_RULE_FORM) return mainElements;
  const subform = mainElements.get(ruleForm);
  if (subform?.elementType !== 'subform') return undefined;
  return elementsByName(subform.subform?.schema ?? []);
}
