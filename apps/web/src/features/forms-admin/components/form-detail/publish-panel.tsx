/** Placeholder until the panel is built: renders nothing. */
export function PublishPanel() {
  return null;
}
