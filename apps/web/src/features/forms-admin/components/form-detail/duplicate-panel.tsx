/** Placeholder until the panel is built: renders nothing. */
export function DuplicatePanel() {
  return null;
}
