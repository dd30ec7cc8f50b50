import { describe, expect, it } from 'vitest';
import { ZSchema } from './element-schema';
import { findElement, flattenSchema } from './walk-schema';

const schema = ZSchema.parse([
  { name: 'naam', elementType: 'text' },
  {
    name: 'bomen',
    elementType: 'subform',
    subform: { schema: [{ name: 'soort', elementType: 'text' }] },
  },
  { name: 'naam', elementType: 'email' },
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

describe('findElement', () => {
  it('finds the first element of that name on the level itself only', () => {
    expect(findElement(schema, 'naam')?.elementType).toBe('text');
    expect(findElement(schema, 'soort')).toBeUndefined();
  });
});
