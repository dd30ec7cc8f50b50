import { useEffect, useRef, useState } from 'react';
import type { TTrackPoint } from '../../../maps/lib/track-simplify';

/** Why no position comes: refused by the filler (or the site's settings), none found, no GPS. */
export type TPositionError = 'denied' | 'unavailable' | 'unsupported';

/**
 * The device's position while `enabled` (navigator.geolocation.watchPosition, high accuracy):
 * the latest fix and, when none can come, why. `onFix` hears every fix.
 */
export function useWatchPosition(enabled: boolean, onFix?: (fix: TTrackPoint) => void) {
  const [fix, setFix] = useState<TTrackPoint | null>(null);
  const [error, setError] = useState<TPositionError | null>(null);
  const listener = useRef(onFix);
  listener.current = onFix;
  useEffect(() => {
    if (!enabled) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setError('unsupported');
      return;
    }
    const watch = geolocation.watchPosition(
      (position) => {
        const next = {
          timestamp: position.timestamp || Date.now(),
          lat: position.coords.latitude,
          lon: position.coords.longitude,
          accuracy: position.coords.accuracy,
        };
        setError(null);
        setFix(next);
        listener.current?.(next);
      },
      (failure) => {
        // A timeout is no failure: the next position may still come.
        if (failure.code === failure.TIMEOUT) return;
        setError(failure.code === failure.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: true, maximumAge: 0 },
    );
    return () => geolocation.clearWatch(watch);
  }, [enabled]);
  return { fix, error };
}
