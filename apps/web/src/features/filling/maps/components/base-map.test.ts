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

const mapParts = () => createMap(document.createElement('div'), { lon: 5, lat: 52 }, 7);

const selectedKeys = (parts: ReturnType<typeof createMap>) =>
  parts.selected
    .getFeatures()
    .map((feature) => feature.get('key') as string)
    .sort();

describe('the map’s markers kept in line with a new list', () => {
  it('selects a marker without clustering the markers again, and draws it on top', () => {
    const parts = mapParts();
    syncMarkers(parts, [marker('a'), marker('b')]);
    const clusters = parts.index?.clusters;
    syncMarkers(parts, [marker('a', { selected: true }), marker('b', { label: 'Andere naam' })]);
    expect(parts.index?.clusters).toBe(clusters);
    expect(parts.index?.list[1]?.label).toBe('Andere naam');
    expect(selectedKeys(parts)).toEqual(['a']);
    expect(parts.selected.getFeatures()[0]?.get('selected')).toBe(true);
    syncMarkers(parts, [marker('a'), marker('b')]);
    expect(selectedKeys(parts)).toEqual([]);
  });

  it('clusters again when markers come, go, move or change colour', () => {
    const parts = mapParts();
    syncMarkers(parts, [marker('a'), marker('b')]);
    const steps: TBaseMapMarker[][] = [
      [marker('b'), marker('c')],
      [marker('b', { lon: 6 }), marker('c')],
      [marker('b', { lon: 6, color: '#e20000' }), marker('c')],
    ];
    for (const step of steps) {
      const before = parts.index?.clusters;
      syncMarkers(parts, step);
      expect(parts.index?.clusters).not.toBe(before);
      expect(parts.index?.list).toBe(step);
    }
    syncMarkers(parts, []);
    expect(parts.index).toBeNull();
  });
});
