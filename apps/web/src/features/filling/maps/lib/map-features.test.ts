import type { TDatasourceFeature } from '@eform/core/api/datasources';
import {
  MAP_FALLBACK_FEATURE_COLOR,
  MAP_STATUS_COLOR_CLOSED,
  MAP_STATUS_COLOR_OPEN,
} from '@eform/core/constants';
import { featureActionApplies, type TMapSettings } from '@eform/core/elements';
import { describe, expect, it } from 'vitest';
import {
  clusterRadius,
  listMapFeatures,
  mapMaxSelect,
  missingMapItems,
  showsClusters,
  showsLabels,
  statusColor,
  statusColors,
  type TMapFeature,
  toggleMapSelection,
  visibleMapFeatures,
} from './map-features';

const feature = (
  id: number,
  name: string,
  extra: Partial<TDatasourceFeature['properties']> = {},
): TDatasourceFeature => ({
  type: 'Feature',
  id,
  geometry: { type: 'Point', coordinates: [5 + id / 100, 52] },
  properties: { id, name, status: 'open', invisible: false, data: {}, ...extra },
});

const shown = (settings: TMapSettings, ...features: TDatasourceFeature[]) =>
  visibleMapFeatures(features, '7', settings);

describe('status colours', () => {
  it('remembers a colour per status for one element', () => {
    const colorOf = statusColors({ featureStyles: [{ status: 'gezien', color: '#123456' }] });
    expect([colorOf('gezien'), colorOf('open'), colorOf('gezien')]).toEqual([
      '#123456',
      MAP_STATUS_COLOR_OPEN,
      '#123456',
    ]);
  });

  it('open blue, closed red and green for any other status by default', () => {
    expect(statusColor('open', {})).toBe(MAP_STATUS_COLOR_OPEN);
    expect(statusColor('closed', {})).toBe(MAP_STATUS_COLOR_CLOSED);
    expect(statusColor('_none', {})).toBe(MAP_FALLBACK_FEATURE_COLOR);
  });

  it('the feature styles of the element override the defaults', () => {
    const settings = {
      featureStyles: [
        { status: 'open', color: '#000000' },
        { status: 'x', color: '#111111' },
      ],
    };
    expect(statusColor('open', settings)).toBe('#000000');
    expect(statusColor('x', settings)).toBe('#111111');
    expect(statusColor('closed', settings)).toBe(MAP_STATUS_COLOR_CLOSED);
  });
});

describe('features on the map', () => {
  it('leaves out invisible features and those without a position; no status is _none', () => {
    const withoutPlace = { ...feature(3, 'C'), geometry: null };
    const result = shown(
      {},
      feature(1, 'A', { status: '' }),
      feature(2, 'B', { invisible: true }),
      withoutPlace,
    );
    expect(result.map((f) => [f.name, f.status, f.key])).toEqual([['A', '_none', '7:1']]);
  });

  it('setHidden hides and setStatus restyles the features whose data match', () => {
    const settings: TMapSettings = {
      featureActions: [
        {
          conditions: [
            { conditionType: 'dataValue', dataName: 'soort', operator: '=', dataValue: 'Eik' },
          ],
          actions: [{ actionType: 'setStatus', status: 'closed' }],
        },
        {
          conditions: [
            { conditionType: 'dataValue', dataName: 'weg', operator: '=', dataValue: 'ja' },
          ],
          actions: [{ actionType: 'setHidden' }],
        },
      ],
    };
    const result = shown(
      settings,
      feature(1, 'A', { data: { soort: 'eik' } }),
      feature(2, 'B', { data: { soort: 'Beuk', weg: 'JA' } }),
      feature(3, 'C', { data: { soort: 'Beuk' } }),
    );
    expect(result.map((f) => [f.name, f.status])).toEqual([
      ['A', 'closed'],
      ['C', 'open'],
    ]);
  });

  it('conditions: and needs all, or one; always always holds; none never applies', () => {
    const a = {
      conditionType: 'dataValue' as const,
      dataName: 'a',
      operator: '=' as const,
      dataValue: '1',
    };
    const b = {
      conditionType: 'dataValue' as const,
      dataName: 'b',
      operator: '=' as const,
      dataValue: '1',
    };
    const data = { a: '1', b: '2' };
    expect(featureActionApplies({ conditions: [a, b], conditionMethod: 'and' }, data)).toBe(false);
    expect(featureActionApplies({ conditions: [a, b], conditionMethod: 'or' }, data)).toBe(true);
    expect(featureActionApplies({ conditions: [{ conditionType: 'always' }] }, {})).toBe(true);
    expect(featureActionApplies({ conditions: [] }, data)).toBe(false);
  });
});

