import { describe, expect, it } from 'vitest';
import { schemaFixture } from './fixtures.test-support';
import { locationElements, registrationGeometry, thinTrack } from './registration-geometry';

const schema = schemaFixture([
  { name: 'naam', elementType: 'text' },
  { name: 'plek', elementType: 'gps' },
  {
    name: 'boom',
    elementType: 'map',
    mapSettings: { mapLayers: [{ type: 'geojson', datasource_id: 7 }] },
  },
  { name: 'route', elementType: 'tracking' },
  {
    name: 'items',
    elementType: 'subform',
    subform: { schema: [{ name: 'p', elementType: 'gps' }] },
  },
]);

const track = [
  { timestamp: 1, lat: 52.1, lon: 4.1 },
  { timestamp: 2, lat: '52.2', lon: '4.2' },
  { timestamp: 3, lat: 52.3, lon: 4.3 },
];

describe('registrationGeometry', () => {
  it('takes the gps value as [lon, lat]', () => {
    const geometry = registrationGeometry(schema, { plek: { lat: 52.37, lon: 4.89 } });
    expect(geometry).toEqual({ point: [4.89, 52.37], tracks: [] });
  });

  it("finds a map selection's first feature through the lookup it is given", () => {
    const asked: unknown[] = [];
    const geometry = registrationGeometry(
      schema,
      { boom: [{ id: 'b-1' }, { id: 'b-2' }] },
      (location) => {
        asked.push(location);
        return { lon: 5.1, lat: 52.09 };
      },
    );
    expect(asked).toEqual([{ kind: 'feature', featureId: 'b-1', datasourceIds: ['7'] }]);
    expect(geometry.point).toEqual([5.1, 52.09]);
  });

  it("falls back to a track's first point and draws the track", () => {
    const geometry = registrationGeometry(schema, { route: track });
    expect(geometry.point).toEqual([4.1, 52.1]);
    expect(geometry.tracks).toEqual([
      [
        [4.1, 52.1],
        [4.2, 52.2],
        [4.3, 52.3],
      ],
    ]);
  });

  it('keeps the first location in form order and still draws later tracks', () => {
    const geometry = registrationGeometry(schema, {
      plek: { lat: 51, lon: 3 },
      route: track,
    });
    expect(geometry.point).toEqual([3, 51]);
    expect(geometry.tracks).toHaveLength(1);
  });

  it('skips a gps not measured and a feature not found', () => {
    const geometry = registrationGeometry(schema, {
      plek: { lat: null, lon: null },
      boom: [{ id: 'weg' }],
      route: [track[0]],
    });
    expect(geometry).toEqual({ point: [4.1, 52.1], tracks: [] });
  });

  it('has no geometry without a location, nor from a subform item', () => {
    expect(
      registrationGeometry(schema, { naam: 'x', items: [{ p: { lat: 52, lon: 4 } }] }),
    ).toEqual({ point: undefined, tracks: [] });
  });

  it('lists the location elements of the main level in form order', () => {
    expect(locationElements(schema).map((e) => e.name)).toEqual(['plek', 'boom', 'route']);
  });
});

describe('thinTrack', () => {
  it('keeps a short track and thins a long one to its ends and even steps', () => {
    const long = Array.from({ length: 101 }, (_, i) => [i, 0] as [number, number]);
    expect(thinTrack(long.slice(0, 3), 5)).toHaveLength(3);
    const thin = thinTrack(long, 5);
    expect(thin).toEqual([
      [0, 0],
      [25, 0],
      [50, 0],
      [75, 0],
      [100, 0],
    ]);
  });
});
