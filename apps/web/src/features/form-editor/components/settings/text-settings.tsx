import { TEXTAREA_DEFAULT_ROWS } from '@eform/core/constants';
import type { TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Stack, TextInput } from '@mantine/core';
import { BoundsSettings } from './bounds-settings';
import { NumberSetting } from './number-setting';
import type { TSettingsProps } from './settings-props';

/** The placeholder field of the types that have one (text, email, textarea, number, decimal, select). */
export function PlaceholderSetting({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (placeholder: string) => void;
}) {
  return (
    <TextInput
      label={ta('elementSettings.placeholder')}
      description={ta('elementSettings.placeholderHint')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/**
 * text, email and textarea (doc 2 §3, §5): placeholder; text and textarea also an optional min and
 * max length; textarea its height in rows (default 3).
 */
export function TextSettings(props: TSettingsProps<TElementOf<'text' | 'email' | 'textarea'>>) {
  const { element, change } = props;
  return (
    <Stack>
      <PlaceholderSetting
        value={element.placeholder}
        onChange={(placeholder) => change({ placeholder })}
      />
      {element.elementType !== 'email' && (
        <BoundsSettings
          element={element}
          messageAt={props.messageAt}
          change={(patch) => change(patch as Partial<typeof element>)}
        />
      )}
      {element.elementType === 'textarea' && (
        <NumberSetting
          label={ta('elementSettings.rows')}
          value={element.rows ?? TEXTAREA_DEFAULT_ROWS}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          onChange={(rows) => change({ rows })}
        />
      )}
    </Stack>
  );
}
