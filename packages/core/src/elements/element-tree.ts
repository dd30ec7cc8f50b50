import type { TElement, TSchema, TSubformElement } from './element-schema';
import { ElementTreeError } from './element-tree-error';
import { elementUuids, findElement, schemaUuids } from './find-element';

/** Where an element goes: a level (the main form or one subform) and an index in it. */
export interface TElementPosition {
  /** The uuid of the subform element to place it in; omitted or null for the main form. */
  parentUuid?: string | null;
  /**
   * Its index in that level once placed; omitted to append. Clamped to the level, like
   * `Array.prototype.splice`: past the end appends, below 0 puts it first.
   */
  index?: number;
}

/** A copy of `level` with the level at `path` (indices of subform elements) replaced by `fn`. */
function updateLevel(
  level: readonly TElement[],
  path: readonly number[],
  fn: (level: readonly TElement[]) => TSchema,
): TSchema {
  const [head, ...rest] = path;
  if (head === undefined) return fn(level);
  // The path was found by walking subforms, so this is a subform with a schema.
  const parent = level[head] as TSubformElement;
  const subform = parent.subform ?? { schema: [] };
  const next: TSubformElement = {
    ...parent,
    subform: { ...subform, schema: updateLevel(subform.schema, rest, fn) },
  };
  return level.map((element, i) => (i === head ? next : element));
}

function locate(schema: readonly TElement[], uuid: string) {
  const found = findElement(schema, uuid);
  if (!found) throw new ElementTreeError('unknownUuid', uuid);
  return found;
}

/** The index path of the level a position names: [] for the main form. */
function levelPath(schema: readonly TElement[], parentUuid: string | null | undefined): number[] {
  if (parentUuid === undefined || parentUuid === null) return [];
  const found = locate(schema, parentUuid);
  if (found.element.elementType !== 'subform')
    throw new ElementTreeError('notASubform', parentUuid);
  return [...found.indexPath];
}

/** Throws when `uuids` repeat among themselves or occur in `taken`. */
function assertFreshUuids(uuids: readonly string[], taken: ReadonlySet<string>): void {
  const seen = new Set(taken);
  for (const uuid of uuids) {
    if (seen.has(uuid)) throw new ElementTreeError('duplicateUuid', uuid);
    seen.add(uuid);
  }
}

const clamp = (index: number | undefined, length: number) =>
  index === undefined ? length : Math.min(Math.max(0, Math.trunc(index)), length);

function placeAt(schema: readonly TElement[], element: TElement, at: TElementPosition): TSchema {
  return updateLevel(schema, levelPath(schema, at.parentUuid), (level) => {
    const index = clamp(at.index, level.length);
    return [...level.slice(0, index), element, ...level.slice(index)];
  });
}

/**
 * A new schema with `element` placed at `at` (by default appended to the main form). Throws an
 * {@link ElementTreeError}: `unknownUuid` or `notASubform` for a bad parent, `duplicateUuid` when
 * the element or one nested in it has a uuid the schema already holds (give a copy new ones with
 * `renewElementUuids`). Which types may sit in a subform is the editor's check, not this one's.
 */
export function insertElement(
  schema: readonly TElement[],
  element: TElement,
  at: TElementPosition = {},
): TSchema {
  assertFreshUuids(elementUuids(element), new Set(schemaUuids(schema)));
  return placeAt(schema, element, at);
}

/**
 * A new schema without the element with this uuid (and whatever a removed subform held).
 * Throws an {@link ElementTreeError} `unknownUuid` when no element has it.
 */
export function removeElement(schema: readonly TElement[], uuid: string): TSchema {
  const { indexPath, index } = locate(schema, uuid);
  return updateLevel(schema, indexPath.slice(0, -1), (level) =>
    level.filter((_, i) => i !== index),
  );
}

/**
 * A new schema with the element moved to `at`: within its level or to another one, with
 * whatever it holds. `at.index` is its index in the target level after the move. Throws an
 * {@link ElementTreeError}: `unknownUuid` for an unknown element or parent, `notASubform`, or
 * `intoItself` when a subform would move into itself or into a subform it holds.
 */
export function moveElement(
  schema: readonly TElement[],
  uuid: string,
  at: TElementPosition,
): TSchema {
  const { element } = locate(schema, uuid);
  const parentUuid = at.parentUuid ?? undefined;
  if (parentUuid !== undefined && elementUuids(element).includes(parentUuid)) {
    throw new ElementTreeError('intoItself', uuid);
  }
  return placeAt(removeElement(schema, uuid), element, at);
}

/**
 * A new schema with the element with this uuid replaced by `next` (or by what `next` makes of
 * it), in the same place. The replacement may carry another uuid, but none of its uuids may
 * occur elsewhere in the schema. Throws an {@link ElementTreeError} `unknownUuid` or
 * `duplicateUuid`.
 */
export function replaceElement(
  schema: readonly TElement[],
  uuid: string,
  next: TElement | ((current: TElement) => TElement),
): TSchema {
  const { element, indexPath, index } = locate(schema, uuid);
  const replacement = typeof next === 'function' ? next(element) : next;
  const replaced = new Set(elementUuids(element));
  const others = schemaUuids(schema).filter((id) => !replaced.has(id));
  assertFreshUuids(elementUuids(replacement), new Set(others));
  return updateLevel(schema, indexPath.slice(0, -1), (level) =>
    level.map((current, i) => (i === index ? replacement : current)),
  );
}
