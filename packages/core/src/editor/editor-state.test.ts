import { describe, expect, it } from 'vitest';
import type { TElement, TSchema } from '../elements';
import { isRequired } from '../elements';
import { editorReducer, initEditorState, isAdvanced, type TEditorState } from './editor-state';
import { withDerivedNames } from './element-names';

/** A uuid generator giving u-1, u-2, ... so results can be compared. */
function counter(prefix = 'u') {
  let n = 0;
  return () => `${prefix}-${++n}`;
}

const text = (uuid: string, name: string, label = name): TElement =>
  ({ uuid, name, label, elementType: 'text', validation: [['optional', true]] }) as TElement;

const loaded: TSchema = [text('a', 'naam'), text('b', 'adres'), text('c', 'plaats')];
const names = (state: TEditorState) => state.schema.map((e) => e.name);

function run(state: TEditorState, ...actions: Parameters<typeof editorReducer>[1][]) {
  return actions.reduce(editorReducer, state);
}

describe('editorReducer', () => {
  it('starts clean, with every loaded element in advanced mode', () => {
    const state = initEditorState(loaded);
    expect(state.dirty).toBe(false);
    expect(loaded.every((e) => isAdvanced(state, e.uuid))).toBe(true);
  });

  it.each([
    [{ index: 0 }, ['text4', 'naam', 'adres', 'plaats']],
    [{ index: 2 }, ['naam', 'adres', 'text4', 'plaats']],
    [{}, ['naam', 'adres', 'plaats', 'text4']],
  ])('adds a new element at %o', (at, expected) => {
    const state = run(initEditorState(loaded), {
      type: 'add',
      elementType: 'text',
      newUuid: counter(),
      ...at,
    });
    expect(names(state)).toEqual(expected);
    expect(state.dirty).toBe(true);
    const added = state.schema.find((e) => e.uuid === 'u-1');
    expect(added && isRequired(added)).toBe(false);
    expect(isAdvanced(state, 'u-1')).toBe(false);
  });

  it.each([
    ['a', ['adres', 'plaats']],
    ['c', ['naam', 'adres']],
    ['missing', ['naam', 'adres', 'plaats']],
  ])('removes %s', (uuid, expected) => {
    expect(names(run(initEditorState(loaded), { type: 'remove', uuid }))).toEqual(expected);
  });

  it.each([
    ['a', 2, ['adres', 'plaats', 'naam']],
    ['c', 0, ['plaats', 'naam', 'adres']],
    ['b', 1, ['naam', 'adres', 'plaats']],
  ])('moves %s to %i', (uuid, index, expected) => {
    expect(names(run(initEditorState(loaded), { type: 'move', uuid, index }))).toEqual(expected);
  });

  it('does not count a move to the same place as a change', () => {
    const state = run(initEditorState(loaded), { type: 'move', uuid: 'b', index: 1 });
    expect(state.dirty).toBe(false);
    expect(state.past).toHaveLength(0);
  });

  it('duplicates right after the original, with a new uuid and a unique data name', () => {
    const state = run(
      initEditorState(loaded),
      { type: 'duplicate', uuid: 'a', newUuid: counter('d') },
      { type: 'duplicate', uuid: 'a', newUuid: counter('e') },
    );
    expect(state.schema.map((e) => [e.uuid, e.name, e.label])).toEqual([
      ['a', 'naam', 'naam'],
      ['e-1', 'naam_2', 'naam'],
      ['d-1', 'naam_1', 'naam'],
      ['b', 'adres', 'adres'],
      ['c', 'plaats', 'plaats'],
    ]);
    // Editing the copy's label must not rename it back to a taken name.
    expect(isAdvanced(state, 'd-1')).toBe(true);
  });

  it('lets the data name follow the label until advanced mode is on', () => {
    let state = run(initEditorState(loaded), {
      type: 'add',
      elementType: 'text',
      newUuid: counter(),
    });
    const added = () => state.schema.find((e) => e.uuid === 'u-1') as TElement;
    state = run(state, {
      type: 'update',
      element: { ...added(), label: 'Uw naam' },
      advanced: false,
    });
    expect(added().name).toBe('uw_naam');
    state = run(state, { type: 'update', element: { ...added(), label: 'Naam' }, advanced: false });
    // 'naam' is taken by another element.
    expect(added().name).toBe('naam_1');
    state = run(state, {
      type: 'update',
      element: { ...added(), label: 'Straat', name: 'eigen_naam' },
      advanced: true,
    });
    expect(added().name).toBe('eigen_naam');
    expect(isAdvanced(state, 'u-1')).toBe(true);
    state = run(state, {
      type: 'update',
      element: { ...added(), label: 'Huisnummer' },
      advanced: true,
    });
    expect(added().name).toBe('eigen_naam');
  });

  it('undoes and redoes every step until a save, and knows when it is back at the saved schema', () => {
    const start = initEditorState(loaded);
    let state = run(start, { type: 'remove', uuid: 'a' }, { type: 'move', uuid: 'c', index: 0 });
    expect(names(state)).toEqual(['plaats', 'adres']);
    state = run(state, { type: 'undo' });
    expect(names(state)).toEqual(['adres', 'plaats']);
    state = run(state, { type: 'undo' });
    expect(names(state)).toEqual(['naam', 'adres', 'plaats']);
    expect(state.dirty).toBe(false);
    expect(run(state, { type: 'undo' })).toBe(state);
    state = run(state, { type: 'redo' }, { type: 'redo' });
    expect(names(state)).toEqual(['plaats', 'adres']);
    expect(state.dirty).toBe(true);
    expect(run(state, { type: 'redo' })).toBe(state);
    // A new step drops what could be redone.
    state = run(state, { type: 'undo' }, { type: 'remove', uuid: 'b' });
    expect(state.future).toHaveLength(0);
    state = run(state, { type: 'saved', schema: state.schema });
    expect(state.dirty).toBe(false);
    expect(state.past).toHaveLength(0);
  });
});

