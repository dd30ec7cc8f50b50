/**
 * The GETs this page made before a service worker controlled it. On a device's very first visit
 * the worker installs (the whole app) while the first screens ask their data: those answers never
 * passed it, so it kept no copy, and after a reload without signal the form opened a minute ago
 * could not open (issue 30). When the worker takes control, features/pwa asks them again through
 * it ({@link askAgainThroughWorker}), and it keeps the copies its rules allow.
 */
export type TUncontrolledGet = { path: string; apiKey: string };

/** Enough for the screens of a first visit; a page that never gets a worker stops noting here. */
const MAX_NOTED = 200;

const noted = new Map<string, TUncontrolledGet>();

/** Whether a service worker can control this page but does not (yet). */
function uncontrolled(): boolean {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  return container !== undefined && container.controller === null;
}

/** Notes a GET with `apiKey` when no service worker controls the page as it is made. */
export function noteUncontrolledGet(path: string, apiKey: string | null): void {
  if (!apiKey || !uncontrolled()) return;
  const key = `${apiKey}\n${path}`;
  if (noted.has(key) || noted.size >= MAX_NOTED) return;
  noted.set(key, { path, apiKey });
}

/**
 * Asks every noted GET that `keep` picks again, as made first (its path and key), now that a
 * worker controls the page, and forgets them all. The answers are read to the end and dropped:
 * the worker keeps its copy as it passes them on. Failures are of no concern (offline again, a
 * key signed out since): the screen still has its answer, only the copy is missing.
 */
export async function askAgainThroughWorker(
  keep: (get: TUncontrolledGet) => boolean,
): Promise<void> {
  const gets = [...noted.values()].filter(keep);
  noted.clear();
  await Promise.all(
    gets.map((get) =>
      fetch(get.path, { headers: { accept: 'application/json', 'api-key': get.apiKey } }).then(
        (response) => response.arrayBuffer().then(() => undefined),
        () => undefined,
      ),
    ),
  );
}
