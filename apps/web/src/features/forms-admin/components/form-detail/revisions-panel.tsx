/** Placeholder until the panel is built: renders nothing. */
export function RevisionsPanel() {
  return null;
}
