import { type TElement, type TElementType, ZElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Stack, Switch } from '@mantine/core';
import type { ComponentType } from 'react';
import { CalculationSettings } from './calculation-settings';
import {
  ChoicesSettings,
  FileSettings,
  ImageSettings,
  MomentSettings,
  SignatureSettings,
} from './input-settings';
import { HeaderSettings, StaticTextSettings } from './layout-settings';
import { GpsSettings, MapSettings, SearchSettings, TrackingSettings } from './map-settings';
import { NumberSettings } from './number-settings';
import { ComputedSettings, LinkedFormSettings, SubformSettings } from './reference-settings';
import type { TElementOf, TSettingsProps } from './settings-props';
import { StateTransitionSettings } from './state-transition-settings';
import { TextSettings } from './text-settings';
import { ImageTagSettings, StaticFileSettings } from './upload-settings';

type TPanels = { [K in TElementType]?: ComponentType<TSettingsProps<TElementOf<K>>> };

/**
 * The settings panel of each type (doc 2 §3 'Schema element'). qrCodeScanner, autoIncrement and
 * checkbox_single have no settings of their own beyond the common flags.
 */
const PANELS: TPanels = {
  header: HeaderSettings,
  staticText: StaticTextSettings,
  imageTag: ImageTagSettings,
  staticFile: StaticFileSettings,
  text: TextSettings,
  email: TextSettings,
  textarea: TextSettings,
  checkbox_multiple: ChoicesSettings,
  radio: ChoicesSettings,
  select: ChoicesSettings,
  number: NumberSettings,
  decimal: NumberSettings,
  date: MomentSettings,
  time: MomentSettings,
  datetime: MomentSettings,
  image: ImageSettings,
  file: FileSettings,
  subform: SubformSettings,
  linkedForm: LinkedFormSettings,
  map: MapSettings,
  gps: GpsSettings,
  tracking: TrackingSettings,
  search: SearchSettings,
  signature: SignatureSettings,
  calculation: CalculationSettings,
  computed: ComputedSettings,
  stateTransition: StateTransitionSettings,
};

/** The settings panel of an element type, if it has settings of its own. */
export function settingsPanelFor(type: TElementType): ComponentType<TSettingsProps> | undefined {
  // Each panel takes the element of its own type; the dialog hands it exactly that element.
  return PANELS[type] as ComponentType<TSettingsProps> | undefined;
}

/** The types whose schema has `rememberInput`, read from core's element schemas. */
const REMEMBERING: ReadonlySet<TElementType> = new Set(
  ZElement.options
    .filter((option) => 'rememberInput' in option.shape)
    .map((option) => option.shape.elementType.value),
);

/** Whether the filler may remember this element's last value (doc 2 §3 rememberInput). */
export function canRememberInput(type: TElementType): boolean {
  return REMEMBERING.has(type);
}

/** The flags of (nearly) every type: remember the input where the type has it, visually hidden. */
export function CommonFlags({
  element,
  change,
}: {
  element: TElement;
  change: (patch: { rememberInput?: boolean; visuallyHidden?: boolean }) => void;
}) {
  return (
    <Stack gap="sm">
      {canRememberInput(element.elementType) && (
        <Switch
          label={ta('elementSettings.rememberInput')}
          description={ta('elementSettings.rememberInputHint')}
          checked={('rememberInput' in element && element.rememberInput) || false}
          onChange={(event) => change({ rememberInput: event.currentTarget.checked })}
        />
      )}
      <Switch
        label={ta('elementSettings.visuallyHidden')}
        description={ta('elementSettings.visuallyHiddenHint')}
        checked={element.visuallyHidden ?? false}
        onChange={(event) => change({ visuallyHidden: event.currentTarget.checked })}
      />
    </Stack>
  );
}
