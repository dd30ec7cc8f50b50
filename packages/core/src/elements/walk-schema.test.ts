import { describe, expect, it } from 'vitest';
import { ZSchema } from './element-schema';
import { findElementByName, flattenSchema } from './walk-schema';

const schema = ZSchema.parse([
  { uuid: 'u1', name: 'naam', elementType: 'text' },
  {
    uuid: 'u2',
    name: 'bomen',
    elementType: 'subform',
    subform: { schema: [{ uuid: 'u3', name: 'soort', elementType: 'text' }] },
  },
  { uuid: 'u4', name: 'naam', elementType: 'email' },
]);

describe('flattenSchema', () => {
  it('walks depth first with the enclosing subforms and index paths', () => {
    expect(
      flattenSchema(schema).map(({ element, scope, indexPath }) => [
        element.name,
        scope,
        indexPath,
      ]),
    ).toEqual([
      ['naam', [], [0]],
      ['bomen', [], [1]],
      ['soort', ['bomen'], [1, 0]],
      ['naam', [], [2]],
    ]);
  });
});

describe('findElementByName', () => {
  it('finds the first element of that name on the level itself only', () => {
    expect(findElementByName(schema, 'naam')?.elementType).toBe('text');
    expect(findElementByName(schema, 'soort')).toBeUndefined();
  });
});
