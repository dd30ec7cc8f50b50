import { describe, expect, it } from 'vitest';
import { elementUuids, findElement, schemaUuids } from './find-element';
import { NESTED_SUBFORM, schemaFixture } from './fixtures.test-support';

// u-1 naam, u-2 bomen [u-3 soort, u-4 takken [u-5 tak]], u-6 naam
const schema = schemaFixture([
  { name: 'naam', elementType: 'text' },
  NESTED_SUBFORM,
  { name: 'naam', elementType: 'email' },
]);

describe('findElement', () => {
  it.each([
    ['u-1', 'naam', undefined, 0, [0]],
    ['u-2', 'bomen', undefined, 1, [1]],
    ['u-3', 'soort', 'bomen', 0, [1, 0]],
    ['u-5', 'tak', 'takken', 0, [1, 1, 0]],
    ['u-6', 'naam', undefined, 2, [2]],
  ])('finds %s (%s) in %s at %i', (uuid, name, parent, index, indexPath) => {
    const found = findElement(schema, uuid);
    expect(found?.element.name).toBe(name);
    expect(found?.parent?.name).toBe(parent);
    expect(found?.index).toBe(index);
    expect(found?.indexPath).toEqual(indexPath);
  });

  it('finds nothing for an unknown uuid', () => {
    expect(findElement(schema, 'u-404')).toBeUndefined();
    expect(findElement([], 'u-1')).toBeUndefined();
  });
});

describe('schemaUuids / elementUuids', () => {
  it('lists every uuid depth first, and those of one element with what it holds', () => {
    expect(schemaUuids(schema)).toEqual(['u-1', 'u-2', 'u-3', 'u-4', 'u-5', 'u-6']);
    const bomen = findElement(schema, 'u-2')?.element;
    expect(bomen && elementUuids(bomen)).toEqual(['u-2', 'u-3', 'u-4', 'u-5']);
  });
});
