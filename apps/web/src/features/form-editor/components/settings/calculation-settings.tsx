import type { TElementOf, TElementType } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useRef } from 'react';
import { otherElementsOnLevel } from './level-elements';
import { NumberFormatterSetting } from './number-settings';
import type { TSettingsProps } from './settings-props';

/** The types whose value a formula can calculate with. */
const NUMERIC_TYPES: ReadonlySet<TElementType> = new Set(['number', 'decimal', 'calculation']);

/** A formula as stored: a decimal comma becomes a dot (doc 2 §5). */
export function normaliseFormula(formula: string): string {
  return formula.replaceAll(',', '.');
}

/**
 * calculation (doc 2 §5): the formula (required, a comma becomes a dot) with a button per token
 * of the other numeric and calculation elements on its level (never itself), inserted at the
 * cursor; and how the result shows.
 */
export function CalculationSettings({
  element,
  change,
  messageAt,
  schema,
}: TSettingsProps<TElementOf<'calculation'>>) {
  const input = useRef<HTMLInputElement>(null);
  const tokens = useMemo(
    () =>
      otherElementsOnLevel(schema, element)
        .filter((other) => NUMERIC_TYPES.has(other.elementType) && other.name)
        .map((other) => ({ token: `$${other.name}$`, label: other.label || other.name })),
    [schema, element],
  );
  const formula = element.formula ?? '';
  const insert = (token: string) => {
    const start = input.current?.selectionStart ?? formula.length;
    const end = input.current?.selectionEnd ?? start;
    change({ formula: formula.slice(0, start) + token + formula.slice(end) });
    const caret = start + token.length;
    // After React has put the new text in, the cursor goes right after the token.
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(caret, caret);
    });
  };
  return (
    <Stack>
      <TextInput
        ref={input}
        label={ta('elementSettings.formula')}
        description={ta('elementSettings.formulaHint')}
        required
        value={formula}
        error={messageAt('formula')}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => change({ formula: normaliseFormula(event.currentTarget.value) })}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {ta('elementSettings.formulaTokens')}
        </Text>
        {tokens.length === 0 ? (
          <Text size="sm" c="dimmed">
            {ta('elementSettings.formulaNoTokens')}
          </Text>
        ) : (
          <Group gap="xs">
            {tokens.map(({ token, label }) => (
              <Button
                key={token}
                size="compact-sm"
                variant="light"
                title={label}
                aria-label={ta('elementSettings.formulaInsert', { token: `${token} (${label})` })}
                onClick={() => insert(token)}
              >
                {token}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
      <NumberFormatterSetting
        value={element.number_formatter}
        onChange={(number_formatter) => change({ number_formatter })}
      />
    </Stack>
  );
}
