import { useEffect } from 'react';

/** Fields where Escape belongs to the field (a browser clears a search input with it). */
const FIELD_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];

/**
 * Calls `onEscape` when Escape is pressed anywhere on the page, without modifier keys and not
 * in a field or editable text. Written out instead of Mantine's `useHotkeys`: its general hotkey
 * parser (about 0.6 KB gzipped) sat in the entry every filler downloads for this one key.
 * `onEscape` should be stable (the listener is added again when it changes).
 */
export function useEscapeKey(onEscape: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // 'Esc' is what older browsers name the key.
      if (event.key !== 'Escape' && event.key !== 'Esc') return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const target = event.target;
      if (
        target instanceof HTMLElement &&
        (target.isContentEditable || FIELD_TAGS.includes(target.tagName))
      ) {
        return;
      }
      event.preventDefault();
      onEscape();
    };
    document.documentElement.addEventListener('keydown', onKeyDown);
    return () => document.documentElement.removeEventListener('keydown', onKeyDown);
  }, [onEscape]);
}
