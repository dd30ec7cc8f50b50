import { describe, expect, it } from 'vitest';
import { guestMapStatusesSegment, parseGuestMapStatuses } from '../api/guest-maps';
import { schemaFixture } from './fixtures.test-support';
import {
  findGuestMapElement,
  guestMapColumns,
  guestMapDatasourceRef,
  guestMapElements,
  mapActionsSetStatus,
  pickGuestMapData,
} from './guest-maps';

const map = (name: string, mapSettings: Record<string, unknown> = {}) => ({
  name,
  elementType: 'map',
  mapSettings,
});

const SCHEMA = schemaFixture([
  map('dicht'),
  map('open', { guest_map_enabled: true, mapLayers: [{ datasource_id: 7 }] }),
  {
    name: 'ronde',
    elementType: 'subform',
    subform: {
      schema: [
        map('dicht', { guest_map_enabled: true, mapLayers: [{ datasource_id: 'abc' }] }),
        { name: 'tekst', elementType: 'text' },
      ],
    },
  },
]);

describe('guestMapElements and findGuestMapElement', () => {
  it('finds the map elements with guest_map_enabled, depth first, also inside subforms', () => {
    expect(guestMapElements(SCHEMA).map((element) => element.name)).toEqual(['open', 'dicht']);
  });

  it('finds a public map by name, skipping a disabled one of the same name on another level', () => {
    expect(findGuestMapElement(SCHEMA, 'open')?.mapSettings?.mapLayers?.[0]?.datasource_id).toBe(7);
    expect(findGuestMapElement(SCHEMA, 'dicht')?.mapSettings?.mapLayers?.[0]?.datasource_id).toBe(
      'abc',
    );
    expect(findGuestMapElement(SCHEMA, 'tekst')).toBeUndefined();
    expect(findGuestMapElement(SCHEMA, 'geen')).toBeUndefined();
  });
});

describe('guestMapDatasourceRef', () => {
  it.each([
    [{ mapLayers: [{ datasource_id: 12 }, { datasource_id: 13 }] }, '12'],
    [{ mapLayers: [{ datasource_id: ' 0b3c ' }] }, '0b3c'],
    [{ mapLayers: [{ datasource_id: null }, { datasource_id: 13 }] }, null],
    [{ mapLayers: [{ datasource_id: '' }] }, null],
    [{ mapLayers: [] }, null],
    [{}, null],
    [undefined, null],
  ])("names the first layer's datasource: %j -> %j", (settings, ref) => {
    expect(guestMapDatasourceRef(settings)).toBe(ref);
  });
});

describe('guestMapColumns and pickGuestMapData', () => {
  const DATA = { soort: 'loof', eigenaar: 'gemeente', geheim: 'x' };
  const actions = [
    {
      conditions: [
        { conditionType: 'dataValue' as const, dataName: 'soort', dataValue: 'loof' },
        { conditionType: 'always' as const, dataName: 'geheim' },
      ],
      actions: [{ actionType: 'setHidden' as const }],
    },
  ];

  it('hands out every column with showDataColumns', () => {
    const columns = guestMapColumns({ showDataColumns: true, featureActions: actions });
    expect(pickGuestMapData(DATA, columns)).toEqual(DATA);
  });

  it('else only the columns a dataValue condition of a feature action tests', () => {
    expect(pickGuestMapData(DATA, guestMapColumns({ featureActions: actions }))).toEqual({
      soort: 'loof',
    });
    expect(pickGuestMapData(DATA, guestMapColumns({}))).toEqual({});
    expect(pickGuestMapData(DATA, guestMapColumns(undefined))).toEqual({});
  });
});

describe('mapActionsSetStatus', () => {
  it('is true only when a feature action sets a status', () => {
    expect(mapActionsSetStatus({})).toBe(false);
    expect(
      mapActionsSetStatus({ featureActions: [{ actions: [{ actionType: 'setHidden' }] }] }),
    ).toBe(false);
    expect(
      mapActionsSetStatus({
        featureActions: [{ actions: [{ actionType: 'setStatus', status: 'closed' }] }],
      }),
    ).toBe(true);
  });
});

describe('the statuses segment of the guest map calls', () => {
  it("reads 'all' as every status and splits the rest on '||'", () => {
    expect(parseGuestMapStatuses('all')).toBeNull();
    expect(parseGuestMapStatuses('open||_none')).toEqual(new Set(['open', '_none']));
    expect(parseGuestMapStatuses('open||||')).toEqual(new Set(['open']));
  });

  it('writes a choice sorted, so the same choice is the same URL, and reads it back', () => {
    expect(guestMapStatusesSegment(null)).toBe('all');
    const segment = guestMapStatusesSegment(new Set(['open', '_none', 'in behandeling']));
    expect(segment).toBe('_none||in behandeling||open');
    expect(parseGuestMapStatuses(segment)).toEqual(new Set(['open', '_none', 'in behandeling']));
  });
});
