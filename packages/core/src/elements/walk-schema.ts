import type { TElement, TSchema } from './element-schema';

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
export function flattenSchema(schema: TSchema): TScopedElement[] {
  const out: TScopedElement[] = [];
  const visit = (elements: TSchema, scope: readonly string[], prefix: readonly number[]) => {
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

/** The element with this data name on the given level (not inside subforms), if any. */
export function findElement(schema: TSchema, name: string): TElement | undefined {
  return schema.find((element) => element.name === name);
}
