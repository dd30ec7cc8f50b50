import { Modal, type ModalProps } from '@mantine/core';
import { useId, useLayoutEffect } from 'react';

/**
 * The control a dialog gives the focus back to: the one that had it as the dialog opened; for
 * a menu item, which goes with its menu, the menu's button (the menu names it as its label).
 */
function openerOf(element: EventTarget | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  const button = menu?.getAttribute('aria-labelledby');
  return (button ? document.getElementById(button) : null) ?? element;
}

/**
 * The control that last took the focus, as {@link openerOf} names it: where a menu closes at
 * once (no transition) its item and the focus are gone (to <body>) by the time its dialog opens.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    lastFocused = openerOf(event.target);
  });
}

/**
 * Every dialog of the app: Mantine's Modal (the theme's defaults), giving the focus back to the
 * control that opened it when it closes (WCAG 2.4.3). Mantine does that only for a Modal that
 * was mounted closed and then opened; most dialogs here are mounted open and unmounted on close,
 * and one opened from a menu item would return to the item, gone with its menu. Where the focus
 * went on meanwhile (a screen that moves it itself, another dialog) it is left there.
 */
export function Dialog({ id, opened, ...props }: ModalProps) {
  const ownId = useId();
  const rootId = id ?? ownId;
  // A layout effect: it runs before the dialog's focus trap moves the focus inside (a timeout).
  useLayoutEffect(() => {
    if (!opened) return;
    const opener = openerOf(document.activeElement) ?? lastFocused;
    return () => {
      // After the dialog's own close (and the unmount's DOM removal): the focus is then lost to
      // <body>, or still inside the closing dialog.
      window.setTimeout(() => {
        const focused = document.activeElement;
        const closing = document.getElementById(rootId);
        const lost = focused === null || focused === document.body || !focused.isConnected;
        if ((lost || closing?.contains(focused)) && opener?.isConnected) opener.focus();
      });
    };
  }, [opened, rootId]);
  return <Modal id={rootId} opened={opened} {...props} />;
}
