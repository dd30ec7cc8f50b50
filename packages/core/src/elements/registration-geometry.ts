import type { TElement } from './element-schema';
import { elementLocation, gpsPoint, type TElementLocation, type TLonLat } from './location-point';

/** A position as GeoJSON and KML write it: longitude first, then latitude (degrees, WGS84). */
export type TPosition = [lon: number, lat: number];

/** A map element's selected feature whose coordinates live in a datasource. */
export type TFeatureLocation = Extract<TElementLocation, { kind: 'feature' }>;

/** Where a registration is on a map: its point and the tracks it recorded. */
export interface TRegistrationGeometry {
  /** The first location in form order, or undefined when the registration has none. */
  point: TPosition | undefined;
  /** Each tracking element's route of at least two points, in form order. */
  tracks: TPosition[][];
}

/** The element types whose value places a registration on a map. */
export const LOCATION_ELEMENT_TYPES = ['gps', 'map', 'tracking'] as const;

/**
 * The elements of the form's main level whose value can place a registration on a map (gps,
 * map selection, tracking), in form order. Subform items are not the registration's place.
 */
export function locationElements(schema: readonly TElement[]): TElement[] {
  return schema.filter((element) =>
    (LOCATION_ELEMENT_TYPES as readonly string[]).includes(element.elementType),
  );
}

const toPosition = (point: TLonLat): TPosition => [point.lon, point.lat];

/** The valid points of a tracking value (`[{timestamp, lat, lon}]`) in their recorded order. */
export function trackPositions(value: unknown): TPosition[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const point = gpsPoint(item);
    return point ? [toPosition(point)] : [];
  });
}

/**
 * A registration's geometry from its form's schema and its values. The point is that of the
 * first location-bearing element (form order) that holds one: a gps value, a map selection's
 * first feature (found by `featurePoint`, since the value keeps only the feature's id), or a
 * track's first point. Tracks are every tracking value with two points or more. Coordinates are
 * always [lon, lat], whereas values store `{lat, lon}`.
 */
export function registrationGeometry(
  schema: readonly TElement[],
  values: Record<string, unknown>,
  featurePoint: (location: TFeatureLocation) => TLonLat | undefined = () => undefined,
): TRegistrationGeometry {
  let point: TPosition | undefined;
  const tracks: TPosition[][] = [];
  for (const element of locationElements(schema)) {
    const value = values[element.name];
    if (element.elementType === 'tracking') {
      const track = trackPositions(value);
      point ??= track[0];
      if (track.length >= 2) tracks.push(track);
      continue;
    }
    if (point) continue;
    const location = elementLocation(element, value);
    if (location?.kind === 'point') point = toPosition(location.point);
    else if (location?.kind === 'feature') {
      const found = featurePoint(location);
      if (found) point = toPosition(found);
    }
  }
  return { point, tracks };
}

/**
 * A track thinned to at most `max` points (at least 2): evenly spaced, keeping its first and
 * last point, so a map can draw thousands of routes without every recorded second.
 */
export function thinTrack(track: readonly TPosition[], max: number): TPosition[] {
  const keep = Math.max(2, max);
  if (track.length <= keep) return [...track];
  const step = (track.length - 1) / (keep - 1);
  return Array.from({ length: keep }, (_, i) => track[Math.round(i * step)] as TPosition);
}
