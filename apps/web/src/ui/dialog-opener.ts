/**
 * The props of a control that opens a dialog (a button, action icon or menu item whose click
 * shows a Modal): a screen reader announces that it opens one (`aria-haspopup="dialog"`), and
 * the accessibility walk (e2e/tests/a11y.spec.ts) opens every such control it finds and checks
 * the dialog open. A control that opens a dialog only in one of its states spreads it only then.
 * Mantine's Menu gives its own target `aria-haspopup="menu"`.
 */
export const DIALOG_OPENER = { 'aria-haspopup': 'dialog' } as const;
