import type { TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Stack } from '@mantine/core';
import { BoundsSettings } from './bounds-settings';
import { ChoiceSetting } from './choice-setting';
import type { TSettingsProps } from './settings-props';
import { PlaceholderSetting } from './text-settings';

const FORMATTERS = ['none', 'price'] as const;

/** How a number shows: as a plain number or as a price (number_formatter, doc 2 §3). */
export function NumberFormatterSetting({
  value,
  onChange,
}: {
  value: (typeof FORMATTERS)[number] | undefined;
  onChange: (value: (typeof FORMATTERS)[number]) => void;
}) {
  return (
    <ChoiceSetting
      label={ta('elementSettings.numberFormatter')}
      prefix="elementSettings.numberFormatter"
      options={FORMATTERS}
      value={value ?? 'none'}
      onChange={onChange}
    />
  );
}

/** number and decimal (doc 2 §3, §5): placeholder, optional min and max, number or price. */
export function NumberSettings(props: TSettingsProps<TElementOf<'number' | 'decimal'>>) {
  const { element, change } = props;
  return (
    <Stack>
      <PlaceholderSetting
        value={element.placeholder}
        onChange={(placeholder) => change({ placeholder })}
      />
      <BoundsSettings
        element={element}
        messageAt={props.messageAt}
        change={(patch) => change(patch as Partial<typeof element>)}
      />
      <NumberFormatterSetting
        value={element.number_formatter}
        onChange={(number_formatter) => change({ number_formatter })}
      />
    </Stack>
  );
}
