import { MAP_CLUSTER_RESOLUTION } from '@eform/core/constants';
import { describe, expect, it } from 'vitest';
import {
  buildMarkerIndex,
  CLUSTER_MAX_ZOOM,
  expansionZoom,
  indexZoom,
  keepsIndex,
  MIXED_COLORS,
  shownItems,
} from './marker-clusters';

const point = (key: string, lon: number, lat: number, color = '#3399CC') => ({
  key,
  lon,
  lat,
  color,
});
const NETHERLANDS: [number, number, number, number] = [3, 50, 8, 54];
// Resolutions (m/px) of zoom 7 and zoom 17 in Web Mercator.
const AT_ZOOM_7 = 1222.99;
const AT_ZOOM_17 = 1.19;

describe('markers clustered per zoom level', () => {
  it('clusters from resolution 3 on and shows every marker alone below it (doc 1 §9)', () => {
    expect(indexZoom(MAP_CLUSTER_RESOLUTION, 15.6)).toBe(CLUSTER_MAX_ZOOM);
    expect(indexZoom(MAP_CLUSTER_RESOLUTION - 0.01, 15.7)).toBe(CLUSTER_MAX_ZOOM + 1);
    expect(indexZoom(AT_ZOOM_7, 7.4)).toBe(7);
    // Zoom 15 is the last level whose resolution (4.8 m/px) is still 3 or more.
    expect(CLUSTER_MAX_ZOOM).toBe(15);
  });

  it('puts markers close together in one cluster with their count, and shows them alone up close', () => {
    const index = buildMarkerIndex([
      point('a', 5.1, 52.1),
      point('b', 5.1001, 52.1001),
      point('c', 5.1002, 52.1),
      point('far', 6.5, 53.2),
    ]);
    const far = shownItems(index, NETHERLANDS, AT_ZOOM_7, 7);
    expect(far).toContainEqual(
      expect.objectContaining({ kind: 'cluster', count: 3, color: '#3399CC' }),
    );
    expect(far).toContainEqual({ kind: 'marker', index: 3 });
    const near = shownItems(index, NETHERLANDS, AT_ZOOM_17, 17);
    expect(near.map((item) => item.kind)).toEqual(['marker', 'marker', 'marker', 'marker']);
  });

  it('fills a cluster of one colour with it, a mixed one as mixed', () => {
    const index = buildMarkerIndex([
      point('a', 5.1, 52.1, '#3399CC'),
      point('b', 5.1001, 52.1, '#e20000'),
    ]);
    const [cluster] = shownItems(index, NETHERLANDS, AT_ZOOM_7, 7);
    expect(cluster).toMatchObject({ kind: 'cluster', count: 2, color: MIXED_COLORS });
  });

  it('answers only what lies in the view', () => {
    const index = buildMarkerIndex([
      point('utrecht', 5.12, 52.09),
      point('groningen', 6.57, 53.22),
    ]);
    const around = shownItems(index, [5, 52, 5.3, 52.2], AT_ZOOM_17, 17);
    expect(around).toEqual([{ kind: 'marker', index: 0 }]);
  });

  it('opens a cluster at the zoom where it falls apart, at most where markers show alone', () => {
    const index = buildMarkerIndex([point('a', 5.1, 52.1), point('b', 5.10001, 52.1)]);
    const [cluster] = shownItems(index, NETHERLANDS, AT_ZOOM_7, 7);
    if (cluster?.kind !== 'cluster') throw new Error('no cluster');
    expect(expansionZoom(index, cluster.id)).toBe(CLUSTER_MAX_ZOOM + 1);
  });

  it('keeps the index for the same places and colours in the same order only', () => {
    const a = point('a', 5.1, 52.1);
    const b = point('b', 5.2, 52.2);
    const list = [a, b];
    const index = buildMarkerIndex(list);
    expect(keepsIndex(index, [{ ...a }, { ...b }])).toBe(true);
    expect(keepsIndex(index, [b, a])).toBe(false);
    expect(keepsIndex(index, [a, { ...b, color: '#e20000' }])).toBe(false);
    expect(keepsIndex(null, list)).toBe(false);
  });
});
