import { expect, vi } from 'vitest';

/** A navigator.geolocation whose positions and failures the test sends. */
export function stubGeolocation() {
  let success: PositionCallback | undefined;
  let failure: PositionErrorCallback | null | undefined;
  const geolocation = {
    watchPosition: vi.fn((onSuccess: PositionCallback, onError?: PositionErrorCallback | null) => {
      success = onSuccess;
      failure = onError;
      return 1;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  /** Nothing is sent to no one: a position before the field watches would be lost unseen. */
  const watcher = () => {
    if (!success) throw new Error('Nothing watches the position yet: await watched() first');
    return success;
  };
  return {
    geolocation,
    /**
     * Until the field watches the position: it starts watching once its lazy parts loaded, which
     * on a loaded machine is after it first shows.
     */
    watched: () =>
      vi.waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalled(), { timeout: 10_000 }),
    send(lat: number, lon: number, accuracy: number, timestamp = Date.now()) {
      watcher()({
        timestamp,
        coords: { latitude: lat, longitude: lon, accuracy },
      } as GeolocationPosition);
    },
    deny() {
      watcher();
      failure?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError);
    },
  };
}
