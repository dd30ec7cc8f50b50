import type { TElement, TSubformElement } from './element-schema';

/** Where {@link findElement} found an element. */
export interface TFoundElement {
  /** The element itself. */
  element: TElement;
  /** The subform element whose schema holds it; undefined on the main form. */
  parent: TSubformElement | undefined;
  /** Its index in the level that holds it. */
  index: number;
  /** Indices from the root schema to it, as `flattenSchema` gives them. */
  indexPath: readonly number[];
}

function search(
  level: readonly TElement[],
  uuid: string,
  parent: TSubformElement | undefined,
  prefix: readonly number[],
): TFoundElement | undefined {
  for (const [index, element] of level.entries()) {
    const indexPath = [...prefix, index];
    if (element.uuid === uuid) return { element, parent, index, indexPath };
    if (element.elementType === 'subform' && element.subform) {
      const found = search(element.subform.schema, uuid, element, indexPath);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The element with this uuid anywhere in the schema, also inside (nested) subforms, with its
 * parent subform and position; undefined when no element has it. Should a schema hold a uuid
 * twice, the first one depth first is found.
 */
export function findElement(schema: readonly TElement[], uuid: string): TFoundElement | undefined {
  return search(schema, uuid, undefined, []);
}

/** The uuids of the elements of a schema, depth first, including those inside subforms. */
export function schemaUuids(schema: readonly TElement[]): string[] {
  const out: string[] = [];
  const visit = (level: readonly TElement[]) => {
    for (const element of level) {
      out.push(element.uuid);
      if (element.elementType === 'subform' && element.subform) visit(element.subform.schema);
    }
  };
  visit(schema);
  return out;
}

/** The uuids of an element and of every element nested in it. */
export function elementUuids(element: TElement): string[] {
  return schemaUuids([element]);
}
