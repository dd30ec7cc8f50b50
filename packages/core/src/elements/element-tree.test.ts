import { describe, expect, it } from 'vitest';
import type { TElement, TSchema } from './element-schema';
import { insertElement, moveElement, removeElement, replaceElement } from './element-tree';
import { ElementTreeError } from './element-tree-error';
import { findElement, schemaUuids } from './find-element';
import { elementFixture, NESTED_SUBFORM, schemaFixture } from './fixtures.test-support';

// u-1 naam, u-2 bomen [u-3 soort, u-4 takken [u-5 tak]], u-6 opmerking, u-7 leeg (no subform yet)
const schema = schemaFixture([
  { name: 'naam', elementType: 'text' },
  NESTED_SUBFORM,
  { name: 'opmerking', elementType: 'textarea' },
  { name: 'leeg', elementType: 'subform' },
]);
const snapshot = structuredClone(schema);

/** The tree as 'name' and 'name[children]' strings, to compare shapes at a glance. */
function shape(elements: TSchema): string {
  return elements
    .map((e) =>
      e.elementType === 'subform' && e.subform ? `${e.name}[${shape(e.subform.schema)}]` : e.name,
    )
    .join(' ');
}

const nieuw = (uuid = 'n-1'): TElement =>
  elementFixture({ uuid, name: 'nieuw', elementType: 'text' });

function problemOf(run: () => unknown): [string, string] | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof ElementTreeError) return [error.problem, error.code];
    throw error;
  }
  return undefined;
}

describe('insertElement', () => {
  it.each([
    [{}, 'naam bomen[soort takken[tak]] opmerking leeg nieuw'],
    [{ index: 0 }, 'nieuw naam bomen[soort takken[tak]] opmerking leeg'],
    [{ parentUuid: null, index: 2 }, 'naam bomen[soort takken[tak]] nieuw opmerking leeg'],
    [{ parentUuid: 'u-2', index: 1 }, 'naam bomen[soort nieuw takken[tak]] opmerking leeg'],
    [{ parentUuid: 'u-4' }, 'naam bomen[soort takken[tak nieuw]] opmerking leeg'],
    [{ parentUuid: 'u-7' }, 'naam bomen[soort takken[tak]] opmerking leeg[nieuw]'],
    [{ parentUuid: 'u-2', index: 99 }, 'naam bomen[soort takken[tak] nieuw] opmerking leeg'],
    [{ parentUuid: 'u-2', index: -3 }, 'naam bomen[nieuw soort takken[tak]] opmerking leeg'],
  ])('places the element at %j', (at, expected) => {
    expect(shape(insertElement(schema, nieuw(), at))).toBe(expected);
    expect(schema).toEqual(snapshot);
  });

  it('returns new arrays along the changed path and shares what did not change', () => {
    const next = insertElement(schema, nieuw(), { parentUuid: 'u-4' });
    expect(next).not.toBe(schema);
    expect(next[0]).toBe(schema[0]);
    expect(next[1]).not.toBe(schema[1]);
    expect(findElement(next, 'u-3')?.element).toBe(findElement(schema, 'u-3')?.element);
  });

  it.each([
    ['an unknown parent', nieuw(), { parentUuid: 'u-404' }, ['unknownUuid', 'NOT_FOUND']],
    [
      'a parent that is no subform',
      nieuw(),
      { parentUuid: 'u-1' },
      ['notASubform', 'UNPROCESSABLE'],
    ],
    ['a uuid already present', nieuw('u-5'), {}, ['duplicateUuid', 'CONFLICT']],
    [
      'a subform holding a uuid already present',
      elementFixture({
        uuid: 'n-1',
        name: 'kopie',
        elementType: 'subform',
        subform: { schema: [{ uuid: 'u-3', name: 'soort', elementType: 'text' }] },
      }),
      {},
      ['duplicateUuid', 'CONFLICT'],
    ],
    [
      'a subform holding one uuid twice',
      elementFixture({
        uuid: 'n-1',
        name: 'kopie',
        elementType: 'subform',
        subform: { schema: [{ uuid: 'n-1', name: 'soort', elementType: 'text' }] },
      }),
      {},
      ['duplicateUuid', 'CONFLICT'],
    ],
  ])('refuses %s', (_case, element, at, expected) => {
    expect(problemOf(() => insertElement(schema, element, at))).toEqual(expected);
  });
});

