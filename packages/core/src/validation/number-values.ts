import type { TSchema } from '../elements';
import { canonicalNumber, formatTypedNumber } from '../format';

type TValues = Readonly<Record<string, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values with `change` applied to each number and decimal element's value, at any depth. */
function mapNumberValues(
  schema: TSchema,
  values: TValues,
  change: (value: unknown) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const element of schema) {
    if (!Object.hasOwn(values, element.name)) continue;
    const value = values[element.name];
    if (element.elementType === 'number' || element.elementType === 'decimal') {
      out[element.name] = change(value);
    } else if (element.elementType === 'subform' && Array.isArray(value)) {
      const items = element.subform?.schema ?? [];
      out[element.name] = value.map((item) =>
        isRecord(item) ? mapNumberValues(items, item, change) : item,
      );
    }
  }
  return out;
}

/**
 * The values as the server stores them: each number's text in its canonical form ('12,50' →
 * '12.50', '1.234,5' → '1234.5'; see `parseNumberText`), subform items too. Other values, numbers
 * and text that is no number are left as they are.
 */
export function canonicalNumbers(schema: TSchema, values: TValues): Record<string, unknown> {
  return mapNumberValues(schema, values, canonicalNumber);
}

/**
 * Stored values as a person types them, for a fill screen that opens a stored registration: each
 * number with a decimal comma ('12.50' → '12,50'). The fill screen holds typed text, which its
 * check reads the Dutch way; a stored '1.234' (1,234) would otherwise be asked about.
 */
export function typedNumbers(schema: TSchema, values: TValues): Record<string, unknown> {
  return mapNumberValues(schema, values, (value) =>
    value === undefined || value === null || value === '' ? value : formatTypedNumber(value),
  );
}
