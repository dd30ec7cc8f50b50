import { IMAGE_DEFAULT_WIDTH } from '@eform/core/constants';
import type { TElementOf } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { ChoiceSetting } from './choice-setting';
import { NumberSetting } from './number-setting';
import type { TSettingsProps } from './settings-props';
import { PlaceholderSetting } from './text-settings';

const VIEW_MODES = ['vertical', 'horizontal'] as const;
const SIGNATURE_SIZES = ['normal', 'big'] as const;

/** radio and checkbox_multiple: options under or beside each other; select: its placeholder. */
export function ChoicesSettings({
  element,
  change,
}: TSettingsProps<TElementOf<'radio' | 'checkbox_multiple' | 'select'>>) {
  if (element.elementType === 'select')
    return (
      <PlaceholderSetting
        value={element.placeholder}
        onChange={(placeholder) => change({ placeholder })}
      />
    );
  return (
    <ChoiceSetting
      label={ta('elementSettings.viewMode')}
      prefix="elementSettings.viewMode"
      options={VIEW_MODES}
      value={element.viewMode ?? 'vertical'}
      onChange={(viewMode) => change({ viewMode })}
    />
  );
}

/** date, time and datetime: whether the field starts with the current moment. */
export function MomentSettings({
  element,
  change,
}: TSettingsProps<TElementOf<'date' | 'time' | 'datetime'>>) {
  return (
    <Switch
      label={ta('elementSettings.defaultDateNow')}
      checked={element.defaultDateNow ?? false}
      onChange={(event) => change({ defaultDateNow: event.currentTarget.checked })}
    />
  );
}

/** image: width (default 300) and height, camera only, high resolution. */
export function ImageSettings({ element, change }: TSettingsProps<TElementOf<'image'>>) {
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberSetting
          label={ta('elementSettings.width')}
          value={element.width ?? IMAGE_DEFAULT_WIDTH}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          onChange={(width) => change({ width: width ?? null })}
        />
        <NumberSetting
          label={ta('elementSettings.height')}
          value={element.height}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          onChange={(height) => change({ height: height ?? null })}
        />
      </SimpleGrid>
      <Switch
        label={ta('elementSettings.useOnlyCamera')}
        description={ta('elementSettings.useOnlyCameraHint')}
        checked={element.useOnlyCamera ?? false}
        onChange={(event) => change({ useOnlyCamera: event.currentTarget.checked })}
      />
      <Switch
        label={ta('elementSettings.hdImages')}
        checked={element.hdImages ?? false}
        onChange={(event) => change({ hdImages: event.currentTarget.checked })}
      />
    </Stack>
  );
}

/** file: rename the uploaded files to fileNewName (then required, checked by core). */
export function FileSettings({ element, change, messageAt }: TSettingsProps<TElementOf<'file'>>) {
  return (
    <Stack>
      <Switch
        label={ta('elementSettings.fileDoRename')}
        checked={element.fileDoRename ?? false}
        onChange={(event) => change({ fileDoRename: event.currentTarget.checked })}
      />
      {element.fileDoRename && (
        <TextInput
          label={ta('elementSettings.fileNewName')}
          description={ta('elementSettings.fileNewNameHint')}
          required
          value={element.fileNewName ?? ''}
          error={messageAt('fileNewName')}
          onChange={(event) => change({ fileNewName: event.currentTarget.value })}
        />
      )}
    </Stack>
  );
}

/** signature: size of the drawing area, and whether a saved signature may be loaded. */
export function SignatureSettings({ element, change }: TSettingsProps<TElementOf<'signature'>>) {
  return (
    <Stack>
      <ChoiceSetting
        label={ta('elementSettings.signatureSize')}
        prefix="elementSettings.signatureSize"
        options={SIGNATURE_SIZES}
        value={element.signatureSize ?? 'normal'}
        onChange={(signatureSize) => change({ signatureSize })}
      />
      <Switch
        label={ta('elementSettings.signatureLoadEnabled')}
        checked={element.signatureLoadEnabled ?? false}
        onChange={(event) => change({ signatureLoadEnabled: event.currentTarget.checked })}
      />
    </Stack>
  );
}
