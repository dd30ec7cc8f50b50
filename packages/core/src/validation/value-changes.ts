import { isInputElement, subformSchema } from '../elements/element-guards';
import type { TElement, TSchema } from '../elements/element-schema';

/**
 * One field that differs between two versions of a registration's values (issue 34): its path
 * (`name`, or `subform.2.field` for a subform row's field, rows 1-based), a label to show and the
 * values before and after (null when empty).
 */
export interface TValueChangeItem {
  name: string;
  label: string;
  before: unknown;
  after: unknown;
}

const FILE_TYPES: ReadonlySet<string> = new Set(['file', 'image', 'signature']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Empty in any of its forms ('', [], {}, undefined) reads as null, so '' → undefined is no change. */
function normalised(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (isRecord(value) && Object.keys(value).length === 0) return null;
  return value;
}

/**
 * A file value by its names: a list of file names (joined), because the url and id of the same
 * file may differ between versions (an offline file is stored after the send) while a person
 * recognises a file by its name.
 */
function fileNames(value: unknown): unknown {
  const files = Array.isArray(value) ? value : value == null ? [] : [value];
  const names = files.map((file) =>
    isRecord(file) ? String(file.filename ?? file.name ?? file.file_id ?? '') : String(file),
  );
  return normalised(names.filter((name) => name !== '').join(', '));
}

/** A stable text of a value, to compare objects whatever the order of their keys. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isRecord(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stable(value[key])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function labelOf(element: TElement): string {
  const label = 'label' in element && typeof element.label === 'string' ? element.label : '';
  return label.trim() === '' ? element.name : label;
}

/** The change of one field, or nothing when both sides are the same (after normalising). */
function changeOf(
  element: TElement,
  name: string,
  label: string,
  before: unknown,
  after: unknown,
): TValueChangeItem[] {
  const read = FILE_TYPES.has(element.elementType) ? fileNames : normalised;
  const [was, is] = [read(before), read(after)];
  return stable(was) === stable(is) ? [] : [{ name, label, before: was, after: is }];
}

function rowsOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.map((row) => (isRecord(row) ? row : {})) : [];
}

/**
 * A subform's changes per row and field: row n of before against row n of after, so an added
 * row shows its fields from empty and a removed one its fields to empty.
 */
function subformChanges(element: TElement, before: unknown, after: unknown): TValueChangeItem[] {
  const [was, is] = [rowsOf(before), rowsOf(after)];
  const changes: TValueChangeItem[] = [];
  for (let row = 0; row < Math.max(was.length, is.length); row += 1) {
    for (const child of subformSchema(element)) {
      if (!isInputElement(child)) continue;
      changes.push(
        ...changeOf(
          child,
          `${element.name}.${row + 1}.${child.name}`,
          `${labelOf(element)} ${row + 1}: ${labelOf(child)}`,
          was[row]?.[child.name],
          is[row]?.[child.name],
        ),
      );
    }
  }
  return changes;
}

/**
 * The field-by-field difference between two versions of a registration's values, in the
 * schema's order: top-level fields by their label, subform rows field by field, file values by
 * their names. Values of names the schema does not hold (an older form) are compared as they
 * are, labelled with their name, after the schema's fields.
 */
export function valueChanges(
  schema: TSchema,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): TValueChangeItem[] {
  const changes: TValueChangeItem[] = [];
  const known = new Set<string>();
  for (const element of schema) {
    if (!isInputElement(element)) continue;
    known.add(element.name);
    const [was, is] = [before[element.name], after[element.name]];
    if (element.elementType === 'subform') {
      changes.push(...subformChanges(element, was, is));
    } else {
      changes.push(...changeOf(element, element.name, labelOf(element), was, is));
    }
  }
  const others = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const name of [...others].filter((key) => !known.has(key)).sort()) {
    const [was, is] = [normalised(before[name]), normalised(after[name])];
    if (stable(was) !== stable(is)) changes.push({ name, label: name, before: was, after: is });
  }
  return changes;
}
