import { t } from '@eform/core/messages';
import { editorText } from '@eform/core/messages/editor';
import type { TRuleIssue } from '@eform/core/rules';

/** Texts of problems by field name ('ruleName', 'dataName', 'operator', 'value', ...). */
export type TFieldErrors = Readonly<Record<string, string | undefined>>;

/** One object for every row without problems, so memoised rows keep their render. */
export const NO_ERRORS: TFieldErrors = Object.freeze({});

/** The Dutch text of an issue; a data name left empty is a required field, not an unknown one. */
export function issueText(issue: TRuleIssue): string {
  if (issue.messageKey === 'rules.unknownDataName' && !issue.params?.dataName) {
    return t('validation.required');
  }
  return editorText(issue.messageKey, issue.params);
}

/**
 * One rule's issues (validateRules paths such as 'ruleName', 'condition_group.conditions.2.value',
 * 'actions.0.dataName') as texts per field: of the rule, of each condition, of each action.
 */
export function ruleFieldErrors(issues: readonly TRuleIssue[]) {
  const rule: Record<string, string> = {};
  const conditions = new Map<number, Record<string, string>>();
  const actions = new Map<number, Record<string, string>>();
  const row = (rows: Map<number, Record<string, string>>, index: number) => {
    const found = rows.get(index) ?? {};
    rows.set(index, found);
    return found;
  };
  for (const issue of issues) {
    const parts = issue.path.split('.');
    const [target, field] =
      parts[0] === 'condition_group'
        ? [row(conditions, Number(parts[2])), parts[3]]
        : parts[0] === 'actions'
          ? [row(actions, Number(parts[1])), parts[2]]
          : [rule, parts[0]];
    if (field && !(field in target)) target[field] = issueText(issue);
  }
  return {
    rule: rule as TFieldErrors,
    condition: (index: number): TFieldErrors => conditions.get(index) ?? NO_ERRORS,
    action: (index: number): TFieldErrors => actions.get(index) ?? NO_ERRORS,
  };
}
