import { Stack, Switch, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useFormDetail } from '../../form-admin-kit';

type TSettingsSwitchProps = {
  label: string;
  description?: string;
  /** The stored value. */
  checked: boolean;
  /** Another save of the form is running: a second one now would be refused as a conflict. */
  disabled?: boolean;
  /** Saves the new value; the switch shows it until this settles, then follows `checked`. */
  onChange: (next: boolean) => Promise<unknown>;
  testId?: string;
};

/**
 * A form setting that saves at once when switched (doc 2 §4): it moves right away, stays
 * disabled while the save runs, and when the save fails it goes back to the stored value.
 */
export function SettingsSwitch({
  label,
  description,
  checked,
  disabled = false,
  onChange,
  testId,
}: TSettingsSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);
  const descriptionId = useId();
  const toggle = async (next: boolean) => {
    setPending(next);
    try {
      await onChange(next);
    } finally {
      setPending(null);
    }
  };
  // The explanation sits outside the switch: Mantine puts its own description inside the
  // <label>, which makes it part of the switch's accessible name.
  return (
    <Stack gap={4}>
      <Switch
        label={label}
        checked={pending ?? checked}
        disabled={disabled || pending !== null}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        aria-describedby={description ? descriptionId : undefined}
        data-testid={testId}
      />
      {description && (
        <Text id={descriptionId} size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** The form settings that are one switch each and save at once (doc 2 §4). */
type TSwitchSetting = 'search_enabled' | 'bad_internet_mode' | 'guestAccess';

/**
 * One on/off setting of the shell's form: its stored value, whether a save runs, and `toggle`,
 * which saves the form with only that setting changed and toasts `success(on)`.
 */
export function useSettingToggle(setting: TSwitchSetting, success: (on: boolean) => string) {
  const { form, save, saving } = useFormDetail();
  return {
    checked: form.settings[setting] === true,
    saving,
    toggle: (on: boolean) =>
      save((body) => ({ ...body, settings: { ...body.settings, [setting]: on } }), {
        success: () => success(on),
      }),
  };
}
