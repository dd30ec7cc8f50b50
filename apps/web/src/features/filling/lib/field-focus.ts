/** What can take the focus inside a field: its input, select, text area or button. */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Moves the focus to the first field of `form` that shows a field message (FieldFrame's
 * `…-error`), in the order the person sees them, and scrolls it into view. Radio and checkbox
 * lists get their first option. Answers whether a field took the focus.
 */
export function focusFirstInvalid(form: HTMLElement | null): boolean {
  const message = form?.querySelector('[data-name] [id$="-error"]');
  const field = message?.closest('[data-name]');
  const target = field?.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
  return true;
}

/**
 * The control a person fills first in `container`: the first input, select, text area or button
 * inside a field (`[data-name]`), not the dialog's own buttons around the fields.
 */
export function firstFieldControl(container: HTMLElement): HTMLElement | undefined {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].find((control) =>
    control.closest('[data-name]'),
  );
}
