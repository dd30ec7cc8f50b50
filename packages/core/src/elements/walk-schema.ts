import type { TElement } from './element-schema';

/** An element found while walking a schema, with the names of the subforms around it. */
export interface TScopedElement {
  /** The element itself. */
  element: TElement;
  /** Data names of the enclosing subform elements, outermost first; empty on the main form. */
  scope: readonly string[];
  /** The path of indices from the root schema to this element. */
  indexPath: readonly number[];
}

/** Every element of the schema, depth first, including those inside (nested) subforms. */
export function flattenSchema(schema: readonly TElement[]): TScopedElement[] {
  const out: TScopedElement[] = [];
  const visit = (
    elements: readonly TElement[],
    scope: readonly string[],
    prefix: readonly number[],
  ) => {
    elements.forEach((element, index) => {
      const indexPath = [...prefix, index];
      out.push({ element, scope, indexPath });
      if (element.elementType === 'subform' && element.subform) {
        visit(element.subform.schema, [...scope, element.name], indexPath);
      }
    });
  };
  visit(schema, [], []);
  return out;
}

/**
 * The element with this data name on the given level (not inside subforms), if any. Data names
 * are unique per level only; to address one element anywhere use `findElement` by uuid.
 */
export function findElementByName(schema: readonly TElement[], name: string): TElement | undefined {
  return schema.find((element) => element.name === name);
}
