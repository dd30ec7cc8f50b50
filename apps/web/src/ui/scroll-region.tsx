import type { CSSProperties, ReactNode } from 'react';

/**
 * Content that may scroll inside its box (a table or chart wider than a phone, a long table):
 * a named region that takes the focus, since holding no link or field, only a focusable region
 * lets the keyboard scroll it (WCAG 2.1.1; axe: scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  maxHeight,
  children,
  testId,
}: {
  /** The region's name, as a screen reader announces it on focus. */
  label: string;
  /** Scrolls up and down too beyond this height (else only sideways). */
  maxHeight?: number;
  children: ReactNode;
  testId?: string;
}) {
  const style: CSSProperties =
    maxHeight === undefined ? { overflowX: 'auto' } : { overflow: 'auto', maxHeight };
  return (
    <section
      style={style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it (WCAG 2.1.1)
      tabIndex={0}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </section>
  );
}
