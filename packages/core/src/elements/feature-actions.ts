import type { TFeatureAction, TMapSettings } from './settings-schema';

/**
 * A map element's feature actions (doc 2 'mapSettings' featureActions): conditions on a feature's
 * data ('always', or a data column '=' a value, as text without case, AND or OR) and what they do
 * (setStatus, setHidden). Once here: the map field and the public map apply them on the device,
 * and the server leaves the features they hide out of a public map's answer.
 */
function conditionHolds(
  condition: NonNullable<TFeatureAction['conditions']>[number],
  data: Record<string, string>,
): boolean {
  if (condition.conditionType === 'always') return true;
  if (condition.conditionType !== 'dataValue' || !condition.dataName) return false;
  const actual = String(data[condition.dataName] ?? '')
    .trim()
    .toLowerCase();
  return (
    actual ===
    String(condition.dataValue ?? '')
      .trim()
      .toLowerCase()
  );
}

/** Whether a feature action's conditions hold for a feature's data (none: it never applies). */
export function featureActionApplies(
  action: TFeatureAction,
  data: Record<string, string>,
): boolean {
  const conditions = action.conditions ?? [];
  if (conditions.length === 0) return false;
  return action.conditionMethod === 'or'
    ? conditions.some((condition) => conditionHolds(condition, data))
    : conditions.every((condition) => conditionHolds(condition, data));
}

/** Whether one of the element's feature actions hides a feature with this data (setHidden). */
export function hiddenByFeatureActions(
  settings: TMapSettings | undefined,
  data: Record<string, string>,
): boolean {
  return (settings?.featureActions ?? []).some(
    (action) =>
      (action.actions ?? []).some((todo) => todo.actionType === 'setHidden') &&
      featureActionApplies(action, data),
  );
}
