/** Placeholder until the panel is built: renders nothing. */
export function BadInternetPanel() {
  return null;
}
