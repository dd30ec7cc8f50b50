import { describe, expect, it } from 'vitest';
import { ZDatasourceFeaturesBulk } from './datasources';

const feature = (over: Record<string, unknown> = {}) => ({
  type: 'Feature',
  id: 1,
  geometry: { type: 'Point', coordinates: [5.1, 52.1] },
  properties: { id: 1, name: 'Eik', status: 'open', invisible: false, data: {} },
  ...over,
});

describe('a map layer’s features read in bulk', () => {
  it('keeps each feature as it came (not copied) and takes one without a place', () => {
    const kept = feature();
    const parsed = ZDatasourceFeaturesBulk.parse({
      type: 'FeatureCollection',
      features: [kept, feature({ geometry: null })],
      status_values: ['open'],
    });
    expect(parsed.features[0]).toBe(kept);
    expect(parsed.features).toHaveLength(2);
  });

  it.each([
    ['no name', feature({ properties: { status: 'open' } })],
    ['no status', feature({ properties: { name: 'Eik' } })],
    ['a point of text', feature({ geometry: { type: 'Point', coordinates: ['5', '52'] } })],
    ['no properties', feature({ properties: null })],
    ['no object', 'Eik'],
  ])('refuses a feature with %s', (_what, bad) => {
    const answer = { type: 'FeatureCollection', features: [feature(), bad], status_values: [] };
    expect(ZDatasourceFeaturesBulk.safeParse(answer).success).toBe(false);
  });
});
