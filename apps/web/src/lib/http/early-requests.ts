/**
 * GETs started the moment the entry chunk begins to run, before React, the router and the route's
 * own chunks are even evaluated: the signed-in shell's user and client info, and the fill route's
 * form (issue 9: interactive in < 500 ms), which otherwise wait for all of that. The api client takes a started request instead of making its
 * own (takeEarlyGet), once, with the same key, while it is fresh. Dependency-free on purpose: it
 * is evaluated first (main.tsx), so it must not pull the app's modules in ahead of their order.
 */

/** Where the session store keeps the session (session-store.ts reads it with its schema). */
export const SESSION_STORAGE_KEY = 'eform.session';

/** An early answer older than this is not used (the screen asks anew). */
const EARLY_FRESH_MS = 10_000;

interface TEarly {
  apiKey: string;
  startedAt: number;
  response: Promise<Response>;
}

const started = new Map<string, TEarly>();

/** Forms opened at `/form/{form_id}/{force_reload}`: their form is asked for at once. */
const FILL_PATH = /^\/form\/([0-9a-fA-F-]{36})\/[01]\/?$/;

/** Pages without the signed-in shell: nothing to ask for early there. */
const PUBLIC_PATH = /^\/(login|logout|guest|register|404)(\/|$)/;

function storedSession(): { apiKey: string; clientId: number | null } | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as { apiKey?: unknown; clientId?: unknown }) : null;
    const apiKey = stored?.apiKey;
    if (typeof apiKey !== 'string' || apiKey === '') return null;
    return { apiKey, clientId: typeof stored?.clientId === 'number' ? stored.clientId : null };
  } catch {
    return null;
  }
}

function startGet(path: string, apiKey: string, now: number): void {
  const response = fetch(path, { headers: { accept: 'application/json', 'api-key': apiKey } });
  // A failure is the api client's to report when it takes the request; never unhandled here.
  response.catch(() => undefined);
  started.set(path, { apiKey, startedAt: now, response });
}

/**
 * Starts the GETs the page at `pathname` will need first (only when signed in). Answers whether
 * this is a signed-in fill route, whose screen early.ts then starts loading too.
 */
export function startEarlyRequests(pathname: string, now = Date.now()): { fill: boolean } {
  const session = PUBLIC_PATH.test(pathname) ? null : storedSession();
  if (!session) return { fill: false };
  const fill = FILL_PATH.exec(pathname);
  if (fill) startGet(`/api/form/${encodeURIComponent(fill[1] ?? '')}`, session.apiKey, now);
  startGet('/api/user/info', session.apiKey, now);
  if (session.clientId !== null) {
    startGet(`/api/client/${session.clientId}/info`, session.apiKey, now);
  }
  return { fill: fill !== null };
}

/** The early GET of `path` with this api key, at most once and while fresh; else undefined. */
export function takeEarlyGet(
  path: string,
  apiKey: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = started.get(path);
  if (!early) return undefined;
  started.delete(path);
  if (early.apiKey !== apiKey || now - early.startedAt > EARLY_FRESH_MS) return undefined;
  return early.response;
}
