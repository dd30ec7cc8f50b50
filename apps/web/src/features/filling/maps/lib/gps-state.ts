import { GPS_DEFAULT_MIN_ACCURACY } from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';

/** A measured position (WGS84) and its accuracy in metres. */
export interface TGpsFix {
  lat: number;
  lon: number;
  accuracy: number;
}

/** What the GPS element shows (doc 1 §4): nothing found yet, found but inaccurate, accurate. */
export type TGpsState =
  | { kind: 'empty' }
  | { kind: 'inaccurate'; fix: TGpsFix; minAccuracy: number }
  | { kind: 'accurate'; fix: TGpsFix };

/** The accuracy a location needs: minAccuracy, default 25 m. */
export function gpsMinAccuracy(settings: TMapSettings | undefined): number {
  const min = Number(settings?.minAccuracy ?? GPS_DEFAULT_MIN_ACCURACY);
  return Number.isFinite(min) ? min : GPS_DEFAULT_MIN_ACCURACY;
}

/** The state of a measured position against the required accuracy. */
export function gpsState(fix: TGpsFix | null, minAccuracy: number): TGpsState {
  if (!fix) return { kind: 'empty' };
  return fix.accuracy <= minAccuracy
    ? { kind: 'accurate', fix }
    : { kind: 'inaccurate', fix, minAccuracy };
}

/**
 * The value to store for a position (doc 1 §5): {lat, lon} only when it is accurate and the form
 * is not in admin mode (an admin's preview never keeps a location); otherwise nothing.
 */
export function gpsValueToStore(
  state: TGpsState,
  admin: boolean,
): { lat: number; lon: number } | null {
  if (admin || state.kind !== 'accurate') return null;
  return { lat: state.fix.lat, lon: state.fix.lon };
}

/** The stored value's position, if it is one. */
export function storedGpsPosition(value: unknown): { lat: number; lon: number } | null {
  if (!value || typeof value !== 'object') return null;
  const { lat, lon } = value as { lat?: unknown; lon?: unknown };
  const position = { lat: Number(lat), lon: Number(lon) };
  return lat !== null &&
    lon !== null &&
    Number.isFinite(position.lat) &&
    Number.isFinite(position.lon)
    ? position
    : null;
}
