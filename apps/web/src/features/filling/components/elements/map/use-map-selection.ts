import type { TMapSettings } from '@eform/core/elements';
import { useMemo } from 'react';
import type { TBaseMapMarker } from '../../../maps/components/base-map';
import {
  mapMaxSelect,
  statusColors,
  type TMapFeature,
  type TMapValueItem,
  toggleMapSelection,
} from '../../../maps/lib/map-features';

/**
 * What a map shows and how a feature is chosen (doc 3 'Map behaviour'): the features whose status
 * is not filtered out, as markers in their status colour, the selected ones marked; a click on a
 * marker or list item toggles it within featuresMaxSelect. Shared by the map field and the
 * public map.
 */
export function useMapSelection({
  features,
  hidden,
  selected,
  settings,
  onChange,
}: {
  features: readonly TMapFeature[];
  /** The statuses switched off. */
  hidden: ReadonlySet<string>;
  selected: readonly TMapValueItem[];
  settings: TMapSettings;
  onChange: (selected: TMapValueItem[]) => void;
}) {
  const max = mapMaxSelect(settings);
  const selectedIds = useMemo(() => new Set(selected.map((item) => String(item.id))), [selected]);
  const shown = useMemo(
    () => features.filter((feature) => !hidden.has(feature.status)),
    [features, hidden],
  );
  const markers = useMemo<TBaseMapMarker[]>(() => {
    const colorOf = statusColors(settings);
    return shown.map((feature) => ({
      key: feature.key,
      lon: feature.lon,
      lat: feature.lat,
      label: feature.name,
      color: colorOf(feature.status),
      selected: selectedIds.has(String(feature.id)),
    }));
  }, [shown, settings, selectedIds]);
  const choose = (feature: TMapFeature) => onChange(toggleMapSelection(selected, feature, max));
  const onMarkerClick = (key: string) => {
    const feature = shown.find((candidate) => candidate.key === key);
    if (feature) choose(feature);
  };
  return {
    max,
    shown,
    markers,
    selectedIds,
    /** No more may be chosen: the others wait until one is deselected. */
    full: max > 1 && selected.length >= max,
    choose,
    onMarkerClick,
  };
}
