import { describe, expect, it } from 'vitest';
import type { TElement, TSchema } from '../elements';
import { elementAfterRemoval } from './removal-focus';

const text = (uuid: string): TElement =>
  ({ uuid, name: uuid, label: uuid, elementType: 'text', validation: [] }) as TElement;
const subform = (uuid: string, children: TSchema): TElement =>
  ({
    uuid,
    name: uuid,
    label: uuid,
    elementType: 'subform',
    subform: { schema: children, values: [], rules: [], defaultValues: {} },
  }) as unknown as TElement;

const schema: TSchema = [text('a'), subform('s', [text('s1'), text('s2')]), text('b')];

describe('elementAfterRemoval', () => {
  it.each([
    ['a', 's', 'the next one in its level'],
    ['b', 's', 'the one before it at the end of a level'],
    ['s1', 's2', 'the next child in a subform'],
    ['s2', 's1', 'the child before it at the end of a subform'],
    ['x', null, 'nothing for an unknown uuid'],
  ])('%s: %s (%s)', (uuid, expected, _why) => {
    expect(elementAfterRemoval(schema, uuid)).toBe(expected);
  });

  it("gives a subform's only child's place to the subform, and the last element's to none", () => {
    expect(elementAfterRemoval([subform('s', [text('c')])], 'c')).toBe('s');
    expect(elementAfterRemoval([text('a')], 'a')).toBeNull();
  });
});
