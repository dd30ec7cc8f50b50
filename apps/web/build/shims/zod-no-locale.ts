/**
 * zod's English error texts, left out of the browser build (see light-imports.ts): the app never
 * shows zod's own messages (its screens and the contract's failures speak Dutch from the
 * catalogue), so zod falls back to its one generic text instead of carrying every English one.
 * The server and the tests use the real locale.
 */
export default function noLocale() {
  return { localeError: () => undefined };
}
