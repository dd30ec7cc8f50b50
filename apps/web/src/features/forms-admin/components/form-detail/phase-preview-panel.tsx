/** Placeholder until the panel is built: renders nothing. */
export function PhasePreviewPanel() {
  return null;
}
