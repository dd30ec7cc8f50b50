import {
  deriveDataName,
  deriveOptionValue,
  flattenSchema,
  type TElement,
  type TSchema,
} from '../elements';

type TOption = { label: string; value: string };

function optionsOf(element: TElement): readonly TOption[] | undefined {
  return 'options' in element && Array.isArray(element.options)
    ? (element.options as readonly TOption[])
    : undefined;
}

/**
 * The element with its data name and option values derived from its labels, as the editor does
 * while advanced mode is off (doc 2 §4): the data name from the label (or, without one, kept),
 * unique among the other names in `schema`; each option value from its label, unique among the
 * values before it. With `advanced` on the element comes back as it is.
 * @example withDerivedNames({ ...text, label: 'Uw naam' }, schema, false).name // 'uw_naam'
 */
export function withDerivedNames<T extends TElement>(
  element: T,
  schema: TSchema,
  advanced: boolean,
): T {
  if (advanced) return element;
  // Only the header's text or a label names an element; an empty one leaves the name alone.
  const others = flattenSchema(schema)
    .map(({ element: other }) => other)
    .filter((other) => other.uuid !== element.uuid)
    .map((other) => other.name);
  const label = element.label?.trim() ?? '';
  const name = label ? deriveDataName(label, others) : element.name;
  const options = optionsOf(element);
  if (!options) return { ...element, name };
  const values: string[] = [];
  const derived = options.map((option) => {
    const value = deriveOptionValue(option.label, values);
    values.push(value);
    return { ...option, value };
  });
  return { ...element, name, options: derived };
}
