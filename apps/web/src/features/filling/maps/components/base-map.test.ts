import { describe, expect, it } from 'vitest';
import { createMap, syncMarkers, type TBaseMapMarker } from './base-map';

const marker = (key: string, more: Partial<TBaseMapMarker> = {}): TBaseMapMarker => ({
  key,
  lon: 5.1,
  lat: 52.1,
  color: '#3399CC',
  label: `Boom ${key}`,
  selected: false,
  ...more,
});

function mapParts() {
  const parts = createMap(document.createElement('div'), { lon: 5, lat: 52 }, 7);
  let changes = 0;
  parts.markers.on('change', () => {
    changes += 1;
  });
  return { parts, changes: () => changes };
}

const keys = (parts: ReturnType<typeof createMap>) =>
  parts.markers
    .getFeatures()
    .map((feature) => feature.get('key') as string)
    .sort();

describe('the map’s markers kept in line with a new list', () => {
  it('selects and recolours a marker in place, without touching the source (no new clusters)', () => {
    const { parts, changes } = mapParts();
    syncMarkers(parts, [marker('a'), marker('b')]);
    const a = parts.byKey.get('a');
    const before = changes();
    syncMarkers(parts, [marker('a', { selected: true, color: '#e20000' }), marker('b')]);
    expect(parts.byKey.get('a')).toBe(a);
    expect(a?.get('selected')).toBe(true);
    expect(a?.get('color')).toBe('#e20000');
    expect(changes()).toBe(before);
  });

  it('adds the markers that come, removes those that go, and moves one by replacing it', () => {
    const { parts } = mapParts();
    syncMarkers(parts, [marker('a'), marker('b')]);
    syncMarkers(parts, [marker('b'), marker('c')]);
    expect(keys(parts)).toEqual(['b', 'c']);
    const b = parts.byKey.get('b');
    syncMarkers(parts, [marker('b', { lon: 6 }), marker('c')]);
    expect(parts.byKey.get('b')).not.toBe(b);
    expect(parts.byKey.get('b')?.get('lon')).toBe(6);
    expect(keys(parts)).toEqual(['b', 'c']);
    syncMarkers(parts, []);
    expect(keys(parts)).toEqual([]);
  });
});
