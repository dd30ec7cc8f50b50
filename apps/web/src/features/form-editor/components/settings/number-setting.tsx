import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';

type TNumberSettingProps = Omit<NumberInputProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: number | null | undefined;
  /** The number typed, or undefined while the field is empty or not yet a number ('-', '1.'). */
  onChange: (value: number | undefined) => void;
};

/**
 * A numeric setting that keeps exactly what the user typed ('1.', '-', '007') on screen, while the
 * element gets the number it means, or nothing while it means none. The dialog is keyed per
 * element, so the text starts from the stored value once.
 */
export function NumberSetting({ value, onChange, ...props }: TNumberSettingProps) {
  const [text, setText] = useState<string | number>(value ?? '');
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(typeof next === 'number' && Number.isFinite(next) ? next : undefined);
      }}
    />
  );
}
