import { TRACKING_SIMPLIFY_TOLERANCE } from '@eform/core/constants';
import { describe, expect, it } from 'vitest';
import { projectLonLat, simplifyTrack, storedTrack } from './track-simplify';

// About 1 m of longitude at the equator in degrees, so projected units are nearly metres.
const M = 180 / 20037508.342789244;
const at = (i: number, x: number, y: number) => ({
  timestamp: i,
  lon: x * M,
  lat: y * M,
  accuracy: 5,
});

describe('simplifyTrack (Douglas-Peucker, tolerance 2)', () => {
  it('uses tolerance 2', () => expect(TRACKING_SIMPLIFY_TOLERANCE).toBe(2));

  it('keeps the first and last point and drops points within 2 of the line', () => {
    const straight = [at(0, 0, 0), at(1, 10, 1.5), at(2, 20, -1.5), at(3, 30, 0)];
    expect(simplifyTrack(straight).map((p) => p.timestamp)).toEqual([0, 3]);
  });

  it('keeps a point further than 2 from the line', () => {
    const bend = [at(0, 0, 0), at(1, 10, 2.5), at(2, 20, 0)];
    expect(simplifyTrack(bend).map((p) => p.timestamp)).toEqual([0, 1, 2]);
  });

  it('leaves two points or fewer as they are', () => {
    expect(simplifyTrack([at(0, 0, 0)])).toHaveLength(1);
  });

  it('projects to Web Mercator metres', () => {
    const [x, y] = projectLonLat(180, 0);
    expect(x).toBeCloseTo(20037508.34, 1);
    expect(y).toBeCloseTo(0, 6);
  });

  it('reads a stored track, skipping points without a position', () => {
    expect(
      storedTrack([{ timestamp: 1, lon: '5', lat: 52, accuracy: 3 }, { lon: 'x' }, 'y']),
    ).toEqual([{ timestamp: 1, lon: 5, lat: 52, accuracy: 3 }]);
  });
});
