import { findElement, type TElement, type TSchema } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { describe, expect, it } from 'vitest';
import { moveTargets } from './move-element-dialog';

const el = (uuid: string, elementType: string, extra: object = {}) =>
  ({ uuid, name: uuid, label: uuid, elementType, ...extra }) as TElement;
const sub = (uuid: string, schema: TSchema) => el(uuid, 'subform', { subform: { schema } });

const schema: TSchema = [
  el('naam', 'text'),
  el('kaart', 'map'),
  sub('bomen', [el('soort', 'text')]),
  sub('struiken', []),
];
const targets = (uuid: string) =>
  moveTargets(schema, findElement(schema, uuid)?.element as TElement);
const sub1 = ta('editorWorkspace.subformTarget', { label: 'bomen' });
const sub2 = ta('editorWorkspace.subformTarget', { label: 'struiken' });

describe('moveTargets', () => {
  it.each([
    ['a main-form text field: every subform', 'naam', [sub1, sub2]],
    ['a map: nowhere (a subform may not hold it)', 'kaart', []],
    ['a subform: nowhere (no subform in a subform)', 'bomen', []],
    [
      'a subform child: the main form and the other subform',
      'soort',
      [ta('editorWorkspace.mainForm'), sub2],
    ],
  ])('offers %s', (_, uuid, expected) => {
    expect(targets(uuid).map((t) => t.label)).toEqual(expected);
  });
});
