/** Placeholder until the panel is built: renders nothing. */
export function DeletePanel() {
  return null;
}
