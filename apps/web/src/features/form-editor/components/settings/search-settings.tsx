import {
  SEARCH_DEFAULT_ITEM_COLOR,
  SEARCH_MAX_VALUES_MAX,
  SEARCH_MAX_VALUES_MIN,
} from '@eform/core/constants';
import type { TSearchSettings } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Fieldset, Radio, Stack } from '@mantine/core';
import { ColourList } from './map-colour-list';
import { DatasourceSelect } from './map-datasource-select';
import { SettingNumberInput } from './map-number-input';
import type { TElementOf, TSettingsProps } from './settings-props';

/**
 * The search element's settings (doc 2 §3 searchSettings, §5): its search datasource, how many
 * values may be chosen (1-10), colours of matching results and what happens to chosen items.
 */
export function SearchSettings({
  element,
  change,
  messageAt,
  env,
}: TSettingsProps<TElementOf<'search'>>) {
  const settings: TSearchSettings = element.searchSettings ?? {};
  const set = (patch: Partial<TSearchSettings>) =>
    change({ searchSettings: { ...settings, ...patch } });
  const at = (field: string) => messageAt(`searchSettings.${field}`);
  return (
    <Stack gap="sm">
      <DatasourceSelect
        type="search"
        clientId={env.clientId}
        label={ta('mapSettings.datasource.label')}
        value={settings.datasourceId}
        error={at('datasourceId')}
        onChange={(datasourceId) => set({ datasourceId })}
      />
      <SettingNumberInput
        label={ta('searchSettings.maxValues')}
        description={ta('searchSettings.maxValuesHint')}
        required
        min={SEARCH_MAX_VALUES_MIN}
        max={SEARCH_MAX_VALUES_MAX}
        allowDecimal={false}
        allowNegative={false}
        value={settings.maxValues}
        error={at('maxValues')}
        onChange={(maxValues) => set({ maxValues })}
      />
      <Fieldset legend={ta('searchSettings.styles')} p="sm">
        <ColourList
          rows={settings.itemStyles ?? []}
          keyField="text"
          intro={ta('searchSettings.style.intro')}
          labels={{
            key: (n) => ta('searchSettings.style.text', { n }),
            color: (n) => ta('searchSettings.style.color', { n }),
            remove: (n) => ta('searchSettings.style.remove', { n }),
            add: ta('searchSettings.style.add'),
          }}
          newRow={{ text: '', color: SEARCH_DEFAULT_ITEM_COLOR }}
          issueAt={(i, field) => at(`itemStyles.${i}.${field}`)}
          onChange={(itemStyles) => set({ itemStyles })}
        />
      </Fieldset>
      <Radio.Group
        label={ta('searchSettings.itemAction')}
        value={settings.itemAction ?? 'doNothing'}
        onChange={(value) => set({ itemAction: value === 'setHidden' ? 'setHidden' : 'doNothing' })}
      >
        <Stack gap="xs" mt={4}>
          <Radio value="doNothing" label={ta('searchSettings.doNothing')} />
          <Radio value="setHidden" label={ta('searchSettings.setHidden')} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
