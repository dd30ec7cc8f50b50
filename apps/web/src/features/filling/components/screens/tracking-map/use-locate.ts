import { useCallback, useState } from 'react';
import type { TLonLat } from '../../../maps/components/base-map';

/** Where the device is, asked once per press. */
export type TLocateState =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'found'; at: TLonLat & { accuracy: number } }
  | { kind: 'failed' };

/**
 * The geolocation button's state (doc 3 'map_tracking'): each `locate` asks the device once; no
 * permission, no fix or no geolocation at all is 'failed' (the screen's alert).
 */
export function useLocate(): { state: TLocateState; locate: () => void } {
  const [state, setState] = useState<TLocateState>({ kind: 'idle' });
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({
          kind: 'found',
          at: { lat: coords.latitude, lon: coords.longitude, accuracy: coords.accuracy },
        }),
      () => setState({ kind: 'failed' }),
      { enableHighAccuracy: true },
    );
  }, []);
  return { state, locate };
}
