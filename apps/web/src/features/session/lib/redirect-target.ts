/** The login URL's query parameter naming where the user was going. */
export const REDIRECT_PARAM = 'redirect';

/** Any origin will do: a path that stays on it is same-origin, whatever the app's host is. */
const PROBE_ORIGIN = 'https://eform.invalid';

/** Screens a sign-in must never return to: login would sign out again, logout would end it. */
const NO_RETURN = new Set(['/login', '/logout']);

/**
 * The deep link to return to after signing in, or null when `raw` is not a path of this app.
 * Only a plain absolute path is taken: one leading '/', no second '/' or '\' after it (browsers
 * read both as another host), no scheme, no whitespace or control characters (the URL parser
 * drops them, so '/\t/evil.example' would become '//evil.example'), and never /login or
 * /logout. What is returned is the parsed path, query and fragment, so it opens this origin.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  // Whitespace, control characters, and their look-alikes the URL parser strips or folds.
  if (/[\s\p{Cc}\p{Cf}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // Dot segments can fold into a second slash: '/..//evil.example' parses to '//evil.example'.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  // The router matches paths case-insensitively: '/LOGIN/' is the login screen too.
  if (NO_RETURN.has(url.pathname.toLowerCase().replace(/\/+$/, ''))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The login screen's URL that brings the user back to `target` after signing in. The home page
 * needs no parameter (signing in goes home anyway). Slashes stay readable in the address bar.
 */
export function loginPathFor(target: string): string {
  const path = safeRedirectPath(target);
  if (!path || path === '/') return '/login';
  const value = encodeURIComponent(path).replace(/%2F/g, '/');
  return `/login?${REDIRECT_PARAM}=${value}`;
}
