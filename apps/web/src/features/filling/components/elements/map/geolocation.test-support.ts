import { vi } from 'vitest';

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
  return {
    geolocation,
    send(lat: number, lon: number, accuracy: number, timestamp = Date.now()) {
      success?.({
        timestamp,
        coords: { latitude: lat, longitude: lon, accuracy },
      } as GeolocationPosition);
    },
    deny() {
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
