import { useEffect, useState } from 'react';
import type { TLonLat } from '../../../maps/components/base-map';
import { useWatchPosition } from '../../elements/map/use-watch-position';

/**
 * The public map's 'Mijn locatie' (doc 3 'Map behaviour'): the first press starts following the
 * device's position; each press moves the map to it at the locate zoom (18) once it is known.
 * `failed` when no position can come (refused, none found, no GPS).
 */
export function useLocate() {
  const [asked, setAsked] = useState(false);
  const { fix, error } = useWatchPosition(asked);
  const [pending, setPending] = useState(false);
  const [focus, setFocus] = useState<TLonLat | null>(null);
  useEffect(() => {
    if (!pending || !fix) return;
    setPending(false);
    setFocus({ lon: fix.lon, lat: fix.lat });
  }, [pending, fix]);
  return {
    locate: () => {
      setAsked(true);
      setPending(true);
    },
    /** A new object each press: the map moves there. */
    focus,
    position: fix,
    locating: pending && error === null,
    failed: error !== null,
  };
}
