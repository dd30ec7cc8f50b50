import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

/**
 * A number setting that shows exactly what is typed ('52.', '-') while the element keeps a number,
 * or nothing while the text is no number yet (core then reports the field as required). Nothing
 * is clamped: a value out of range stays as typed so core's issue explains it. A comma typed on a
 * Dutch keyboard becomes the decimal point (Mantine's default separators).
 */
export function SettingNumberInput({
  value,
  onChange,
  ...props
}: Omit<NumberInputProps, 'value' | 'onChange'> & {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const [typed, setTyped] = useState<string | number>(value ?? '');
  // Text that still means the stored number stays; another stored value (from outside) replaces it.
  const shown = toNumber(typed) === value ? typed : (value ?? '');
  return (
    <NumberInput
      {...props}
      clampBehavior="none"
      decimalSeparator="."
      value={shown}
      onChange={(next) => {
        setTyped(next);
        onChange(toNumber(next));
      }}
    />
  );
}

function toNumber(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}
