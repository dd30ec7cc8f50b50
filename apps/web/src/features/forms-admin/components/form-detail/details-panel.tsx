/** Placeholder until the panel is built: renders nothing. */
export function DetailsPanel() {
  return null;
}
