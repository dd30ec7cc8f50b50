import {
  createElement,
  deriveDataName,
  ELEMENT_CATALOGUE,
  ElementTreeError,
  findElement,
  flattenSchema,
  insertElement,
  moveElement,
  removeElement,
  renewElementUuids,
  replaceElement,
  type TElement,
  type TElementType,
  type TSchema,
  type TUuidOptions,
} from '../elements';
import { withDerivedNames } from './element-names';

/** The schema being edited in the Aanpassen tab, with its undo history until the next save. */
export interface TEditorState {
  /** The schema as it is now. */
  schema: TSchema;
  /** The schema as last saved (or loaded): `dirty` compares against it. */
  saved: TSchema;
  /** Earlier schemas, oldest first: undo steps back through them. */
  past: readonly TSchema[];
  /** Schemas undone, the next redo last. */
  future: readonly TSchema[];
  /**
   * Uuids of the elements in advanced mode: their data name and option values no longer follow
   * the labels. Editor state only, never stored in the element. Elements of a loaded schema start
   * in it: their names are in use by registrations and rules.
   */
  advanced: readonly string[];
  /** The schema differs from the saved one. */
  dirty: boolean;
}

/** What the editor does to its state; see {@link editorReducer}. */
export type TEditorAction =
  | {
      type: 'add';
      elementType: TElementType;
      /** The subform to add it to; omitted or null for the main form. */
      parentUuid?: string | null;
      index?: number;
      newUuid?: TUuidOptions['uuid'];
    }
  | {
      type: 'insertCopy';
      /** The element to copy in (a favourite): it gets new uuids and a free data name. */
      element: TElement;
      parentUuid?: string | null;
      index?: number;
      newUuid?: TUuidOptions['uuid'];
    }
  | { type: 'remove'; uuid: string }
  | {
      type: 'move';
      uuid: string;
      index: number;
      /** The level to move it to (a subform's uuid, null for the main form); omitted: its own. */
      parentUuid?: string | null;
    }
  | { type: 'update'; element: TElement; advanced: boolean }
  | { type: 'duplicate'; uuid: string; newUuid?: TUuidOptions['uuid'] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; schema: TSchema }
  | { type: 'load'; schema: TSchema };

/**
 * The editor state for a loaded schema: nothing to undo, not dirty, every element (at any depth)
 * in advanced mode.
 */
export function initEditorState(schema: TSchema): TEditorState {
  return {
    schema,
    saved: schema,
    past: [],
    future: [],
    advanced: flattenSchema(schema).map(({ element }) => element.uuid),
    dirty: false,
  };
}

/** Whether the element with this uuid is in advanced mode. */
export function isAdvanced(state: TEditorState, uuid: string): boolean {
  return state.advanced.includes(uuid);
}

/** A new schema as one undoable step: the old one goes to the history, redo is dropped. */
function commit(state: TEditorState, schema: TSchema, advanced = state.advanced): TEditorState {
  return {
    ...state,
    schema,
    past: [...state.past, state.schema],
    future: [],
    advanced,
    dirty: schema !== state.saved,
  };
}

function setAdvanced(list: readonly string[], uuid: string, on: boolean): readonly string[] {
  const without = list.filter((id) => id !== uuid);
  return on ? [...without, uuid] : without;
}

/**
 * Whether an element of this type may go to the level `parentUuid` names: anywhere in the main
 * form; in a subform only what admin-mode subform editing allows (no map, subform, gps, tracking),
 * and only in an element that is a subform.
 */
export function canPlaceIn(
  schema: TSchema,
  type: TElementType,
  parentUuid?: string | null,
): boolean {
  if (parentUuid === undefined || parentUuid === null) return true;
  const parent = findElement(schema, parentUuid)?.element;
  return parent?.elementType === 'subform' && ELEMENT_CATALOGUE[type].allowedInSubform;
}

/** The names of the elements of one level (a subform's, or the main form's). */
function levelNames(schema: TSchema, parentUuid: string | null | undefined): string[] {
  const parent = parentUuid ? findElement(schema, parentUuid)?.element : undefined;
  const level = parent?.elementType === 'subform' ? (parent.subform?.schema ?? []) : schema;
  return level.map((element) => element.name);
}

/**
 * `element` copied in at `at`: new uuids for it and what it holds, a data name no other element
 * has, no favoriteName (that belongs to the favourite, not to the form's element). The copy
 * starts in advanced mode: deriving its name from the (same) label would rename it.
 */
