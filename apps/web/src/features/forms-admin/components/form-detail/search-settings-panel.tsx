/** Placeholder until the panel is built: renders nothing. */
export function SearchSettingsPanel() {
  return null;
}
