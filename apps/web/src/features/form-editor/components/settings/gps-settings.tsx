import {
  GPS_DEFAULT_MIN_ACCURACY,
  GPS_MIN_ACCURACY_MAX,
  GPS_MIN_ACCURACY_MIN,
} from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Slider, Stack, Switch } from '@mantine/core';
import { SettingNumberInput } from './map-number-input';
import type { TElementOf, TSettingsProps } from './settings-props';

/**
 * The accuracy a found location needs, in metres (doc 2 §5: required, 0-200, default 25): a number
 * to type and the editor's slider for the same value.
 */
export function MinAccuracyField({
  value,
  error,
  onChange,
}: {
  value: number | undefined;
  error?: string;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <Stack gap={4}>
      <SettingNumberInput
        label={ta('mapSettings.minAccuracy')}
        description={ta('mapSettings.minAccuracyHint')}
        required
        min={GPS_MIN_ACCURACY_MIN}
        max={GPS_MIN_ACCURACY_MAX}
        allowNegative={false}
        value={value}
        error={error}
        onChange={onChange}
      />
      <Slider
        thumbLabel={ta('mapSettings.minAccuracySlider')}
        min={GPS_MIN_ACCURACY_MIN}
        max={GPS_MIN_ACCURACY_MAX}
        label={(metres) => `${metres} m`}
        value={value ?? GPS_DEFAULT_MIN_ACCURACY}
        onChange={onChange}
      />
    </Stack>
  );
}

/** The mapSettings of a position element (gps or tracking) and how to change some of them. */
function positionSettings(
  element: { mapSettings?: TMapSettings },
  change: (patch: { mapSettings: TMapSettings }) => void,
) {
  const settings: TMapSettings = element.mapSettings ?? {};
  const set = (patch: Partial<TMapSettings>) => change({ mapSettings: { ...settings, ...patch } });
  return { settings, set };
}

/** The gps element's settings: the accuracy needed and whether a location may be placed by hand. */
export function GpsSettings(props: TSettingsProps<TElementOf<'gps'>>) {
  const { settings, set } = positionSettings(props.element, props.change);
  return (
    <Stack gap="sm">
      <MinAccuracyField
        value={settings.minAccuracy}
        error={props.messageAt('mapSettings.minAccuracy')}
        onChange={(minAccuracy) => set({ minAccuracy })}
      />
      <Switch
        label={ta('mapSettings.setManualLocation')}
        checked={settings.setManualLocation ?? false}
        onChange={(event) => set({ setManualLocation: event.currentTarget.checked })}
      />
    </Stack>
  );
}

/** The tracking element's settings: the accuracy each recorded point needs. */
export function TrackingSettings(props: TSettingsProps<TElementOf<'tracking'>>) {
  const { settings, set } = positionSettings(props.element, props.change);
  return (
    <MinAccuracyField
      value={settings.minAccuracy}
      error={props.messageAt('mapSettings.minAccuracy')}
      onChange={(minAccuracy) => set({ minAccuracy })}
    />
  );
}
