import { isChoiceElement, type TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { NativeSelect, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDebouncedText } from './pending-edits';
import { type TChoice, type TChoices, withCurrent } from './rule-choices';

type TTextProps = {
  label: string;
  value: string;
  onCommit: (text: string) => void;
  error?: ReactNode;
  description?: string;
  numeric?: boolean;
  required?: boolean;
};

/** A text input whose text reaches the rules 100 ms after the last key (or on leaving it). */
export function DebouncedTextInput({ value, onCommit, numeric, ...props }: TTextProps) {
  const { text, change, flush } = useDebouncedText(value, onCommit);
  return (
    <TextInput
      {...props}
      value={text}
      inputMode={numeric ? 'decimal' : undefined}
      onChange={(event) => change(event.currentTarget.value)}
      onBlur={flush}
    />
  );
}

type TSelectProps = {
  label: string;
  value: string;
  choices: TChoices;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Text of the empty first option, shown while nothing is chosen. */
  placeholder?: string;
  /** Label of a held value that no choice offers. */
  currentLabel?: string;
  required?: boolean;
};

/** A native select (light with a hundred rules, keyboard and phone friendly) of `choices`. */
export function ChoiceSelect({
  value,
  choices,
  onChange,
  placeholder,
  currentLabel,
  ...props
}: TSelectProps) {
  const data = withCurrent(choices, value, currentLabel ?? value);
  return (
    <NativeSelect
      {...props}
      value={value}
      data={placeholder ? [{ value: '', label: placeholder, disabled: true }, ...data] : data}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** Shows a stored value in a text input: a number or text as it is, anything else empty. */
export function valueText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** The options of a choice element as select options (label shown, value stored). */
export function optionChoices(element: TElement | undefined): TChoice[] {
  if (!element || !isChoiceElement(element)) return [];
  return (element.options ?? []).map((option) => ({ value: option.value, label: option.label }));
}

type TValueProps = {
  kind: 'none' | 'number' | 'options' | 'text' | 'checkbox';
  label: string;
  element: TElement | undefined;
  value: unknown;
  onCommit: (value: unknown) => void;
  error?: ReactNode;
};

/**
 * The value of a condition or a 'set' action, as the element takes it: one of its options (label
 * shown, value stored), ticked or not, a number, or text; nothing for kind 'none'.
 */
export function RuleValueInput({ kind, label, element, value, onCommit, error }: TValueProps) {
  if (kind === 'none') return null;
  if (kind === 'options' || kind === 'checkbox') {
    const choices =
      kind === 'options'
        ? optionChoices(element)
        : [
            { value: 'true', label: ta('rules.checked') },
            { value: 'false', label: ta('rules.unchecked') },
          ];
    return (
      <ChoiceSelect
        label={label}
        value={
          kind === 'checkbox'
            ? value === true
              ? 'true'
              : value === false
                ? 'false'
                : ''
            : valueText(value)
        }
        choices={choices}
        placeholder={ta('rules.chooseValue')}
        onChange={(next) => onCommit(kind === 'checkbox' ? next === 'true' : next)}
        error={error}
        required
      />
    );
  }
  return (
    <DebouncedTextInput
      label={label}
      value={valueText(value)}
      onCommit={onCommit}
      numeric={kind === 'number'}
      error={error}
      required
    />
  );
}
