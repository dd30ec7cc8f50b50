/**
 * `ScrollArea` for Mantine's `Table.ScrollContainer` (see light-imports.ts): a plain element, so
 * a table scroll container scrolls natively, as with its `type="native"`. The app uses neither.
 */
export const ScrollArea = 'div';
