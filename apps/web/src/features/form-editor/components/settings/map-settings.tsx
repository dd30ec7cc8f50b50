import {
  DEFAULT_FEATURES_MAX_SELECT,
  MAP_DEFAULT_CENTER,
  MAP_FALLBACK_FEATURE_COLOR,
  MAP_MAX_ABS_LAT,
  MAP_MAX_ABS_LON,
  MAP_MAX_ZOOM,
  MAP_MIN_ZOOM,
} from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Accordion, Stack, Switch, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { MinAccuracyField } from './gps-settings';
import { ColourList } from './map-colour-list';
import { FeatureActionsEditor } from './map-feature-actions';
import { MapLayersEditor } from './map-layers';
import { SettingNumberInput } from './map-number-input';
import type { TElementOf, TSettingsProps } from './settings-props';

export { GpsSettings, TrackingSettings } from './gps-settings';
export { SearchSettings } from './search-settings';

type TSection = 'layers' | 'view' | 'selection' | 'location' | 'styles' | 'actions';

const SECTION_LABEL = {
  layers: 'mapSettings.section.layers',
  view: 'mapSettings.section.view',
  selection: 'mapSettings.section.selection',
  location: 'mapSettings.section.location',
  styles: 'mapSettings.section.styles',
  actions: 'mapSettings.section.actions',
} as const;

/** The field paths below mapSettings core may report, per section, for the settings as they are. */
function sectionPaths(settings: TMapSettings): Record<TSection, string[]> {
  const layerCount = Math.max(settings.mapLayers?.length ?? 0, 1);
  return {
    layers: Array.from({ length: layerCount }, (_, i) => [
      `mapLayers.${i}.datasource_id`,
      `mapLayers.${i}.loadingStrategy`,
    ]).flat(),
    view: ['center.lat', 'center.lon', 'zoomlevel'],
    selection: ['featuresMaxSelect'],
    location: ['minAccuracy'],
    styles: (settings.featureStyles ?? []).flatMap((_, i) => [
      `featureStyles.${i}.status`,
      `featureStyles.${i}.color`,
    ]),
    actions: (settings.featureActions ?? []).flatMap((action, a) => [
      ...(action.conditions ?? []).flatMap((_, c) =>
        ['conditionType', 'dataName', 'operator', 'dataValue'].map(
          (field) => `featureActions.${a}.conditions.${c}.${field}`,
        ),
      ),
      ...(action.actions ?? []).flatMap((_, e) =>
        ['actionType', 'status'].map((field) => `featureActions.${a}.actions.${e}.${field}`),
      ),
    ]),
  };
}

