import type { TPlainAdminMessageKey } from '@eform/core/messages/admin';
import { ta } from '@eform/core/messages/admin';
import { Group, Radio } from '@mantine/core';

/**
 * A small fixed choice as radio buttons (keyboard: arrows move between them): each option's label
 * is the admin text `${prefix}.${option}`, e.g. 'elementSettings.viewMode.vertical'.
 */
export function ChoiceSetting<T extends string>({
  label,
  prefix,
  options,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  prefix: string;
  options: readonly T[];
  /** The chosen option; '' while none is. */
  value: T | '';
  onChange: (value: T) => void;
  error?: string;
  required?: boolean;
}) {
  return (
    <Radio.Group
      label={label}
      value={value}
      error={error}
      required={required}
      onChange={(next) => onChange(next as T)}
    >
      <Group mt="xs">
        {options.map((option) => (
          <Radio
            key={option}
            value={option}
            label={ta(`${prefix}.${option}` as TPlainAdminMessageKey)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
