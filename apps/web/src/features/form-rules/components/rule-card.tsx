import type { TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import {
  newRuleAction,
  newRuleCondition,
  RULE_METHODS,
  type TRule,
  type TRuleAction,
  type TRuleCondition,
  validateRules,
} from '@eform/core/rules';
import { Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { ActionRow } from './action-row';
import { ConditionRow } from './condition-row';
import type { TRulesContext } from './rule-choices';
import { ChoiceSelect, DebouncedTextInput } from './rule-inputs';
import { ruleFieldErrors } from './rule-issues';
import { RuleListSection } from './rule-parts';
import type { TRuleActions, TRuleItem } from './use-rules-state';

type TProps = {
  item: TRuleItem;
  index: number;
  first: boolean;
  last: boolean;
  schema: TSchema;
  context: TRulesContext;
  /** After a refused save: the rule's problems show at their fields, and follow its edits. */
  showIssues: boolean;
  actions: TRuleActions;
};

/**
 * One rule in a card. Memoised: with a hundred rules a keystroke re-renders only the card whose
 * rule changed (the page's callbacks and context are stable).
 */
export const RuleCard = memo(function RuleCard({
  item,
  index,
  first,
  last,
  schema,
  context,
  showIssues,
  actions,
}: TProps) {
  const { key, rule } = item;
  const scope = context.scope(rule.ruleForm);
  const errors = useMemo(
    () => ruleFieldErrors(showIssues ? validateRules(schema, [rule]) : []),
    [showIssues, schema, rule],
  );
  const update = useCallback(
    (change: (rule: TRule) => TRule) => actions.update(key, change),
    [actions, key],
  );
  const changeCondition = useCallback(
    (at: number, change: (condition: TRuleCondition) => TRuleCondition) =>
      update((r) =>
        withConditions(
          r,
          r.condition_group.conditions.map((c, i) => (i === at ? change(c) : c)),
        ),
      ),
    [update],
  );
  const removeCondition = useCallback(
    (at: number) => {
      actions.flush();
      update((r) =>
        withConditions(
          r,
          r.condition_group.conditions.filter((_, i) => i !== at),
        ),
      );
    },
    [actions, update],
  );
  const changeAction = useCallback(
    (at: number, change: (action: TRuleAction) => TRuleAction) =>
      update((r) => ({ ...r, actions: r.actions.map((a, i) => (i === at ? change(a) : a)) })),
    [update],
  );
  const removeAction = useCallback(
    (at: number) => {
      actions.flush();
      update((r) => ({ ...r, actions: r.actions.filter((_, i) => i !== at) }));
    },
    [actions, update],
  );
  const titleId = `${key}-title`;
  const conditions = rule.condition_group.conditions;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {rule.ruleName.trim() || ta('rules.title', { number: index + 1 })}
          </Title>
          <Group gap={4} wrap="wrap">
            <Button
              variant="subtle"
              size="xs"
              disabled={first}
              onClick={() => actions.move(key, -1)}
            >
              {ta('rules.moveUp')}
            </Button>
            <Button variant="subtle" size="xs" disabled={last} onClick={() => actions.move(key, 1)}>
              {ta('rules.moveDown')}
            </Button>
            <Button variant="subtle" size="xs" onClick={() => actions.duplicate(key)}>
              {ta('rules.duplicate')}
            </Button>
            <Button variant="subtle" size="xs" color="red" onClick={() => actions.remove(key)}>
              {ta('rules.remove')}
            </Button>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DebouncedTextInput
            label={ta('rules.ruleName')}
            value={rule.ruleName}
            onCommit={(ruleName) => update((r) => ({ ...r, ruleName }))}
            error={errors.rule.ruleName}
            required
          />
          <ChoiceSelect
            label={ta('rules.ruleForm')}
            value={rule.ruleForm}
            choices={context.ruleForms}
            onChange={(ruleForm) => update((r) => ({ ...r, ruleForm }))}
            error={errors.rule.ruleForm}
            required
          />
        </SimpleGrid>
        <RuleListSection
          title={ta('rules.conditions')}
          emptyText={ta('rules.noConditions')}
          count={conditions.length}
          addLabel={ta('rules.condition.add')}
          onAdd={() =>
            update((r) => withConditions(r, [...r.condition_group.conditions, newRuleCondition()]))
          }
        >
          <ChoiceSelect
            label={ta('rules.method')}
            value={rule.condition_group.method}
            choices={RULE_METHODS.map((method) => ({
              value: method,
              label: ta(`rules.method.${method}`),
            }))}
            onChange={(method) =>
              update((r) => ({
                ...r,
                condition_group: {
                  ...r.condition_group,
                  method: method as TRule['condition_group']['method'],
                },
              }))
            }
            required
          />
          {conditions.map((condition, at) => (
            <ConditionRow
              // Rows address their condition by index; the page flushes typing before one goes.
              // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity of their own
              key={at}
              condition={condition}
              index={at}
              scope={scope}
              errors={errors.condition(at)}
              onChange={changeCondition}
              onRemove={removeCondition}
            />
          ))}
        </RuleListSection>
        <RuleListSection
          title={ta('rules.actions')}
          emptyText={ta('rules.noActions')}
          count={rule.actions.length}
          addLabel={ta('rules.actionRow.add')}
          onAdd={() => update((r) => ({ ...r, actions: [...r.actions, newRuleAction()] }))}
        >
          {rule.actions.map((action, at) => (
            <ActionRow
              // biome-ignore lint/suspicious/noArrayIndexKey: actions have no identity of their own
              key={at}
              action={action}
              index={at}
              scope={scope}
              errors={errors.action(at)}
              onChange={changeAction}
              onRemove={removeAction}
            />
          ))}
        </RuleListSection>
      </Stack>
    </Paper>
  );
});

function withConditions(rule: TRule, conditions: TRuleCondition[]): TRule {
  return { ...rule, condition_group: { ...rule.condition_group, conditions } };
}
