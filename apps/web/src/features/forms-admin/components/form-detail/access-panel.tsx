/** Placeholder until the panel is built: renders nothing. */
export function AccessPanel() {
  return null;
}