describe('removeElement', () => {
  it.each([
    ['u-1', 'bomen[soort takken[tak]] opmerking leeg'],
    ['u-5', 'naam bomen[soort takken[]] opmerking leeg'],
    ['u-4', 'naam bomen[soort] opmerking leeg'],
    ['u-2', 'naam opmerking leeg'],
  ])('removes %s with whatever it holds', (uuid, expected) => {
    expect(shape(removeElement(schema, uuid))).toBe(expected);
    expect(schema).toEqual(snapshot);
  });

  it('refuses an unknown uuid', () => {
    expect(problemOf(() => removeElement(schema, 'u-404'))).toEqual(['unknownUuid', 'NOT_FOUND']);
  });
});

describe('moveElement', () => {
  it.each([
    ['u-1', { index: 2 }, 'bomen[soort takken[tak]] opmerking naam leeg'],
    ['u-6', { index: 0 }, 'opmerking naam bomen[soort takken[tak]] leeg'],
    ['u-1', {}, 'bomen[soort takken[tak]] opmerking leeg naam'],
    ['u-1', { index: 0 }, 'naam bomen[soort takken[tak]] opmerking leeg'],
    ['u-6', { parentUuid: 'u-2', index: 0 }, 'naam bomen[opmerking soort takken[tak]] leeg'],
    ['u-3', { index: 0 }, 'soort naam bomen[takken[tak]] opmerking leeg'],
    ['u-3', { parentUuid: 'u-2' }, 'naam bomen[takken[tak] soort] opmerking leeg'],
    ['u-5', { parentUuid: 'u-7' }, 'naam bomen[soort takken[]] opmerking leeg[tak]'],
    ['u-4', { parentUuid: 'u-7' }, 'naam bomen[soort] opmerking leeg[takken[tak]]'],
  ])('moves %s to %j', (uuid, at, expected) => {
    const next = moveElement(schema, uuid, at);
    expect(shape(next)).toBe(expected);
    expect(findElement(next, uuid)?.element).toEqual(findElement(schema, uuid)?.element);
    expect(schema).toEqual(snapshot);
  });

  it.each([
    ['a subform into itself', 'u-2', { parentUuid: 'u-2' }, ['intoItself', 'UNPROCESSABLE']],
    ['a subform into one it holds', 'u-2', { parentUuid: 'u-4' }, ['intoItself', 'UNPROCESSABLE']],
    ['an unknown element', 'u-404', {}, ['unknownUuid', 'NOT_FOUND']],
    ['to an unknown parent', 'u-1', { parentUuid: 'u-404' }, ['unknownUuid', 'NOT_FOUND']],
    [
      'into an element that is no subform',
      'u-1',
      { parentUuid: 'u-6' },
      ['notASubform', 'UNPROCESSABLE'],
    ],
  ])('refuses to move %s', (_case, uuid, at, expected) => {
    expect(problemOf(() => moveElement(schema, uuid, at))).toEqual(expected);
    expect(schema).toEqual(snapshot);
  });
});

describe('replaceElement', () => {
  it('replaces an element anywhere by a new one, in place', () => {
    const tak = findElement(schema, 'u-5')?.element as TElement;
    const next = replaceElement(schema, 'u-5', { ...tak, label: 'Tak' });
    expect(findElement(next, 'u-5')).toMatchObject({ element: { label: 'Tak' }, index: 0 });
    expect(findElement(next, 'u-5')?.parent?.uuid).toBe('u-4');
    expect(schema).toEqual(snapshot);
  });

  it('passes the current element to an updater', () => {
    const next = replaceElement(schema, 'u-1', (current) => ({ ...current, label: current.name }));
    expect(next[0]).toMatchObject({ uuid: 'u-1', label: 'naam' });
  });

  it('accepts a new uuid, and a subform that keeps the uuids it held', () => {
    expect(schemaUuids(replaceElement(schema, 'u-1', nieuw('n-9')))).toContain('n-9');
    const bomen = findElement(schema, 'u-2')?.element as TElement;
    const renamed = replaceElement(schema, 'u-2', { ...bomen, name: 'struiken' });
    expect(shape(renamed)).toBe('naam struiken[soort takken[tak]] opmerking leeg');
  });

  it.each([
    ['an unknown uuid', 'u-404', nieuw(), ['unknownUuid', 'NOT_FOUND']],
    [
      'a replacement with a uuid used elsewhere',
      'u-1',
      nieuw('u-3'),
      ['duplicateUuid', 'CONFLICT'],
    ],
  ])('refuses %s', (_case, uuid, next, expected) => {
    expect(problemOf(() => replaceElement(schema, uuid, next))).toEqual(expected);
  });
});
