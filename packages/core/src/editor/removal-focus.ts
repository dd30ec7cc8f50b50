import { findElement, type TSchema } from '../elements';

/**
 * The element that takes the place of element `uuid` once it is removed, for the editor to give
 * the focus to (WCAG 2.4.3): the next one in its level, else the one before it, else the
 * subform that held it; null when the form is left without elements (or `uuid` is unknown).
 */
export function elementAfterRemoval(schema: TSchema, uuid: string): string | null {
  const found = findElement(schema, uuid);
  if (!found) return null;
  const level = found.parent ? (found.parent.subform?.schema ?? []) : schema;
  const neighbour = level[found.index + 1] ?? level[found.index - 1];
  return neighbour?.uuid ?? found.parent?.uuid ?? null;
}
