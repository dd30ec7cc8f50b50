import { useCallback, useEffect, useRef, useState } from 'react';

/** Finds where the focus should go, once the screen has been drawn without the dialog. */
type TFocusFinder = () => HTMLElement | null | undefined;

/**
 * Gives the focus back when a dialog closes (WCAG 2.4.3). `opened()` notes the control that
 * has the focus as the dialog opens (the row's button, the palette's type); `closed(fallback)`,
 * called as the dialog closes, focuses it again once the screen is drawn, or what `fallback`
 * finds when that control is gone (its row removed, a menu item closed). Mantine's own return
 * misses a dialog that is unmounted on close, and one whose opener went with the change.
 */
export function useReturnFocus() {
  const opener = useRef<Element | null>(null);
  const pending = useRef<TFocusFinder | null>(null);
  const [closings, setClosings] = useState(0);
  useEffect(() => {
    const find = pending.current;
    if (closings === 0 || !find) return;
    pending.current = null;
    find()?.focus();
  }, [closings]);
  const opened = useCallback(() => {
    opener.current = document.activeElement;
  }, []);
  const closed = useCallback((fallback?: TFocusFinder) => {
    const element = opener.current;
    opener.current = null;
    pending.current = () =>
      element instanceof HTMLElement && element.isConnected && element !== document.body
        ? element
        : fallback?.();
    setClosings((count) => count + 1);
  }, []);
  return { opened, closed };
}
