import { TRACKING_SIMPLIFY_TOLERANCE } from '@eform/core/constants';

/** A recorded tracking point (doc 1 §3): when, where (WGS84) and how accurate (metres). */
export interface TTrackPoint {
  timestamp: number;
  lon: number;
  lat: number;
  accuracy: number;
}

const EARTH_HALF_CIRCUMFERENCE = 20037508.342789244;

/** WGS84 to Web Mercator (EPSG:3857) metres, the map's projection. */
export function projectLonLat(lon: number, lat: number): [number, number] {
  const x = (lon * EARTH_HALF_CIRCUMFERENCE) / 180;
  const y = Math.log(Math.tan(((90 + lat) * Math.PI) / 360)) * (EARTH_HALF_CIRCUMFERENCE / Math.PI);
  return [x, y];
}

function distanceToSegment(
  p: readonly [number, number],
  a: readonly [number, number],
  b: readonly [number, number],
): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t =
    length2 === 0
      ? 0
      : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * The points of a track buffer that matter (Douglas-Peucker on the projected points, doc 1 §9
 * tolerance 2): the first and last always, in between only points further than `tolerance`
 * map units from the line the kept points make.
 */
export function simplifyTrack<P extends TTrackPoint>(
  points: readonly P[],
  tolerance: number = TRACKING_SIMPLIFY_TOLERANCE,
): P[] {
  if (points.length <= 2) return [...points];
  const projected = points.map((point) => projectLonLat(point.lon, point.lat));
  const keep = new Array<boolean>(points.length).fill(false);
  keep[0] = true;
  keep[points.length - 1] = true;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let furthest = -1;
    let distance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = distanceToSegment(
        projected[i] as [number, number],
        projected[first] as [number, number],
        projected[last] as [number, number],
      );
      if (d > distance) {
        furthest = i;
        distance = d;
      }
    }
    if (furthest === -1) continue;
    keep[furthest] = true;
    stack.push([first, furthest], [furthest, last]);
  }
  return points.filter((_, i) => keep[i]);
}

/** The stored tracking value as its list of points (anything else: none). */
export function storedTrack(value: unknown): TTrackPoint[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { timestamp, lon, lat, accuracy } = entry as Record<string, unknown>;
    const point = {
      timestamp: Number(timestamp),
      lon: Number(lon),
      lat: Number(lat),
      accuracy: Number(accuracy ?? 0),
    };
    return Number.isFinite(point.lon) && Number.isFinite(point.lat) ? [point] : [];
  });
}
