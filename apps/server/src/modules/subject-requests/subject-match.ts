import type { TSubjectMatch, TSubjectSearchField } from '@eform/core/api/subject-requests';
import { ELEMENT_CATALOGUE, type TElement } from '@eform/core/elements';

// The exact check after the database's pre-filter (subject-requests.repository.ts): which values
// of one registration match the search, by the elements of the revision it was filled on.

/** Element types whose value is free text a person typed: a name stands in one of these. */
const NAME_TYPES: ReadonlySet<TElement['elementType']> = new Set(['text', 'textarea']);

/** The label an element shows, else its data name. */
export function elementLabel(element: TElement): string {
  const label = 'label' in element && typeof element.label === 'string' ? element.label : '';
  return label.trim() === '' ? element.name : label;
}

/**
 * Whether `element` may hold the subject under `field`: 'email' its e-mail elements, 'name' its
 * free text, 'any' every searchable element whose value is text or a number (option choices
 * are option numbers, so they are left out; files and images are not searchable).
 */
function searchedBy(element: TElement, field: TSubjectSearchField): boolean {
  const type = element.elementType;
  if (field === 'email') return type === 'email';
  if (field === 'name') return NAME_TYPES.has(type);
  const meta = ELEMENT_CATALOGUE[type];
  return meta.searchable && !meta.hasOptions && type !== 'subform';
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Whether a value matches: an e-mail equals the query, other text contains it (any case). */
function valueMatches(text: string, query: string, field: TSubjectSearchField): boolean {
  const value = text.trim().toLowerCase();
  const wanted = query.trim().toLowerCase();
  return field === 'email' ? value === wanted : value.includes(wanted);
}

/**
 * The values of a registration (`values` on `schema`) that match `query`, subform items
 * included (named `subform.element`, labelled 'Subform / Element').
 */
export function matchValues(
  schema: readonly TElement[],
  values: Record<string, unknown>,
  query: string,
  field: TSubjectSearchField,
  scope: { name: string; label: string } = { name: '', label: '' },
): TSubjectMatch[] {
  const matched: TSubjectMatch[] = [];
  for (const element of schema) {
    const value = values[element.name];
    const name = `${scope.name}${element.name}`;
    const label = `${scope.label}${elementLabel(element)}`;
    if (element.elementType === 'subform' && element.subform && Array.isArray(value)) {
      for (const item of value) {
        if (typeof item !== 'object' || item === null) continue;
        matched.push(
          ...matchValues(element.subform.schema, item as Record<string, unknown>, query, field, {
            name: `${name}.`,
            label: `${label} / `,
          }),
        );
      }
      continue;
    }
    if (!searchedBy(element, field)) continue;
    const text = textOf(value);
    if (text !== undefined && valueMatches(text, query, field)) {
      matched.push({ name, label, value: text });
    }
  }
  return matched;
}

/** Whether the registration's name holds the query (the 'name' and 'any' searches). */
export function nameMatches(name: string, query: string, field: TSubjectSearchField): boolean {
  return field !== 'email' && valueMatches(name, query, field);
}
