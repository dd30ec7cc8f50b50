import { describe, expect, it } from 'vitest';
import { gpsMinAccuracy, gpsState, gpsValueToStore, storedGpsPosition } from './gps-state';

const fix = (accuracy: number) => ({ lat: 52.1, lon: 5.1, accuracy });

describe('GPS states and what is stored (doc 1 §4, §5)', () => {
  it('minAccuracy defaults to 25 m', () => {
    expect(gpsMinAccuracy(undefined)).toBe(25);
    expect(gpsMinAccuracy({ minAccuracy: 10 })).toBe(10);
  });

  it('empty without a position; accurate at or below minAccuracy; else inaccurate', () => {
    expect(gpsState(null, 25)).toEqual({ kind: 'empty' });
    expect(gpsState(fix(25), 25).kind).toBe('accurate');
    expect(gpsState(fix(25.5), 25)).toEqual({
      kind: 'inaccurate',
      fix: fix(25.5),
      minAccuracy: 25,
    });
  });

  it('stores {lat, lon} only when accurate and not in admin mode', () => {
    expect(gpsValueToStore(gpsState(fix(5), 25), false)).toEqual({ lat: 52.1, lon: 5.1 });
    expect(gpsValueToStore(gpsState(fix(5), 25), true)).toBeNull();
    expect(gpsValueToStore(gpsState(fix(50), 25), false)).toBeNull();
    expect(gpsValueToStore(gpsState(null, 25), false)).toBeNull();
  });

  it('reads a stored value (numbers or numeric text); anything else is none', () => {
    expect(storedGpsPosition({ lat: '52.5', lon: 4 })).toEqual({ lat: 52.5, lon: 4 });
    expect(storedGpsPosition({ lat: null, lon: 4 })).toBeNull();
    expect(storedGpsPosition('x')).toBeNull();
  });
});
