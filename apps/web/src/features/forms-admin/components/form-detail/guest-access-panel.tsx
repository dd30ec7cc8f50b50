/** Placeholder until the panel is built: renders nothing. */
export function GuestAccessPanel() {
  return null;
}