describe('editorReducer in subforms', () => {
  const child = (uuid: string, name: string) => text(uuid, name);
  const sub = (uuid: string, name: string, schema: TSchema): TElement =>
    ({ uuid, name, label: name, elementType: 'subform', subform: { schema } }) as TElement;
  const tree: TSchema = [
    text('a', 'naam'),
    sub('s', 'bomen', [child('c1', 'soort'), child('c2', 'naam')]),
    sub('t', 'struiken', []),
  ];
  const level = (state: TEditorState, uuid: string) =>
    (state.schema.find((e) => e.uuid === uuid) as TElement & { subform: { schema: TSchema } })
      .subform.schema;

  it('adds into a subform at its index', () => {
    const state = run(initEditorState(tree), {
      type: 'add',
      elementType: 'number',
      parentUuid: 's',
      index: 1,
      newUuid: counter(),
    });
    expect(level(state, 's').map((e) => e.uuid)).toEqual(['c1', 'u-1', 'c2']);
    expect(state.schema).toHaveLength(3);
  });

  it.each(['map', 'subform', 'gps', 'tracking'] as const)(
    'refuses to add %s to a subform',
    (type) => {
      const start = initEditorState(tree);
      expect(run(start, { type: 'add', elementType: type, parentUuid: 's' })).toBe(start);
    },
  );

  it('reorders within a subform', () => {
    const state = run(initEditorState(tree), { type: 'move', uuid: 'c2', index: 0 });
    expect(level(state, 's').map((e) => e.uuid)).toEqual(['c2', 'c1']);
  });

  it('moves from the main form into a subform and back, renaming a name the level uses', () => {
    let state = run(initEditorState(tree), { type: 'move', uuid: 'a', index: 0, parentUuid: 's' });
    expect(state.schema.map((e) => e.uuid)).toEqual(['s', 't']);
    // 'naam' is taken in the subform by c2: the moved element gets a free name there.
    expect(level(state, 's').map((e) => [e.uuid, e.name])).toEqual([
      ['a', 'naam_1'],
      ['c1', 'soort'],
      ['c2', 'naam'],
    ]);
    state = run(state, { type: 'move', uuid: 'c1', index: 3, parentUuid: null });
    expect(state.schema.map((e) => e.uuid)).toEqual(['s', 't', 'c1']);
    expect(state.schema.at(-1)?.name).toBe('soort');
    state = run(state, { type: 'undo' }, { type: 'undo' });
    expect(state.schema).toBe(tree);
  });

  it.each([
    ['into itself', 's', 's'],
    ['a subform into another subform', 's', 't'],
    ['into an element that is no subform', 'c1', 'a'],
    ['an unknown element', 'zz', null],
  ])('refuses to move %s', (_, uuid, parentUuid) => {
    const start = initEditorState(tree);
    expect(run(start, { type: 'move', uuid, index: 0, parentUuid })).toBe(start);
  });

  it('inserts a copy of a favourite: new uuids at every depth, a free data name, no favoriteName', () => {
    const favourite = {
      ...sub('fav', 'bomen', [child('fav-c', 'soort')]),
      favoriteName: 'Mijn bomen',
    } as TElement;
    const state = run(initEditorState(tree), {
      type: 'insertCopy',
      element: favourite,
      newUuid: counter('n'),
    });
    const copy = state.schema.at(-1) as TElement & { subform: { schema: TSchema } };
    expect([copy.uuid, copy.name, copy.label]).toEqual(['n-1', 'bomen_1', 'bomen']);
    expect(copy.subform.schema.map((e) => [e.uuid, e.name])).toEqual([['n-2', 'soort']]);
    expect('favoriteName' in copy).toBe(false);
    expect(isAdvanced(state, 'n-1')).toBe(true);
    // The same favourite again: other uuids, the next free name.
    const again = run(state, { type: 'insertCopy', element: favourite, newUuid: counter('m') });
    expect(again.schema.at(-1)?.name).toBe('bomen_2');
  });

  it('inserts a favourite into a subform, but not one a subform may not hold', () => {
    const start = initEditorState(tree);
    const state = run(start, {
      type: 'insertCopy',
      element: text('fav', 'naam'),
      parentUuid: 't',
      newUuid: counter(),
    });
    expect(level(state, 't').map((e) => e.uuid)).toEqual(['u-1']);
    const map = { uuid: 'm', name: 'kaart', label: 'Kaart', elementType: 'map' } as TElement;
    expect(run(start, { type: 'insertCopy', element: map, parentUuid: 't' })).toBe(start);
  });
});

describe('withDerivedNames', () => {
  const radio = {
    uuid: 'r',
    name: 'radio1',
    label: 'Kleur?',
    elementType: 'radio',
    options: [
      { label: 'Rood', value: '' },
      { label: 'Rood', value: '' },
      { label: 'Ja, graag!', value: 'x' },
    ],
    validation: [['optional', true]],
  } as TElement;

  it.each([
    [false, 'kleur', ['rood', 'rood_1', 'ja_graag']],
    [true, 'radio1', ['', '', 'x']],
  ])('advanced %s: name %s, option values %o', (advanced, name, values) => {
    const out = withDerivedNames(radio, [radio], advanced) as TElement & {
      options: { value: string }[];
    };
    expect(out.name).toBe(name);
    expect(out.options.map((o) => o.value)).toEqual(values);
  });

  it('keeps the name while the label is empty', () => {
    expect(withDerivedNames({ ...radio, label: ' ' }, [], false).name).toBe('radio1');
  });
});
