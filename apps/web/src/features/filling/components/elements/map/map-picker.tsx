import { MAP_NO_STATUS, SEARCH_OPTION_DISPLAY_LIMIT } from '@eform/core/constants';
import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { Chip, Group, TextInput } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import {
  BaseMap,
  mapView,
  type TBaseMapMarker,
  type TMapExtent,
} from '../../../maps/components/base-map';
import {
  filterMapFeatures,
  mapMaxSelect,
  statusColor,
  type TMapFeature,
  type TMapValueItem,
  toggleMapSelection,
} from '../../../maps/lib/map-features';
import classes from '../../renderer/form-renderer.module.css';
import type { TElementProps } from '../element-props';
import { FieldFrame } from '../field-frame';
import css from './map-element.module.css';
import { useStatusFilter } from './use-status-filter';

const statusLabel = (status: string) => (status === MAP_NO_STATUS ? tw('map.noStatus') : status);

/** The map, the status filters and the list of features to select from. */
export function MapPicker({
  props,
  features,
  statuses,
  datasourceIds,
  selected,
  missing,
  live,
  onExtentChange,
  note,
  missingNote,
}: {
  props: TElementProps<'map'>;
  features: readonly TMapFeature[];
  statuses: readonly string[];
  datasourceIds: readonly string[];
  selected: readonly TMapValueItem[];
  missing: readonly TMapValueItem[];
  live: boolean;
  onExtentChange: (extent: TMapExtent) => void;
  note: ReactNode;
  missingNote: string | null;
}) {
  const { element, field, id, onChange } = props;
  const settings = element.mapSettings ?? {};
  const max = mapMaxSelect(settings);
  const { hidden, toggle } = useStatusFilter(datasourceIds);
  const [query, setQuery] = useState('');
  const selectedIds = useMemo(() => new Set(selected.map((item) => String(item.id))), [selected]);
  const shown = useMemo(
    () => features.filter((feature) => !hidden.has(feature.status)),
    [features, hidden],
  );
  const markers = useMemo<TBaseMapMarker[]>(
    () =>
      shown.map((feature) => ({
        key: feature.key,
        lon: feature.lon,
        lat: feature.lat,
        label: feature.name,
        color: statusColor(feature.status, settings),
        selected: selectedIds.has(String(feature.id)),
      })),
    [shown, settings, selectedIds],
  );
  const choose = (feature: TMapFeature) => onChange(toggleMapSelection(selected, feature, max));
  const onMarkerClick = (key: string) => {
    const feature = shown.find((candidate) => candidate.key === key);
    if (feature) choose(feature);
  };
  const searchable = settings.showMapSearch === true || shown.length > SEARCH_OPTION_DISPLAY_LIMIT;
  const matching = filterMapFeatures(
    shown,
    searchable ? query : '',
    settings.showDataColumns === true,
  );
  // Selected first, so what is chosen is always at hand in the list.
  const listed = [
    ...matching.filter((feature) => selectedIds.has(String(feature.id))),
    ...matching.filter((feature) => !selectedIds.has(String(feature.id))),
  ];
  const more = listed.length > SEARCH_OPTION_DISPLAY_LIMIT;
  const full = max > 1 && selected.length >= max;
  const { center, zoom } = mapView(settings);
  return (
    <FieldFrame element={element} id={id} errors={field.errors} plain>
      <BaseMap
        label={tw('fill.map.mapLabel')}
        center={center}
        zoom={zoom}
        markers={markers}
        onMarkerClick={onMarkerClick}
        onExtentChange={onExtentChange}
      />
      {note}
      {settings.show_status_filters && statuses.length > 0 && (
        <fieldset className={css.filters}>
          <legend className={classes.help}>{tw('fill.map.statusFilter')}</legend>
          <Group gap={6}>
            {statuses.map((status) => (
              <Chip
                key={status}
                size="xs"
                checked={!hidden.has(status)}
                onChange={() => toggle(status)}
                color={statusColor(status, settings)}
              >
                {statusLabel(status)}
              </Chip>
            ))}
          </Group>
        </fieldset>
      )}
      <output
        className={`${classes.help} ${css.count}`}
        aria-label={tw('fill.map.countLabel', { count: selected.length, max })}
      >
        {t('selection.count', { count: selected.length, max })}
      </output>
      {missingNote && (
        <div className={css.missing} role="alert">
          <p className={classes.note}>{missingNote}</p>
          <ul className={css.list}>
            {missing.map((item) => (
              <li key={String(item.id)}>
                <button
                  type="button"
                  className={css.item}
                  aria-pressed
                  onClick={() =>
                    onChange(selected.filter((other) => String(other.id) !== String(item.id)))
                  }
                >
                  {item.name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {searchable && (
        <TextInput
          id={`${id}-filter`}
          size="sm"
          label={tw('fill.map.filterLabel')}
          placeholder={tw('fill.map.filterPlaceholder')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      {live && <p className={classes.help}>{tw('fill.map.live')}</p>}
      <ul id={id} className={css.list} aria-label={tw('fill.map.listLabel')}>
        {listed.slice(0, SEARCH_OPTION_DISPLAY_LIMIT).map((feature) => {
          const isSelected = selectedIds.has(String(feature.id));
          return (
            <li key={feature.key}>
              <button
                type="button"
                className={css.item}
                aria-pressed={isSelected}
                disabled={!isSelected && full}
                onClick={() => choose(feature)}
              >
                <span
                  className={css.dot}
                  style={{ background: statusColor(feature.status, settings) }}
                  aria-hidden
                />
                <span className={css.name}>
                  {feature.name}
                  {settings.showDataColumns && Object.keys(feature.data).length > 0 && (
                    <span className={css.data}>
                      {Object.entries(feature.data)
                        .map(([key, value]) => `${key}: ${value}`)
                        .join(' · ')}
                    </span>
                  )}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {listed.length === 0 && features.length > 0 && (
        <p className={classes.help}>{tw('fill.map.nothingFound')}</p>
      )}
      {more && (
        <p className={classes.help} aria-live="polite">
          {tw('fill.map.more', { limit: SEARCH_OPTION_DISPLAY_LIMIT })}
        </p>
      )}
    </FieldFrame>
  );
}
