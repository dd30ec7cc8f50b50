import type { TElement } from './element-schema';

/** A WGS84 position: longitude and latitude in degrees. */
export interface TLonLat {
  lon: number;
  lat: number;
}

/** Where a registration's location is, as one element's value names it. */
export type TElementLocation =
  /** A gps element's measured (or placed) position. */
  | { kind: 'point'; point: TLonLat }
  /**
   * A map element's first selected feature: its value keeps the feature's id, not its
   * coordinates, which live in the datasource of one of the element's layers.
   */
  | { kind: 'feature'; featureId: string; datasourceIds: string[] };

const DEGREES = /^\s*-?\d+(?:\.\d+)?\s*$/;

/** A coordinate as stored: a number, or the text of one with a decimal point. */
function degrees(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && DEGREES.test(value) ? Number(value) : undefined;
}

/**
 * The position of a gps value (`{lat, lon, accuracy}`, numbers or their text): undefined when it
 * was not measured (null coordinates) or lies outside the earth's ranges.
 */
export function gpsPoint(value: unknown): TLonLat | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { lat: rawLat, lon: rawLon } = value as { lat?: unknown; lon?: unknown };
  const lat = degrees(rawLat);
  const lon = degrees(rawLon);
  if (lat === undefined || lon === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lon, lat };
}

/**
 * The location one element's value gives: a gps element's point, or a map element's first selected
 * feature with the datasources of its layers (in layer order) to find its coordinates in.
 * Undefined for any other element, and for a value that holds no location.
 */
export function elementLocation(element: TElement, value: unknown): TElementLocation | undefined {
  if (element.elementType === 'gps') {
    const point = gpsPoint(value);
    return point ? { kind: 'point', point } : undefined;
  }
  if (element.elementType !== 'map' || !Array.isArray(value)) return undefined;
  const first = value.find(
    (item): item is { id: string | number } =>
      typeof item === 'object' &&
      item !== null &&
      (typeof item.id === 'string' || typeof item.id === 'number') &&
      String(item.id) !== '',
  );
  if (!first) return undefined;
  const datasourceIds = (element.mapSettings?.mapLayers ?? []).flatMap((layer) =>
    layer.datasource_id === null || layer.datasource_id === undefined
      ? []
      : [String(layer.datasource_id)],
  );
  return { kind: 'feature', featureId: String(first.id), datasourceIds };
}
