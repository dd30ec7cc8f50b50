import type { TElement } from './element-schema';
import { flattenSchema } from './walk-schema';

/** A datasource reference as a set compares it: trimmed, lower case (a uuid or a numeric id). */
const refKey = (ref: string | number) => String(ref).trim().toLowerCase();

/**
 * The datasources a form's fields read while it is filled: the search elements' datasource and
 * the map elements' layers, anywhere in the schema (subforms included), as id or uuid in lower
 * case. A guest form may read these and no other datasource of its client.
 */
export function schemaDatasourceRefs(schema: readonly TElement[]): Set<string> {
  const refs = new Set<string>();
  const add = (ref: string | number | null | undefined) => {
    if (ref !== null && ref !== undefined && refKey(ref) !== '') refs.add(refKey(ref));
  };
  for (const { element } of flattenSchema(schema)) {
    if (element.elementType === 'search') add(element.searchSettings?.datasourceId);
    if (element.elementType === 'map') {
      for (const layer of element.mapSettings?.mapLayers ?? []) add(layer.datasource_id);
    }
  }
  return refs;
}

/** Whether a datasource, by its id and uuid, is one of `refs` ({@link schemaDatasourceRefs}). */
export function namesDatasource(
  refs: ReadonlySet<string>,
  datasource: { id: number; uuid: string },
): boolean {
  return refs.has(refKey(datasource.id)) || refs.has(refKey(datasource.uuid));
}