function Section({
  value,
  hasIssue,
  children,
}: {
  value: TSection;
  hasIssue: boolean;
  children: ReactNode;
}) {
  const label = ta(SECTION_LABEL[value]);
  return (
    <Accordion.Item value={value}>
      <Accordion.Control>
        <Text c={hasIssue ? 'red' : undefined} fw={500}>
          {hasIssue ? ta('mapSettings.sectionHasIssue', { section: label }) : label}
        </Text>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">{children}</Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}

/**
 * The map element's settings (doc 2 §3 mapSettings, §5; doc 3 maps) in sections that fold, so the
 * dialog stays usable on a phone. A section holding an issue is open (and says so) whatever the
 * user folded, so no reported field is hidden.
 */
export function MapSettings({
  element,
  change,
  messageAt,
  env,
}: TSettingsProps<TElementOf<'map'>>) {
  const settings: TMapSettings = element.mapSettings ?? {};
  const set = (patch: Partial<TMapSettings>) => change({ mapSettings: { ...settings, ...patch } });
  const at = (field: string) => messageAt(`mapSettings.${field}`);
  const [opened, setOpened] = useState<string[]>(['layers', 'view']);
  const paths = sectionPaths(settings);
  const withIssue = (Object.keys(paths) as TSection[]).filter((section) =>
    paths[section].some((path) => at(path) !== undefined),
  );
  const center = settings.center ?? {};
  const setCenter = (patch: Partial<typeof center>) => set({ center: { ...center, ...patch } });
  const toggle = (
    key:
      | 'showMapSearch'
      | 'showDataColumns'
      | 'show_status_filters'
      | 'guest_map_enabled'
      | 'setManualLocation'
      | 'tracking',
    label: string,
    description?: string,
  ) => (
    <Switch
      label={label}
      description={description}
      checked={settings[key] ?? false}
      onChange={(event) => set({ [key]: event.currentTarget.checked })}
    />
  );
  return (
    <Accordion
      multiple
      variant="separated"
      value={[...new Set([...opened, ...withIssue])]}
      onChange={setOpened}
    >
      <Section value="layers" hasIssue={withIssue.includes('layers')}>
        <MapLayersEditor
          layers={settings.mapLayers ?? []}
          clientId={env.clientId}
          issueAt={(i, field) => at(`mapLayers.${i}.${field}`)}
          onChange={(mapLayers) => set({ mapLayers })}
        />
      </Section>
      <Section value="view" hasIssue={withIssue.includes('view')}>
        <SettingNumberInput
          label={ta('mapSettings.centerLat')}
          description={ta('mapSettings.centerLatHint')}
          required
          min={-MAP_MAX_ABS_LAT}
          max={MAP_MAX_ABS_LAT}
          placeholder={String(MAP_DEFAULT_CENTER.lat)}
          value={center.lat}
          error={at('center.lat')}
          onChange={(lat) => setCenter({ lat })}
        />
        <SettingNumberInput
          label={ta('mapSettings.centerLon')}
          description={ta('mapSettings.centerLonHint')}
          required
          min={-MAP_MAX_ABS_LON}
          max={MAP_MAX_ABS_LON}
          placeholder={String(MAP_DEFAULT_CENTER.lon)}
          value={center.lon}
          error={at('center.lon')}
          onChange={(lon) => setCenter({ lon })}
        />
        <SettingNumberInput
          label={ta('mapSettings.zoomlevel')}
          description={ta('mapSettings.zoomlevelHint')}
          required
          min={MAP_MIN_ZOOM}
          max={MAP_MAX_ZOOM}
          allowDecimal={false}
          allowNegative={false}
          value={settings.zoomlevel}
          error={at('zoomlevel')}
          onChange={(zoomlevel) => set({ zoomlevel })}
        />
      </Section>
      <Section value="selection" hasIssue={withIssue.includes('selection')}>
        <SettingNumberInput
          label={ta('mapSettings.featuresMaxSelect')}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          placeholder={String(DEFAULT_FEATURES_MAX_SELECT)}
          value={settings.featuresMaxSelect}
          error={at('featuresMaxSelect')}
          onChange={(featuresMaxSelect) => set({ featuresMaxSelect })}
        />
        {toggle(
          'showMapSearch',
          ta('mapSettings.showMapSearch'),
          ta('mapSettings.showMapSearchHint'),
        )}
        {toggle('showDataColumns', ta('mapSettings.showDataColumns'))}
        {toggle('show_status_filters', ta('mapSettings.showStatusFilters'))}
        {toggle('guest_map_enabled', ta('mapSettings.guestMapEnabled'))}
      </Section>
      <Section value="location" hasIssue={withIssue.includes('location')}>
        {toggle('setManualLocation', ta('mapSettings.setManualLocation'))}
        {toggle('tracking', ta('mapSettings.tracking'))}
        <MinAccuracyField
          value={settings.minAccuracy}
          error={at('minAccuracy')}
          onChange={(minAccuracy) => set({ minAccuracy })}
        />
      </Section>
      <Section value="styles" hasIssue={withIssue.includes('styles')}>
        <ColourList
          rows={settings.featureStyles ?? []}
          keyField="status"
          intro={ta('mapSettings.style.intro')}
          labels={{
            key: (n) => ta('mapSettings.style.status', { n }),
            color: (n) => ta('mapSettings.style.color', { n }),
            remove: (n) => ta('mapSettings.style.remove', { n }),
            add: ta('mapSettings.style.add'),
          }}
          newRow={{ status: '', color: MAP_FALLBACK_FEATURE_COLOR }}
          issueAt={(i, field) => at(`featureStyles.${i}.${field}`)}
          onChange={(featureStyles) => set({ featureStyles })}
        />
      </Section>
      <Section value="actions" hasIssue={withIssue.includes('actions')}>
        <FeatureActionsEditor
          actions={settings.featureActions ?? []}
          statuses={[
            ...new Set(
              (settings.featureStyles ?? []).map((style) => style.status ?? '').filter(Boolean),
            ),
          ]}
          issueAt={(path) => at(`featureActions.${path}`)}
          onChange={(featureActions) => set({ featureActions })}
        />
      </Section>
    </Accordion>
  );
}
