import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type TElement, type TSchema, ZSchema } from './element-schema';
import { insertElement, moveElement, removeElement } from './element-tree';
import { assignElementUuids } from './element-uuids';
import { elementUuids, findElement, schemaUuids } from './find-element';
import { uuidSequence } from './fixtures.test-support';
import { flattenSchema } from './walk-schema';

type TRaw = Record<string, unknown>;

const leaf = fc
  .constantFrom('text', 'number', 'header', 'radio')
  .map((elementType): TRaw => ({ name: 'veld', elementType }));

/** Small trees of elements, subforms nested up to a few levels deep. */
const { schema: rawSchema } = fc.letrec<{ schema: TRaw[]; element: TRaw }>((tie) => ({
  schema: fc.array(tie('element'), { maxLength: 4 }),
  element: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('schema').map(
      (schema): TRaw => ({ name: 'groep', elementType: 'subform', subform: { schema } }),
    ),
  ),
}));

const schemaArb = rawSchema.map((raw) =>
  ZSchema.parse(assignElementUuids(raw, { uuid: uuidSequence('s') })),
);

/** One step: which element (pick), where to (target level, index), with what. */
const step = fc.record({
  kind: fc.constantFrom('insert', 'move', 'remove'),
  pick: fc.nat(),
  target: fc.nat(),
  index: fc.integer({ min: -2, max: 8 }),
  nested: fc.boolean(),
});

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const clamp = (index: number, length: number) => Math.min(Math.max(0, index), length);

function levelLength(schema: TSchema, parentUuid: string | undefined): number {
  if (parentUuid === undefined) return schema.length;
  const parent = findElement(schema, parentUuid)?.element;
  return parent?.elementType === 'subform' ? (parent.subform?.schema.length ?? 0) : -1;
}

const without = (uuids: string[], gone: readonly string[]) =>
  uuids.filter((uuid) => !gone.includes(uuid));

describe('element tree operations (property-based)', () => {
  it('keep every uuid exactly once, place elements where asked and never change their input', () => {
    fc.assert(
      fc.property(schemaArb, fc.array(step, { maxLength: 25 }), (initial, steps) => {
        let schema = initial;
        const expected = new Set(schemaUuids(schema));
        const fresh = uuidSequence('n');
        for (const { kind, pick, target, index, nested } of steps) {
          deepFreeze(schema);
          const before = structuredClone(schema);
          const uuids = schemaUuids(schema);
          const subforms = flattenSchema(schema)
            .filter(({ element }) => element.elementType === 'subform')
            .map(({ element }) => element.uuid);
          const parentUuid = [undefined, ...subforms][target % (subforms.length + 1)];
          let next: TSchema;
          if (kind === 'insert') {
            const element: TElement = nested
              ? {
                  uuid: fresh(),
                  name: 'nieuw',
                  elementType: 'subform',
                  subform: { schema: [{ uuid: fresh(), name: 'kind', elementType: 'text' }] },
                }
              : { uuid: fresh(), name: 'nieuw', elementType: 'text' };
            const length = levelLength(schema, parentUuid);
            next = insertElement(schema, element, { parentUuid, index });
            for (const uuid of elementUuids(element)) expected.add(uuid);
            const found = findElement(next, element.uuid);
            expect(found?.parent?.uuid).toBe(parentUuid);
            expect(found?.index).toBe(clamp(index, length));
          } else {
            if (uuids.length === 0) continue;
            const uuid = uuids[pick % uuids.length] as string;
            const moved = elementUuids(findElement(schema, uuid)?.element as TElement);
            if (kind === 'remove') {
              next = removeElement(schema, uuid);
              for (const gone of moved) expected.delete(gone);
              // Whatever else the schema held stays, in the same order.
              expect(schemaUuids(next)).toEqual(without(uuids, moved));
            } else if (parentUuid !== undefined && moved.includes(parentUuid)) {
              expect(() => moveElement(schema, uuid, { parentUuid, index })).toThrow(
                expect.objectContaining({ problem: 'intoItself' }),
              );
              expect(schema).toEqual(before);
              continue;
            } else {
              next = moveElement(schema, uuid, { parentUuid, index });
              const found = findElement(next, uuid);
              expect(found?.parent?.uuid).toBe(parentUuid);
              expect(found?.index).toBe(clamp(index, levelLength(next, parentUuid) - 1));
              expect(without(schemaUuids(next), moved)).toEqual(without(uuids, moved));
            }
          }
          expect(schema).toEqual(before);
          const after = schemaUuids(next);
          expect(after).toHaveLength(new Set(after).size);
          expect(new Set(after)).toEqual(expected);
          expect(ZSchema.parse(next)).toEqual(next);
          schema = next;
        }
      }),
    );
  });
});
