import { MAP_CLUSTER_DISTANCE, MAP_CLUSTER_RESOLUTION } from '@eform/core/constants';
import Supercluster from 'supercluster';
import { showsClusters } from './map-features';

/** What the index needs of a marker: where it is and its colour (a cluster's fill). */
export interface TClusterPoint {
  key: string;
  lon: number;
  lat: number;
  color: string;
}

/** A cluster's colour when its members differ. */
export const MIXED_COLORS = '';

/** Web Mercator's resolution at zoom 0 of 256-pixel tiles (m/px at the equator). */
const RESOLUTION_AT_ZOOM_0 = 156543.03392804097;

/**
 * The highest zoom level with clusters: the last one whose resolution is still at or above
 * MAP_CLUSTER_RESOLUTION (zoom 15, 4.8 m/px). Below that resolution every feature shows alone.
 */
export const CLUSTER_MAX_ZOOM = Math.floor(
  Math.log2(RESOLUTION_AT_ZOOM_0 / MAP_CLUSTER_RESOLUTION),
);

interface TIndexProps {
  /** The marker's place in the list the index was built from. */
  i: number;
}
interface TClusterProps {
  color: string;
}

/**
 * The markers clustered once, for every zoom level (supercluster: a k-d tree per level), so a view
 * asks only for what it shows: a map of 100,000 features draws a few hundred clusters instead of
 * clustering all of them again on every zoom step, as OpenLayers' Cluster source does.
 */
export interface TMarkerIndex<T extends TClusterPoint> {
  readonly list: readonly T[];
  readonly clusters: Supercluster<TIndexProps, TClusterProps>;
}

/** What a view shows: single markers (by their place in the list) and clusters. */
export type TShownItem =
  | { kind: 'marker'; index: number }
  | { kind: 'cluster'; id: number; lon: number; lat: number; count: number; color: string };

export function buildMarkerIndex<T extends TClusterPoint>(list: readonly T[]): TMarkerIndex<T> {
  const clusters = new Supercluster<TIndexProps, TClusterProps>({
    maxZoom: CLUSTER_MAX_ZOOM,
    // Supercluster's radius is in units of a 512 extent per tile, the map's tiles are 256 pixels.
    radius: MAP_CLUSTER_DISTANCE * 2,
    map: (props) => ({ color: list[props.i]?.color ?? MIXED_COLORS }),
    reduce: (accumulated, props) => {
      if (accumulated.color !== props.color) accumulated.color = MIXED_COLORS;
    },
  });
  clusters.load(
    list.map((marker, i) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [marker.lon, marker.lat] },
      properties: { i },
    })),
  );
  return { list, clusters };
}

/**
 * Whether `next` can keep the index of `index`: the same markers in the same order at the same
 * places and in the same colours (a marker only (de)selected or renamed keeps it).
 */
export function keepsIndex<T extends TClusterPoint>(
  index: TMarkerIndex<T> | null,
  next: readonly TClusterPoint[],
): boolean {
  if (!index || index.list.length !== next.length) return false;
  return next.every((marker, i) => {
    const was = index.list[i];
    return (
      was !== undefined &&
      was.key === marker.key &&
      was.lon === marker.lon &&
      was.lat === marker.lat &&
      was.color === marker.color
    );
  });
}

/** The zoom level of the index that a view at `resolution` (m/px) and `zoom` shows. */
export function indexZoom(resolution: number, zoom: number): number {
  return showsClusters(resolution)
    ? Math.min(Math.floor(zoom), CLUSTER_MAX_ZOOM)
    : CLUSTER_MAX_ZOOM + 1;
}

/** The clusters and single markers within `bbox` ([west, south, east, north], WGS84). */
export function shownItems(
  index: TMarkerIndex<TClusterPoint>,
  bbox: [number, number, number, number],
  resolution: number,
  zoom: number,
): TShownItem[] {
  return index.clusters.getClusters(bbox, indexZoom(resolution, zoom)).map((found) => {
    const { properties } = found;
    if ('cluster' in properties && properties.cluster) {
      const [lon = 0, lat = 0] = found.geometry.coordinates;
      return {
        kind: 'cluster',
        id: properties.cluster_id,
        lon,
        lat,
        count: properties.point_count,
        color: properties.color,
      };
    }
    return { kind: 'marker', index: (properties as TIndexProps).i };
  });
}

/** The zoom level at which a cluster falls apart (into smaller clusters or single markers). */
export function expansionZoom(index: TMarkerIndex<TClusterPoint>, clusterId: number): number {
  return Math.min(index.clusters.getClusterExpansionZoom(clusterId), CLUSTER_MAX_ZOOM + 1);
}
