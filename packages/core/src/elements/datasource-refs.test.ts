import { describe, expect, it } from 'vitest';
import { namesDatasource, schemaDatasourceRefs } from './datasource-refs';
import { ZSchema } from './element-schema';

const UUID = '0B8E5C1A-2F3D-4E5F-8A9B-0C1D2E3F4A5B';

const schema = ZSchema.parse([
  { uuid: 'u1', name: 'straat', elementType: 'search', searchSettings: { datasourceId: 7 } },
  { uuid: 'u2', name: 'leeg', elementType: 'search', searchSettings: { datasourceId: null } },
  {
    uuid: 'u3',
    name: 'bomen',
    elementType: 'subform',
    subform: {
      schema: [
        {
          uuid: 'u4',
          name: 'kaart',
          elementType: 'map',
          mapSettings: { mapLayers: [{ datasource_id: ` ${UUID} ` }, { datasource_id: '' }] },
        },
      ],
    },
  },
  // A GPS field's layers are not read while filling: they open nothing to a guest.
  {
    uuid: 'u5',
    name: 'plek',
    elementType: 'gps',
    mapSettings: { mapLayers: [{ datasource_id: 9 }] },
  },
  { uuid: 'u6', name: 'naam', elementType: 'text' },
]);

describe('schemaDatasourceRefs', () => {
  it("names the search and map elements' datasources, subforms included, ids and uuids alike", () => {
    expect([...schemaDatasourceRefs(schema)]).toEqual(['7', UUID.toLowerCase()]);
  });

  it('names none for a form without search or map elements', () => {
    expect(schemaDatasourceRefs([]).size).toBe(0);
  });
});

describe('namesDatasource', () => {
  const refs = schemaDatasourceRefs(schema);
  it.each([
    [{ id: 7, uuid: 'a0000000-0000-4000-8000-000000000000' }, true],
    [{ id: 8, uuid: UUID.toLowerCase() }, true],
    [{ id: 9, uuid: 'b0000000-0000-4000-8000-000000000000' }, false],
  ])('%o → %s', (datasource, named) => {
    expect(namesDatasource(refs, datasource)).toBe(named);
  });
});