function insertCopy(
  state: TEditorState,
  element: TElement,
  at: { parentUuid?: string | null; index?: number },
  options: TUuidOptions,
): TEditorState {
  if (!canPlaceIn(state.schema, element.elementType, at.parentUuid)) return state;
  const names = flattenSchema(state.schema).map(({ element: other }) => other.name);
  const { favoriteName: _favorite, ...renewed } = renewElementUuids(element, options);
  const copy = { ...renewed, name: deriveDataName(element.name, names) } as TElement;
  const schema = insertElement(state.schema, copy, at);
  const advanced = [...state.advanced, ...flattenSchema([copy]).map(({ element }) => element.uuid)];
  return commit(state, schema, advanced);
}

function duplicate(state: TEditorState, uuid: string, options: TUuidOptions): TEditorState {
  const found = findElement(state.schema, uuid);
  if (!found) return state;
  const at = { parentUuid: found.parent?.uuid ?? null, index: found.index + 1 };
  return insertCopy(state, found.element, at, options);
}

/**
 * The element moved within its level or to another one. Refused (state unchanged) for a move
 * to the same place, into itself, or of a type the target subform may not hold. Moved to another
 * level, a name that level already uses becomes a free one (data names are unique per level).
 */
function move(state: TEditorState, action: Extract<TEditorAction, { type: 'move' }>): TEditorState {
  const found = findElement(state.schema, action.uuid);
  if (!found) return state;
  const from = found.parent?.uuid ?? null;
  const to = action.parentUuid === undefined ? from : action.parentUuid;
  if (to === from && found.index === action.index) return state;
  if (!canPlaceIn(state.schema, found.element.elementType, to)) return state;
  let schema: TSchema;
  try {
    schema = moveElement(state.schema, action.uuid, { parentUuid: to, index: action.index });
  } catch (error) {
    if (error instanceof ElementTreeError) return state;
    throw error;
  }
  if (to === from) return commit(state, schema);
  const others = levelNames(state.schema, to);
  if (!others.includes(found.element.name)) return commit(state, schema);
  const name = deriveDataName(found.element.name, others);
  return commit(state, replaceElement(schema, action.uuid, { ...found.element, name }));
}

/**
 * The element editor's state transitions (pure; React's `useReducer` takes it as it is):
 * - `add`: a new element of the type (see `createElement`) at `index` of the main form or of
 *   the subform `parentUuid`, its data name following the label;
 * - `insertCopy`: a copy of an element (a favourite) with new uuids and a unique data name;
 * - `remove`; `move` to `index` of its level or of another (`parentUuid`), see {@link canPlaceIn};
 * - `duplicate`: right after the original, new uuids, a unique data name;
 * - `update`: the element replaced, names derived from labels unless `advanced`;
 * - `undo` / `redo` through the schemas since the last `saved` (or `load`);
 * - `saved`: the schema the server stored; the history starts again.
 */
export function editorReducer(state: TEditorState, action: TEditorAction): TEditorState {
  switch (action.type) {
    case 'add': {
      const { parentUuid, index } = action;
      if (!canPlaceIn(state.schema, action.elementType, parentUuid)) return state;
      const element = createElement(action.elementType, state.schema, { uuid: action.newUuid });
      return commit(state, insertElement(state.schema, element, { parentUuid, index }));
    }
    case 'insertCopy':
      return insertCopy(state, action.element, action, { uuid: action.newUuid });
    case 'remove': {
      if (!findElement(state.schema, action.uuid)) return state;
      return commit(state, removeElement(state.schema, action.uuid));
    }
    case 'move':
      return move(state, action);
    case 'update': {
      if (!findElement(state.schema, action.element.uuid)) return state;
      const element = withDerivedNames(action.element, state.schema, action.advanced);
      const schema = replaceElement(state.schema, element.uuid, element);
      return commit(state, schema, setAdvanced(state.advanced, element.uuid, action.advanced));
    }
    case 'duplicate':
      return duplicate(state, action.uuid, { uuid: action.newUuid });
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        schema: previous,
        past: state.past.slice(0, -1),
        future: [...state.future, state.schema],
        dirty: previous !== state.saved,
      };
    }
    case 'redo': {
      const next = state.future.at(-1);
      if (!next) return state;
      return {
        ...state,
        schema: next,
        past: [...state.past, state.schema],
        future: state.future.slice(0, -1),
        dirty: next !== state.saved,
      };
    }
    case 'saved':
      return { ...initEditorState(action.schema), advanced: state.advanced };
    case 'load':
      return initEditorState(action.schema);
  }
}