describe('selection', () => {
  const [a, b, c] = shown(
    {},
    feature(1, 'A', { data: { k: 'v' } }),
    feature(2, 'B'),
    feature(3, 'C'),
  ) as [TMapFeature, TMapFeature, TMapFeature];

  it('keeps {id, name, data}; selecting a selected feature deselects it', () => {
    const once = toggleMapSelection([], a, 2);
    expect(once).toEqual([{ id: 1, name: 'A', data: { k: 'v' } }]);
    expect(toggleMapSelection(once, a, 2)).toEqual([]);
  });

  it('up to featuresMaxSelect: a further feature is not added', () => {
    const two = toggleMapSelection(toggleMapSelection([], a, 2), b, 2);
    expect(toggleMapSelection(two, c, 2).map((item) => item.name)).toEqual(['A', 'B']);
  });

  it('with one allowed a click on another feature replaces the choice', () => {
    expect(toggleMapSelection(toggleMapSelection([], a, 1), b, 1).map((i) => i.name)).toEqual([
      'B',
    ]);
  });

  it('featuresMaxSelect defaults to 1 and is at least 1', () => {
    expect(mapMaxSelect({})).toBe(1);
    expect(mapMaxSelect({ featuresMaxSelect: 0 })).toBe(1);
    expect(mapMaxSelect({ featuresMaxSelect: 3 })).toBe(3);
  });

  it('names selected items the datasource no longer has', () => {
    expect(
      missingMapItems(
        [
          { id: 1, name: 'A', data: {} },
          { id: 9, name: 'Weg', data: {} },
        ],
        [a, b],
      ),
    ).toEqual([{ id: 9, name: 'Weg', data: {} }]);
  });

  const names = (query: string, withData: boolean) =>
    listMapFeatures([a, b], { query, withData, selectedIds: new Set(), limit: 50 }).listed.map(
      (f) => f.name,
    );

  it('filters by name, and by data only when the data columns are shown', () => {
    expect(names('a', false)).toEqual(['A']);
    expect(names('V', false)).toEqual([]);
    expect(names('V', true)).toEqual(['A']);
  });

  it('lists the selected first, then at most the limit, saying when more match', () => {
    const many = shown(
      {},
      ...Array.from({ length: 120 }, (_, i) => feature(i + 1, `Boom ${i + 1}`)),
    );
    const selectedIds = new Set(['100', '7']);
    const { listed, more } = listMapFeatures(many, {
      query: '',
      withData: false,
      selectedIds,
      limit: 50,
    });
    expect(listed).toHaveLength(50);
    expect(listed.slice(0, 3).map((f) => f.name)).toEqual(['Boom 7', 'Boom 100', 'Boom 1']);
    expect(more).toBe(true);
    const few = listMapFeatures(many, {
      query: 'Boom 11',
      withData: false,
      selectedIds,
      limit: 50,
    });
    expect(few.listed.map((f) => f.name)).toEqual([
      'Boom 11',
      'Boom 110',
      'Boom 111',
      'Boom 112',
      'Boom 113',
      'Boom 114',
      'Boom 115',
      'Boom 116',
      'Boom 117',
      'Boom 118',
      'Boom 119',
    ]);
    expect(few.more).toBe(false);
  });
});

describe('clusters and labels (doc 1 §9)', () => {
  it('clusters at and above resolution 3, labels below 2', () => {
    expect([showsClusters(2.99), showsClusters(3)]).toEqual([false, true]);
    expect([showsLabels(1.99), showsLabels(2)]).toEqual([true, false]);
  });

  it('marker radius from 5 up to 16', () => {
    expect(clusterRadius(1)).toBe(5);
    expect(clusterRadius(10)).toBeGreaterThan(5);
    expect(clusterRadius(100000)).toBe(16);
  });
});
