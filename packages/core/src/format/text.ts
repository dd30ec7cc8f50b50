import { LABEL_MAX_LENGTH } from '../constants';

/** The ellipsis appended to a cut label: the single character U+2026. */
export const ELLIPSIS = '…';

/**
 * Cuts a label longer than `max` characters to its first `max` characters plus '…' (doc 1 §5,
 * doc 2 §2). Counts code points, so an emoji is never split in half.
 */
export function truncateLabel(label: string, max: number = LABEL_MAX_LENGTH): string {
  const chars = Array.from(label);
  return chars.length > max ? `${chars.slice(0, max).join('')}${ELLIPSIS}` : label;
}
