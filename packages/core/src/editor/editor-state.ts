import {
  createElement,
  deriveDataName,
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
  | { type: 'add'; elementType: TElementType; index?: number; newUuid?: TUuidOptions['uuid'] }
  | { type: 'remove'; uuid: string }
  | { type: 'move'; uuid: string; index: number }
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

function duplicate(state: TEditorState, uuid: string, options: TUuidOptions): TEditorState {
  const found = findElement(state.schema, uuid);
  if (!found) return state;
  const names = flattenSchema(state.schema).map(({ element }) => element.name);
  const copy = {
    ...renewElementUuids(found.element, options),
    name: deriveDataName(found.element.name, names),
  };
  const schema = insertElement(state.schema, copy, {
    parentUuid: found.parent?.uuid ?? null,
    index: found.index + 1,
  });
  // The copy keeps its own unique name: deriving it from the (same) label would rename it.
  const advanced = [...state.advanced, ...flattenSchema([copy]).map(({ element }) => element.uuid)];
  return commit(state, schema, advanced);
}

/**
 * The element editor's state transitions (pure; React's `useReducer` takes it as it is):
 * - `add`: a new element of the type (see `createElement`) at `index` of the main form, its
 *   data name following the label;
 * - `remove`, `move` (to `index` of the same level), `duplicate` (right after the original, new
 *   uuids, a unique data name);
 * - `update`: the element replaced, names derived from labels unless `advanced`;
 * - `undo` / `redo` through the schemas since the last `saved` (or `load`);
 * - `saved`: the schema the server stored; the history starts again.
 */
export function editorReducer(state: TEditorState, action: TEditorAction): TEditorState {
  switch (action.type) {
    case 'add': {
      const element = createElement(action.elementType, state.schema, { uuid: action.newUuid });
      const schema = insertElement(state.schema, element, { index: action.index });
      return commit(state, schema);
    }
    case 'remove': {
      if (!findElement(state.schema, action.uuid)) return state;
      return commit(state, removeElement(state.schema, action.uuid));
    }
    case 'move': {
      const found = findElement(state.schema, action.uuid);
      if (!found || found.index === action.index) return state;
      const parentUuid = found.parent?.uuid ?? null;
      return commit(
        state,
        moveElement(state.schema, action.uuid, { parentUuid, index: action.index }),
      );
    }
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
