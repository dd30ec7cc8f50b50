import { describe, expect, it } from 'vitest';
import { elementFixture } from './fixtures.test-support';
import { elementLocation, gpsPoint } from './location-point';

describe('gpsPoint', () => {
  it.each([
    [
      { lat: 52.37, lon: 4.89, accuracy: 5 },
      { lon: 4.89, lat: 52.37 },
    ],
    [
      { lat: '52.37', lon: '4.89' },
      { lon: 4.89, lat: 52.37 },
    ],
    [
      { lat: -33.5, lon: -70 },
      { lon: -70, lat: -33.5 },
    ],
    [
      { lat: 0, lon: 0 },
      { lon: 0, lat: 0 },
    ],
  ])('reads %j as a point', (value, point) => {
    expect(gpsPoint(value)).toEqual(point);
  });

  it.each([
    ['not measured', { lat: null, lon: null }],
    ['no longitude', { lat: 52 }],
    ['a decimal comma', { lat: '52,37', lon: '4,89' }],
    ['text', { lat: 'noord', lon: 'oost' }],
    ['beyond the pole', { lat: 91, lon: 4 }],
    ['beyond the date line', { lat: 52, lon: 181 }],
    ['infinite', { lat: Number.POSITIVE_INFINITY, lon: 4 }],
    ['a list', [52, 4]],
    ['nothing', undefined],
  ])('has no point when %s', (_, value) => {
    expect(gpsPoint(value)).toBeUndefined();
  });
});

describe('elementLocation', () => {
  const gps = elementFixture({ name: 'plek', elementType: 'gps' });
  const map = elementFixture({
    name: 'kaart',
    elementType: 'map',
    mapSettings: {
      mapLayers: [{ datasource_id: 7 }, { datasource_id: null }, { datasource_id: 'abc' }],
    },
  });

  it('gives a gps element its point', () => {
    expect(elementLocation(gps, { lat: 52.1, lon: 5.1 })).toEqual({
      kind: 'point',
      point: { lon: 5.1, lat: 52.1 },
    });
    expect(elementLocation(gps, { lat: null, lon: null })).toBeUndefined();
  });

  it("gives a map element its first selected feature and the layers' datasources", () => {
    const value = [
      { id: 12, name: 'Lantaarnpaal 12', data: {} },
      { id: 'b', name: 'Bank' },
    ];
    expect(elementLocation(map, value)).toEqual({
      kind: 'feature',
      featureId: '12',
      datasourceIds: ['7', 'abc'],
    });
  });

  it('has none for an empty selection, a value of another shape or another element', () => {
    expect(elementLocation(map, [])).toBeUndefined();
    expect(elementLocation(map, [{ name: 'zonder id' }, { id: '' }])).toBeUndefined();
    expect(elementLocation(map, { id: 1 })).toBeUndefined();
    const text = elementFixture({ name: 'adres', elementType: 'text' });
    expect(elementLocation(text, 'Kerkstraat 1')).toBeUndefined();
  });
});
