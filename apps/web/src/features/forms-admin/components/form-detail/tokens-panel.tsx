/** Placeholder until the panel is built: renders nothing. */
export function TokensPanel() {
  return null;
}
