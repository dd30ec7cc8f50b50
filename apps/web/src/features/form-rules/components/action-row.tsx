import type { TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { RULE_ACTION_METHODS, type TRuleAction } from '@eform/core/rules';
import { SimpleGrid } from '@mantine/core';
import { memo } from 'react';
import { ChoiceSelect, RuleValueInput } from './rule-inputs';
import { RuleRowFrame, type TRuleRowProps } from './rule-parts';

type TProps = TRuleRowProps<TRuleAction> & { action: TRuleAction };

const METHOD_CHOICES = () =>
  RULE_ACTION_METHODS.map((method) => ({ value: method, label: ta(`rules.action.${method}`) }));

const NUMERIC = new Set(['number', 'decimal', 'calculation']);

/** The input a 'set' action's value needs, from the element it sets. */
export function setValueKind(element: TElement | undefined) {
  if (!element) return 'text';
  if (element.elementType === 'checkbox_single') return 'checkbox';
  if (NUMERIC.has(element.elementType)) return 'number';
  if (element.elementType === 'radio' || element.elementType === 'select') return 'options';
  return 'text';
}

/** One action of a rule: what it does (show, hide, visually hide, set), to which element, value. */
export const ActionRow = memo(function ActionRow({
  action,
  index,
  scope,
  errors,
  onChange,
  onRemove,
}: TProps) {
  const number = index + 1;
  const element = scope?.actionElement(action.dataName);
  return (
    <RuleRowFrame
      legend={ta('rules.actionRow.title', { number })}
      removeLabel={ta('rules.actionRow.remove', { number })}
      onRemove={() => onRemove(index)}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <ChoiceSelect
          label={ta('rules.actionRow.method')}
          value={action.method}
          choices={METHOD_CHOICES()}
          onChange={(method) =>
            onChange(index, (a) => ({ ...a, method: method as TRuleAction['method'] }))
          }
          required
        />
        <ChoiceSelect
          label={ta('rules.actionRow.element')}
          value={action.dataName}
          choices={scope?.actionChoices ?? []}
          placeholder={ta('rules.chooseElement')}
          currentLabel={ta('rules.missingElement', { name: action.dataName })}
          onChange={(dataName) =>
            onChange(index, (a) =>
              a.method === 'set' ? { ...a, dataName, value: '' } : { ...a, dataName },
            )
          }
          error={errors.dataName}
          required
        />
        {action.method === 'set' && (
          <RuleValueInput
            kind={setValueKind(element)}
            label={ta('rules.actionRow.value')}
            element={element}
            value={action.value}
            onCommit={(value) => onChange(index, (a) => ({ ...a, value }))}
          />
        )}
      </SimpleGrid>
    </RuleRowFrame>
  );
});
