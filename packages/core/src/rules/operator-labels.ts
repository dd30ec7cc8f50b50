import type { TPlainEditorMessageKey } from '../messages/editor';
import type { TOperator } from './operators';

/**
 * Key of each operator's Dutch label in the rule editor, in the editor catalogue (`te`). A module
 * of its own: operators.ts rides in the filler's entry chunk with the rule schema, and this table
 * is for the rule editor only.
 */
export const OPERATOR_LABEL_KEYS: Readonly<Record<TOperator, TPlainEditorMessageKey>> = {
  '=': 'rules.operator.eq',
  '!': 'rules.operator.neq',
  '>': 'rules.operator.gt',
  '>=': 'rules.operator.gte',
  '<': 'rules.operator.lt',
  '<=': 'rules.operator.lte',
  empty: 'rules.operator.empty',
  '!empty': 'rules.operator.notEmpty',
  contains: 'rules.operator.contains',
  '!contains': 'rules.operator.notContains',
  str_equals: 'rules.operator.strEquals',
  str_starts_with: 'rules.operator.strStartsWith',
  str_ends_with: 'rules.operator.strEndsWith',
  str_includes: 'rules.operator.strIncludes',
};
