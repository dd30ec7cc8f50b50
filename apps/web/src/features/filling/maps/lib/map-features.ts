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

/**
 * statusColor for one element's settings, remembered per status: a map of 100,000 features asks
 * for the colour of a few statuses 100,000 times.
 */
export function statusColors(settings: TMapSettings): (status: string) => string {
  const known = new Map<string, string>();
  return (status) => {
    let color = known.get(status);
    if (color === undefined) {
      color = statusColor(status, settings);
      known.set(status, color);
    }
    return color;
  };
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

/** What the list of a map's features shows: at most `limit`, selected first. */
export interface TListedMapFeatures {
  listed: TMapFeature[];
  /** More match than the list shows. */
  more: boolean;
}

/**
 * The features whose name or (with data columns shown) data contains `query`, without case, as
 * the list shows them: the selected first, then the others in their order, at most `limit`. The
 * pass stops once the list is full and every selected feature is found, so a map of 100,000
 * features lists its first 50 without walking them all.
 */
export function listMapFeatures(
  features: readonly TMapFeature[],
  options: { query: string; withData: boolean; selectedIds: ReadonlySet<string>; limit: number },
): TListedMapFeatures {
  const { withData, selectedIds, limit } = options;
  const part = options.query.trim();
  const selected: TMapFeature[] = [];
  const others: TMapFeature[] = [];
  for (const feature of features) {
    if (others.length > limit && selected.length >= selectedIds.size) break;
    const matches =
      part === '' ||
      contains(feature.name, part) ||
      (withData && Object.values(feature.data).some((v) => contains(v, part)));
    if (!matches) continue;
    if (selectedIds.has(String(feature.id))) selected.push(feature);
    else if (others.length <= limit) others.push(feature);
  }
  const all = [...selected, ...others];
  return { listed: all.slice(0, limit), more: all.length > limit };
}
