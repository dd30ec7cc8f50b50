import type { TSchema } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import { el } from '../../lib/fill-store/fixtures.test-support';
import { registrationTracks, trackCenter } from './registration-tracks';

const point = (lat: number, lon: number, timestamp = 1) => ({ timestamp, lat, lon, accuracy: 5 });

describe('registrationTracks', () => {
  it('answers each tracking field with its points, in schema order, none for other fields', () => {
    const schema: TSchema = [
      el('opmerking', 'text'),
      el('heen', 'tracking', { label: 'Heen' }),
      el('terug', 'tracking', { label: '' }),
    ];
    const tracks = registrationTracks(schema, {
      opmerking: 'x',
      heen: [point(52, 5), { lat: 'geen', lon: 5 }, point(52.1, 5.1, 2)],
    });
    expect(tracks).toEqual([
      { name: 'heen', label: 'Heen', points: [point(52, 5), point(52.1, 5.1, 2)] },
      { name: 'terug', label: 'terug', points: [] },
    ]);
  });
});

describe('trackCenter', () => {
  it('is the middle of the bounding box, null without points', () => {
    expect(trackCenter([point(52, 5), point(53, 4), point(52.5, 6)])).toEqual({
      lat: 52.5,
      lon: 5,
    });
    expect(trackCenter([])).toBeNull();
  });
});
