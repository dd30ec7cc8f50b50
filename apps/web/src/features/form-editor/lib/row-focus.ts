/**
 * The element list's keyboard model (WAI-ARIA toolbar pattern, one stop for the list): every
 * row is a toolbar of controls, and of all the controls in the list exactly one is in the Tab
 * order, the one last focused (roving tabindex). Up and Down go to the row above or below (into
 * and out of a subform's children, in reading order) to the control in the same place, Left and
 * Right along the row, Home and End to its first and last control. The rows and controls are
 * found by their data attributes, so memoised rows never re-render for a key press.
 */

/** The controls of a row, in order; every row has the same. */
export type TRowControl = 'move' | 'edit' | 'duplicate' | 'remove' | 'more';

const ROW = '[data-editor-row]';
const CONTROL = '[data-row-control]';

/** Marks a row's toolbar: `{...rowAttributes(uuid)}`. */
export function rowAttributes(uuid: string) {
  return { 'data-editor-row': '', 'data-element-uuid': uuid };
}

/**
 * Marks a control of a row: `{...controlAttributes('edit')}`. It starts out of the Tab order;
 * {@link keepOneTabStop} puts one in.
 */
export function controlAttributes(control: TRowControl) {
  return { 'data-row-control': control, tabIndex: -1 };
}

/** The control `control` of the row of element `uuid`, if it is drawn. */
export function rowControl(uuid: string, control: TRowControl): HTMLElement | null {
  return document.querySelector<HTMLElement>(
    `[data-element-uuid="${CSS.escape(uuid)}"] [data-row-control="${control}"]`,
  );
}

/** Makes `control` the list's one stop in the Tab order. */
function makeTabStop(list: HTMLElement, control: HTMLElement) {
  for (const other of list.querySelectorAll<HTMLElement>(CONTROL)) {
    other.tabIndex = other === control ? 0 : -1;
  }
}

/**
 * Keeps one control of `list` in the Tab order after rows come and go (the stop's row removed,
 * a long list scrolled): the first control of the first drawn row when the stop is gone.
 */
function keepOneTabStop(list: HTMLElement) {
  const controls = list.querySelectorAll<HTMLElement>(CONTROL);
  const stops = [...controls].filter((control) => control.tabIndex === 0);
  if (stops.length === 1) return;
  const first = stops[0] ?? controls[0];
  if (first) makeTabStop(list, first);
}

/** The controls of `row`, not those of the rows nested in it (a subform's children). */
function controlsOf(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>(CONTROL)].filter(
    (control) => control.closest(ROW) === row,
  );
}

/** The control a key leads to from `control`, or null when the key is not the list's. */
function destination(list: HTMLElement, control: HTMLElement, event: KeyboardEvent) {
  const row = control.closest(ROW);
  if (!row) return null;
  const controls = controlsOf(row);
  const column = controls.indexOf(control);
  switch (event.key) {
    case 'ArrowLeft':
      return controls[column - 1] ?? control;
    case 'ArrowRight':
      return controls[column + 1] ?? control;
    case 'Home':
      return controls[0] ?? control;
    case 'End':
      return controls.at(-1) ?? control;
    case 'ArrowUp':
    case 'ArrowDown': {
      const rows = [...list.querySelectorAll(ROW)];
      const next = rows[rows.indexOf(row) + (event.key === 'ArrowUp' ? -1 : 1)];
      if (!next) return control;
      const across = controlsOf(next);
      return across[Math.min(column, across.length - 1)] ?? control;
    }
    default:
      return null;
  }
}

/**
 * Moves the focus for an arrow, Home or End key on a row's control. Keys elsewhere in the list
 * (a subform's add panel, an open menu) are left alone, and so are the arrows of a drag: while an
 * element is picked up (its handle pressed) they move the element.
 */
function onKeyDown(list: HTMLElement, event: KeyboardEvent) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const control = event.target;
  if (!(control instanceof HTMLElement) || !control.matches(CONTROL)) return;
  if (control.getAttribute('aria-pressed') === 'true') return;
  const to = destination(list, control, event);
  if (!to) return;
  event.preventDefault();
  to.focus();
}

/**
 * Gives `list` its keyboard model (see the top of this file); answers the clean-up. The
 * listeners are the list's own, not React's: keys pressed in a portal (a row's menu) never reach
 * them, and a drag's arrows are seen before dnd-kit's sensor moves the element.
 */
export function installRowFocus(list: HTMLElement): () => void {
  keepOneTabStop(list);
  const observer = new MutationObserver(() => keepOneTabStop(list));
  observer.observe(list, { childList: true, subtree: true });
  const keydown = (event: KeyboardEvent) => onKeyDown(list, event);
  // The focused control becomes the stop, however it got the focus (keys, a click, a dialog's return).
  const focusin = (event: FocusEvent) => {
    const target = event.target;
    if (target instanceof HTMLElement && target.matches(CONTROL)) makeTabStop(list, target);
  };
  list.addEventListener('keydown', keydown);
  list.addEventListener('focusin', focusin);
  return () => {
    observer.disconnect();
    list.removeEventListener('keydown', keydown);
    list.removeEventListener('focusin', focusin);
  };
}
