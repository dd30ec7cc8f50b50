import { SEARCH_OPTION_DISPLAY_LIMIT } from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { tw } from '@eform/core/messages/fill-widgets';
import { TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { listMapFeatures, statusColor, type TMapFeature } from '../../../maps/lib/map-features';
import classes from '../../renderer/form-renderer.module.css';
import css from './map-element.module.css';

/** A feature's data columns as one line ('soort: loof · hoogte: 12'). */
export const mapDataLine = (data: Readonly<Record<string, unknown>>) =>
  Object.entries(data)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(' · ');

/**
 * The features of a map as a list of toggle buttons, selected first, so a feature is chosen by
 * keyboard as well as on the map (doc 1 §3): with a search box when the element asks for one
 * (showMapSearch) or there are more than the list shows, each with its data columns when the
 * element shows them. Shared by the map field and the public map.
 */
export function MapFeatureChooser({
  id,
  features,
  selectedIds,
  full,
  settings,
  live,
  onChoose,
}: {
  /** The list's id (the map field's input id). */
  id: string;
  /** The features shown on the map (after the status filter). */
  features: readonly TMapFeature[];
  selectedIds: ReadonlySet<string>;
  /** No more may be selected: the others are disabled. */
  full: boolean;
  settings: TMapSettings;
  /** A live layer: the list holds what is in view. */
  live: boolean;
  onChoose: (feature: TMapFeature) => void;
}) {
  const [query, setQuery] = useState('');
  const searchable =
    settings.showMapSearch === true || features.length > SEARCH_OPTION_DISPLAY_LIMIT;
  const withData = settings.showDataColumns === true;
  const shownQuery = searchable ? query : '';
  // Selected first, so what is chosen is always at hand in the list.
  const { listed, more } = useMemo(
    () =>
      listMapFeatures(features, {
        query: shownQuery,
        withData,
        selectedIds,
        limit: SEARCH_OPTION_DISPLAY_LIMIT,
      }),
    [features, shownQuery, withData, selectedIds],
  );
  return (
    <>
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
        {listed.map((feature) => {
          const isSelected = selectedIds.has(String(feature.id));
          return (
            <li key={feature.key}>
              <button
                type="button"
                className={css.item}
                aria-pressed={isSelected}
                disabled={!isSelected && full}
                onClick={() => onChoose(feature)}
              >
                <span
                  className={css.dot}
                  style={{ background: statusColor(feature.status, settings) }}
                  aria-hidden
                />
                <span className={css.name}>
                  {feature.name}
                  {settings.showDataColumns && Object.keys(feature.data).length > 0 && (
                    <span className={css.data}>{mapDataLine(feature.data)}</span>
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
    </>
  );
}
