/** Placeholder until the page is built: renders nothing. */
export function FormRemovePage() {
  return null;
}
