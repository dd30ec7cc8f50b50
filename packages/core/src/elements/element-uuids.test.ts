import { describe, expect, it, vi } from 'vitest';
import { ZSchema } from './element-schema';
import { assignElementUuids, randomUuid, renewElementUuids } from './element-uuids';
import { schemaUuids } from './find-element';
import { schemaFixture, uuidSequence } from './fixtures.test-support';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('assignElementUuids', () => {
  it('gives missing, blank, non-string and repeated uuids new ones, also inside subforms', () => {
    const raw = [
      { uuid: 'a', name: 'een', elementType: 'text' },
      { name: 'twee', elementType: 'text' },
      { uuid: ' ', name: 'drie', elementType: 'text' },
      { uuid: 7, name: 'vier', elementType: 'text' },
      {
        uuid: 'a',
        name: 'items',
        elementType: 'subform',
        subform: {
          schema: [
            { name: 'soort', elementType: 'text' },
            { uuid: 'a', name: 'x', elementType: 'text' },
          ],
        },
      },
    ];
    const out = assignElementUuids(raw, { uuid: uuidSequence('n') });
    expect(schemaUuids(ZSchema.parse(out))).toEqual([
      'a',
      'n-1',
      'n-2',
      'n-3',
      'n-4',
      'n-5',
      'n-6',
    ]);
  });

  it('leaves the input as it was', () => {
    const raw = [{ name: 'een', elementType: 'text' }];
    const copy = structuredClone(raw);
    assignElementUuids(raw);
    expect(raw).toEqual(copy);
  });

  it('passes anything that is not a list through, for the parse to report', () => {
    expect(assignElementUuids({ schema: [] })).toEqual({ schema: [] });
    expect(assignElementUuids(['x', null])).toEqual(['x', null]);
  });

  it('gives random version 4 uuids by default', () => {
    const out = assignElementUuids([{ name: 'een', elementType: 'text' }]) as { uuid: string }[];
    expect(out[0]?.uuid).toMatch(UUID_V4);
  });
});

describe('renewElementUuids', () => {
  it('gives the element and all it holds new uuids, leaving the original', () => {
    const [items] = schemaFixture([
      {
        name: 'items',
        elementType: 'subform',
        subform: { schema: [{ name: 'soort', elementType: 'text' }] },
      },
    ]);
    if (!items) throw new Error('fixture');
    const copy = renewElementUuids(items, { uuid: uuidSequence('c') });
    expect(schemaUuids([copy])).toEqual(['c-1', 'c-2']);
    expect(schemaUuids([items])).toEqual(['u-1', 'u-2']);
    expect(renewElementUuids(items).uuid).toMatch(UUID_V4);
  });
});

describe('randomUuid', () => {
  it('gives a version 4 uuid, also without crypto.randomUUID', () => {
    expect(randomUuid()).toMatch(UUID_V4);
    vi.stubGlobal('crypto', undefined);
    try {
      expect(randomUuid()).toMatch(UUID_V4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
