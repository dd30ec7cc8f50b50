import { Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TRuleFormScope } from './rule-choices';
import type { TFieldErrors } from './rule-issues';

/** What a condition or action row gets: its place, the rule's elements, its problems, changes. */
export type TRuleRowProps<T> = {
  index: number;
  scope: TRuleFormScope | undefined;
  /** The texts of the row's problems by field (dataName, operator, value). */
  errors: TFieldErrors;
  onChange: (index: number, change: (row: T) => T) => void;
  onRemove: (index: number) => void;
};

/** A condition or action row: a titled group of its inputs and a button that removes it. */
export function RuleRowFrame(props: {
  legend: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Fieldset legend={props.legend} variant="filled" p="sm">
      {props.children}
      <Button variant="subtle" color="red" size="xs" mt="xs" onClick={props.onRemove}>
        {props.removeLabel}
      </Button>
    </Fieldset>
  );
}

/** The conditions or actions of a rule: a heading, its rows (or a note there are none), add. */
export function RuleListSection(props: {
  title: string;
  emptyText: string;
  count: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={4} size="h5">
        {props.title}
      </Title>
      {props.count === 0 && <Text c="dimmed">{props.emptyText}</Text>}
      {props.children}
      <Group>
        <Button variant="light" size="xs" onClick={props.onAdd}>
          {props.addLabel}
        </Button>
      </Group>
    </Stack>
  );
}
