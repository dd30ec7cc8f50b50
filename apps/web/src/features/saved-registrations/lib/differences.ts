import type { TElement } from '@eform/core/elements';
import { formatTokenValue } from '@eform/core/tokens';

/** A field whose value differs between two versions, as people read each value. */
export type TDifference = { label: string; local: string; server: string };

const isElement = (value: unknown): value is TElement =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { name?: unknown }).name === 'string' &&
  typeof (value as { elementType?: unknown }).elementType === 'string';

/**
 * The fields of `schema` whose values differ between the device's version and the server's, in
 * the form's order, each value as a registration shows it (choices by label, files by name,
 * dates in Dutch, subform items one per line). Files compare by name: the device keeps their
 * bytes apart, the server's version carries them inline.
 */
export function differences(
  schema: readonly unknown[],
  local: Record<string, unknown>,
  server: Record<string, unknown>,
): TDifference[] {
  return schema.filter(isElement).flatMap((element) => {
    const mine = formatTokenValue(element, local[element.name]);
    const theirs = formatTokenValue(element, server[element.name]);
    if (mine === theirs) return [];
    const label = ('label' in element && element.label) || element.name;
    return [{ label: String(label), local: mine, server: theirs }];
  });
}
