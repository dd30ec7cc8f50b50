import { type TElement, type TSchema, ZElement, ZSchema } from './element-schema';
import { assignElementUuids } from './element-uuids';

// Shared by core tests: schema JSON written without uuids, parsed the way legacy input is.

/** A generator of predictable uuids: 'u-1', 'u-2', ... */
export function uuidSequence(prefix = 'u'): () => string {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

/** Parses test schema JSON, giving each element without a uuid a predictable one. */
export function schemaFixture(raw: readonly unknown[]): TSchema {
  return ZSchema.parse(assignElementUuids(raw, { uuid: uuidSequence() }));
}

/** Parses one test element, giving it (and what it nests) predictable uuids where missing. */
export function elementFixture(raw: Record<string, unknown>): TElement {
  return ZElement.parse((assignElementUuids([raw], { uuid: uuidSequence() }) as unknown[])[0]);
}

/** A subform 'bomen' holding 'soort' and a subform 'takken' with 'tak': two levels deep. */
export const NESTED_SUBFORM = {
  name: 'bomen',
  elementType: 'subform',
  subform: {
    schema: [
      { name: 'soort', elementType: 'text' },
      {
        name: 'takken',
        elementType: 'subform',
        subform: { schema: [{ name: 'tak', elementType: 'number' }] },
      },
    ],
  },
} as const;
