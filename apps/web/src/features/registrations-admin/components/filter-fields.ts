import type { TChoiceElement, TInputElement } from '@eform/core/elements';

/** How a filter is typed: the serial number, a date, a number, a text or an option. */
export type TFilterKind = 'serial' | 'date' | 'number' | 'text' | 'option';

/** A field the list can be filtered on, besides the serial number and the date. */
export type TFilterField = {
  name: string;
  label: string;
  kind: Exclude<TFilterKind, 'serial'>;
  options: readonly { value: string; label: string }[];
};

const KIND_OF: Partial<Record<TInputElement['elementType'], TFilterField['kind']>> = {
  text: 'text',
  email: 'text',
  textarea: 'text',
  number: 'number',
  decimal: 'number',
  calculation: 'number',
  autoIncrement: 'number',
  date: 'date',
  datetime: 'date',
  radio: 'option',
  select: 'option',
  checkbox_multiple: 'option',
};

/** The schema columns a manager can filter on (a range for numbers and dates, else a value). */
export function filterFields(
  columns: readonly TInputElement[],
  labelOf: (element: TInputElement) => string,
): TFilterField[] {
  return columns.flatMap((element) => {
    const kind = KIND_OF[element.elementType];
    if (!kind) return [];
    const options =
      kind === 'option'
        ? ((element as TChoiceElement).options ?? []).map((o) => ({
            value: o.value,
            label: o.label || o.value,
          }))
        : [];
    return [{ name: element.name, label: labelOf(element), kind, options }];
  });
}

const INTEGER = /^\d+$/;
const NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/** The kind of filter an API key is (`min:registration_serial_number` → serial). */
export function kindOfKey(key: string, fields: readonly TFilterField[]): TFilterKind {
  const name = key.slice(key.indexOf(':') + 1);
  if (name === 'registration_serial_number') return 'serial';
  if (name === 'registration_date') return 'date';
  return fields.find((field) => field.name === name)?.kind ?? 'text';
}

/** Whether a typed value can go to the server (empty always can: it removes the filter). */
export function isValidFilterValue(kind: TFilterKind, value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  if (kind === 'serial') return INTEGER.test(text);
  if (kind === 'number') return NUMBER.test(text);
  return true;
}

/** The value as the server reads it: trimmed, a Dutch decimal comma as a point. */
export function normalizeFilterValue(kind: TFilterKind, value: string): string {
  const text = value.trim();
  return kind === 'number' ? text.replace(',', '.') : text;
}
