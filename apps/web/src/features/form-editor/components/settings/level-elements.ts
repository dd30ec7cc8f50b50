import { findElement, type TElement, type TSchema } from '@eform/core/elements';

/**
 * The elements on the same level as `element` (the main form, or the schema of the subform that
 * holds it), without the element itself: what its formula tokens may refer to.
 */
export function otherElementsOnLevel(schema: TSchema, element: TElement): TElement[] {
  const parent = findElement(schema, element.uuid)?.parent;
  const level = parent ? (parent.subform?.schema ?? []) : schema;
  return level.filter((other) => other.uuid !== element.uuid);
}
