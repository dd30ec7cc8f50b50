import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import {
  conditionValueKind,
  OPERATOR_LABEL_KEYS,
  OPERATORS,
  operatorsFor,
  type TConditionFieldType,
  type TOperator,
  type TRuleCondition,
} from '@eform/core/rules';
import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import type { TRuleFormScope } from './rule-choices';
import { ChoiceSelect, DebouncedTextInput, RuleValueInput } from './rule-inputs';
import { RuleRowFrame, type TRuleRowProps } from './rule-parts';

type TProps = TRuleRowProps<TRuleCondition> & { condition: TRuleCondition };

const operatorLabel = (operator: TOperator) => te(OPERATOR_LABEL_KEYS[operator]);

const withDatasource = (fieldType: TConditionFieldType | undefined) =>
  fieldType === 'map' || fieldType === 'search';

/**
 * The condition with its element changed: an operator the new element does not allow becomes its
 * first one, and a value of another kind (or another element's option) is cleared.
 */
export function changeConditionElement(
  condition: TRuleCondition,
  dataName: string,
  scope: TRuleFormScope,
): TRuleCondition {
  const { fieldType } = scope.conditionField(dataName);
  const allowed = fieldType ? operatorsFor(fieldType) : OPERATORS;
  const operator = allowed.includes(condition.operator)
    ? condition.operator
    : (allowed[0] as TOperator);
  const before = conditionValueKind(
    scope.conditionField(condition.dataName).fieldType,
    condition.operator,
  );
  const after = conditionValueKind(fieldType, operator);
  const keepValue = before === after && after !== 'options';
  const { datasourcePropertyName, ...rest } = condition;
  return {
    ...rest,
    dataName,
    operator,
    value: keepValue ? condition.value : '',
    ...(withDatasource(fieldType) && datasourcePropertyName ? { datasourcePropertyName } : {}),
  };
}

/** One condition of a rule: element, datasource property (map, search), operator and value. */
export const ConditionRow = memo(function ConditionRow({
  condition,
  index,
  scope,
  errors,
  onChange,
  onRemove,
}: TProps) {
  const number = index + 1;
  const { element, fieldType } = scope?.conditionField(condition.dataName) ?? {};
  const operators = fieldType ? operatorsFor(fieldType) : [condition.operator];
  const kind = conditionValueKind(fieldType, condition.operator);
  const set = (change: Partial<TRuleCondition>) => onChange(index, (c) => ({ ...c, ...change }));
  return (
    <RuleRowFrame
      legend={ta('rules.condition.title', { number })}
      removeLabel={ta('rules.condition.remove', { number })}
      onRemove={() => onRemove(index)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ChoiceSelect
          label={ta('rules.condition.element')}
          value={condition.dataName}
          choices={scope?.conditionChoices ?? []}
          placeholder={ta('rules.chooseElement')}
          currentLabel={ta('rules.missingElement', { name: condition.dataName })}
          onChange={(dataName) =>
            scope && onChange(index, (c) => changeConditionElement(c, dataName, scope))
          }
          error={errors.dataName}
          required
        />
        {withDatasource(fieldType) && (
          <DebouncedTextInput
            label={ta('rules.condition.property')}
            description={ta('rules.condition.propertyHint')}
            value={condition.datasourcePropertyName ?? ''}
            onCommit={(text) =>
              onChange(index, ({ datasourcePropertyName: _, ...c }) =>
                text.trim() ? { ...c, datasourcePropertyName: text.trim() } : c,
              )
            }
          />
        )}
        <ChoiceSelect
          label={ta('rules.condition.operator')}
          value={condition.operator}
          choices={operators.map((operator) => ({
            value: operator,
            label: operatorLabel(operator),
          }))}
          currentLabel={
            (OPERATORS as readonly string[]).includes(condition.operator)
              ? operatorLabel(condition.operator)
              : condition.operator
          }
          onChange={(operator) => set({ operator: operator as TOperator })}
          error={errors.operator}
          required
        />
        <RuleValueInput
          kind={kind}
          label={ta('rules.condition.value')}
          element={element}
          value={condition.value}
          onCommit={(value) => set({ value })}
          error={errors.value}
        />
      </SimpleGrid>
    </RuleRowFrame>
  );
});
