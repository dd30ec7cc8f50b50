import type { TElement, TSchema } from '@eform/core/elements';
import { Stack } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** The space between two rows of the element list. */
export const ROW_GAP = 10;
/** A row's usual height (label, type and data name), until the row is drawn and measured. */
const ROW_ESTIMATE = 66;

/**
 * A long level drawn as far as it is on (or near) the screen: the page scrolls as before, the
 * rows above and below are padding of the measured (or estimated) heights. A form of 2,000
 * elements opens in the time of a few dozen rows, and a drag or a move re-renders only the rows
 * drawn. Rows keep their order in the DOM, so dragging and the keyboard work as in a short list.
 * `renderRow` draws one, measured by `measure` at its `index`.
 */
export function VirtualRows({
  level,
  label,
  renderRow,
}: {
  level: TSchema;
  label: string;
  renderRow: (
    element: TElement,
    index: number,
    measure: (node: Element | null) => void,
  ) => ReactNode;
}) {
  const listRef = useRef<HTMLDivElement>(null);
  // Where the list starts in the page: what is above it (toolbar, alerts) may change height.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const update = () => setScrollMargin(list.getBoundingClientRect().top + window.scrollY);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: level.length,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 6,
    scrollMargin,
    getItemKey: (index) => level[index]?.uuid ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <Stack
      ref={listRef}
      component="ol"
      gap={ROW_GAP}
      p={0}
      m={0}
      aria-label={label}
      style={{ paddingTop: before, paddingBottom: after }}
    >
      {items.map((item) => {
        const element = level[item.index];
        return element ? renderRow(element, item.index, virtualizer.measureElement) : null;
      })}
    </Stack>
  );
}
