import type { TFormSettings } from '@eform/core/api';
import { ELEMENT_CATALOGUE, type TElement } from '@eform/core/elements';

/** One searchable field as `settings.searchable_fields` stores it: data name and label. */
export type TSearchableField = NonNullable<TFormSettings['searchable_fields']>[number];

/**
 * The elements of the main form that can be chosen as searchable fields, in the schema's order.
 * Which types qualify is the element catalogue's `searchable` flag (one rule for the whole
 * product): never file, image or linkedForm (doc 2 §2), nor a layout element that holds no value.
 */
export function listChoosableFields(schema: readonly TElement[]): TSearchableField[] {
  return schema
    .filter((element) => element.name !== '' && ELEMENT_CATALOGUE[element.elementType].searchable)
    .map((element) => ({ value: element.name, label: element.label?.trim() || element.name }));
}

/** The data names of `fields`, for the dialog's checkboxes. */
export function fieldNames(fields: readonly TSearchableField[] | undefined): Set<string> {
  return new Set((fields ?? []).map((field) => field.value));
}

/**
 * What closing the search dialog stores (doc 2 §4), or null when the person changed nothing, so
 * that no save is made. The list holds the chosen fields the schema still offers, in the
 * schema's order and with their current labels; a stored field whose element is gone (or may no
 * longer be chosen) is dropped with the next real change rather than forcing a save of its own.
 */
export function changeSearchableFields(
  choosable: readonly TSearchableField[],
  stored: readonly TSearchableField[] | undefined,
  chosen: ReadonlySet<string>,
): TSearchableField[] | null {
  const before = fieldNames(stored);
  const changed = choosable.some((field) => before.has(field.value) !== chosen.has(field.value));
  return changed ? choosable.filter((field) => chosen.has(field.value)) : null;
}
