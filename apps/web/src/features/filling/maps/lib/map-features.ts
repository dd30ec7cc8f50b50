import type { TDatasourceFeature } from '@eform/core/api/datasources';
import {
  DEFAULT_FEATURES_MAX_SELECT,
  MAP_CLUSTER_RESOLUTION,
  MAP_DEFAULT_FEATURE_STYLES,
  MAP_FALLBACK_FEATURE_COLOR,
  MAP_LABEL_RESOLUTION,
  MAP_MARKER_RADIUS_MAX,
  MAP_MARKER_RADIUS_MIN,
  MAP_NO_STATUS,
} from '@eform/core/constants';
import { featureActionApplies, type TMapSettings } from '@eform/core/elements';
import { contains, selectedSearchItems, type TSearchValueItem } from '../../lib/search-options';

/** A map feature as the element shows it: after the feature actions, with its layer's datasource. */
export interface TMapFeature {
  /** Unique on the element's map: datasource and item id. */
  key: string;
  id: string | number;
  name: string;
  status: string;
  data: Record<string, string>;
  lon: number;
  lat: number;
  datasourceId: string;
}

/** A selected feature as the value keeps it (core's TSelectedFeature). */
export type TMapValueItem = TSearchValueItem;

/** The stored value as its list of selected features. */
export const selectedMapItems = selectedSearchItems;

/** The key of a feature on the map: ids are unique per datasource only. */
export const mapFeatureKey = (datasourceId: string, id: string | number) =>
  `${datasourceId}:${String(id)}`;

/**
 * The features a map shows from one datasource's answer: without invisible ones and those a
 * setHidden action hides, with the status a setStatus action gives (the last that applies wins).
 */
export function visibleMapFeatures(
  features: readonly TDatasourceFeature[],
  datasourceId: string,
  settings: TMapSettings,
): TMapFeature[] {
  const actions = settings.featureActions ?? [];
  return features.flatMap((feature) => {
    const { properties, geometry } = feature;
    if (properties.invisible || !geometry) return [];
    let status = properties.status || MAP_NO_STATUS;
    for (const action of actions) {
      if (!featureActionApplies(action, properties.data)) continue;
      for (const todo of action.actions ?? []) {
        if (todo.actionType === 'setHidden') return [];
        if (todo.actionType === 'setStatus' && todo.status) status = todo.status;
      }
    }
    const [lon, lat] = geometry.coordinates;
    return [
      {
        key: mapFeatureKey(datasourceId, properties.id),
        id: properties.id,
        name: properties.name,
        status,
        data: properties.data,
        lon,
        lat,
        datasourceId,
      },
    ];
  });
}

/**
 * The colour of a status: the element's feature style for it, else the default one (open blue,
 * closed red), else green (doc 3 'Map behaviour').
 */
export function statusColor(status: string, settings: TMapSettings): string {
  const own = (settings.featureStyles ?? []).find(
    (style) => style.status === status && style.color,
  );
  if (own?.color) return own.color;
  const preset = MAP_DEFAULT_FEATURE_STYLES.find((style) => style.status === status);
  return preset?.color ?? MAP_FALLBACK_FEATURE_COLOR;
}

/** How many features may be selected: featuresMaxSelect, at least 1 (default 1). */
export function mapMaxSelect(settings: TMapSettings): number {
  const max = Math.floor(Number(settings.featuresMaxSelect ?? DEFAULT_FEATURES_MAX_SELECT));
  return Number.isFinite(max) && max >= 1 ? max : DEFAULT_FEATURES_MAX_SELECT;
}

/** The value item of a feature: {id, name, data}. */
export const mapValueItem = (feature: TMapFeature): TMapValueItem => ({
  id: feature.id,
  name: feature.name,
  data: feature.data,
});

const sameItem = (a: { id: string | number }, b: { id: string | number }) =>
  String(a.id) === String(b.id);

/**
 * The selection after a click on `feature` (doc 1 §4): a selected feature is deselected; with
 * one allowed the click replaces the choice; with more it is added while fewer than `max` are
 * chosen, and otherwise the selection stays as it is.
 */
export function toggleMapSelection(
  selected: readonly TMapValueItem[],
  feature: TMapFeature,
  max: number,
): TMapValueItem[] {
  if (selected.some((item) => sameItem(item, feature))) {
    return selected.filter((item) => !sameItem(item, feature));
  }
  if (max === 1) return [mapValueItem(feature)];
  if (selected.length >= max) return [...selected];
  return [...selected, mapValueItem(feature)];
}

/** Selected items the datasources no longer have (or no longer show). */
export function missingMapItems(
  selected: readonly TMapValueItem[],
  features: readonly TMapFeature[],
): TMapValueItem[] {
  return selected.filter((item) => !features.some((feature) => sameItem(item, feature)));
}

/** Marker radius of a cluster of `count` features: 5 for one, growing to at most 16. */
export function clusterRadius(count: number): number {
  const radius = MAP_MARKER_RADIUS_MIN + Math.log2(Math.max(1, count)) * 2;
  return Math.min(MAP_MARKER_RADIUS_MAX, Math.round(radius));
}

/** Clusters at and above resolution 3, single features below it (doc 1 §9). */
export const showsClusters = (resolution: number) => resolution >= MAP_CLUSTER_RESOLUTION;

/** Names next to the markers below resolution 2. */
export const showsLabels = (resolution: number) => resolution < MAP_LABEL_RESOLUTION;

/** Features whose name or (with data columns shown) data contains `query`, without case. */
export function filterMapFeatures(
  features: readonly TMapFeature[],
  query: string,
  withData: boolean,
): TMapFeature[] {
  const part = query.trim();
  if (part === '') return [...features];
  return features.filter(
    (feature) =>
      contains(feature.name, part) ||
      (withData && Object.values(feature.data).some((v) => contains(v, part))),
  );
}
