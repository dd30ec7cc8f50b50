// Which API answers the service worker keeps for offline use, and under which key. Shared by the
// worker (sw.ts) and the page (clearing on logout, 'Offline beschikbaar maken'): dependency-free,
// so it costs the page's chunks nothing.

/** The API answers a filler's screens read (forms, folder lists, user and client info, files). */
export const API_CACHE = 'eform-api';
/** Datasource answers: kept {@link DATASOURCE_CACHE_SECONDS} (doc 3 §9), in a cache of their own. */
export const DATASOURCE_CACHE = 'eform-datasources';
/** Every cache holding API answers: all of them go on logout. */
export const API_CACHE_NAMES = [API_CACHE, DATASOURCE_CACHE] as const;

export type TApiCacheName = (typeof API_CACHE_NAMES)[number];

/**
 * How long an API GET may wait for the network before the last copy answers (bad signal in the
 * field: the connection is up but nothing comes back). Without a copy the request keeps waiting
 * for the network.
 */
export const NETWORK_TIMEOUT_SECONDS = 4;

/** The query parameter naming the user an answer was cached for (never sent to the server). */
export const USER_PARAM = '__eform_user';

/** Paths the server answers itself: never the app shell, also not from the service worker. */
export const SERVER_PATHS = [/^\/api(\/|$)/, /^\/health$/, /^\/ready$/, /^\/user\/password/];

const UUID = '[0-9a-fA-F-]{36}';
const ID = '[^/]+';

/**
 * The GETs of the filler's screens (doc 1 §7), kept for offline use. An allow list: exports,
 * downloads, admin lists and everything POSTed stay out.
 */
const FILLER_GETS = [
  /^\/api\/user\/info$/,
  new RegExp(`^/api/client/${ID}(/info)?$`),
  new RegExp(`^/api/client/${ID}/folders(/user)?$`),
  new RegExp(`^/api/folder/${ID}/forms(/user)?$`),
  new RegExp(`^/api/forms/published/${ID}$`),
  new RegExp(`^/api/form/${UUID}(/metadata)?$`),
  new RegExp(`^/api/file/${ID}$`),
  /^\/api\/assigned-registrations$/,
  new RegExp(`^/api/assigned-registration/${ID}$`),
  /^\/api\/my-registrations$/,
];

/** A datasource's options or features, and its data properties (doc 1 §7). */
const DATASOURCE_GET = new RegExp(`^/api/datasource/(?!list/)${ID}(/data-properties)?$`);

/**
 * The cache a request's answer is kept in, or null when it is not kept: only GETs of this
 * origin's filler API, and only with an api key (an answer is always some user's).
 */
export function apiCacheFor(
  request: { method: string; url: string; apiKey: string | null },
  origin: string,
): TApiCacheName | null {
  if (request.method !== 'GET' || !request.apiKey) return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  if (DATASOURCE_GET.test(url.pathname)) {
    // A server search (`q`, a list too large to keep) answers what one filler typed: worth
    // nothing offline, and each keystroke's answer would stay for a week.
    return url.searchParams.has('q') ? null : DATASOURCE_CACHE;
  }
  return FILLER_GETS.some((pattern) => pattern.test(url.pathname)) ? API_CACHE : null;
}

/**
 * The key an answer is kept under: its URL with the user's tag added, so one user's answers are
 * never served to another who signs in on the same device (the api key travels in a header,
 * which the Cache API does not key on).
 */
export function userCacheKey(url: string, userTag: string): string {
  const keyed = new URL(url);
  keyed.searchParams.delete(USER_PARAM);
  keyed.searchParams.append(USER_PARAM, userTag);
  return keyed.href;
}

/**
 * The user's tag in cache keys: a SHA-256 of the api key (the key itself never ends up in a
 * cache URL). A new sign-in gets a new key, hence a new tag: nothing carries across sessions.
 */
export async function userTagOf(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(digest).slice(0, 16), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
}
