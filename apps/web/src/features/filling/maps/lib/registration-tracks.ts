import type { TSchema } from '@eform/core/elements';
import { storedTrack, type TTrackPoint } from './track-simplify';

/** One tracking field of a registration with its recorded points. */
export interface TRegistrationTrack {
  name: string;
  label: string;
  points: TTrackPoint[];
}

/**
 * The tracking fields of a registration's form (top level: no subform holds one) with the points
 * its values recorded, in schema order; a field without points too (the screen says so).
 */
export function registrationTracks(
  schema: TSchema,
  values: Readonly<Record<string, unknown>>,
): TRegistrationTrack[] {
  return schema.flatMap((element) =>
    element.elementType === 'tracking'
      ? [
          {
            name: element.name,
            label: element.label || element.name,
            points: storedTrack(values[element.name]),
          },
        ]
      : [],
  );
}

/** The middle of the points' bounding box: where the map starts. */
export function trackCenter(points: readonly TTrackPoint[]): { lon: number; lat: number } | null {
  if (points.length === 0) return null;
  const lons = points.map((point) => point.lon);
  const lats = points.map((point) => point.lat);
  return {
    lon: (Math.min(...lons) + Math.max(...lons)) / 2,
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
  };
}
