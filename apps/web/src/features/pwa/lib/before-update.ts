/** Work that must be done before a new version of the app takes over (e.g. saving a form). */
export type TBeforeUpdateHandler = () => Promise<void>;

type TRegistryHost = { [REGISTRY]?: Set<TBeforeUpdateHandler> };

// One registry per page, kept on the window: the fill screen's chunk registers into the same set
// the entry's snackbar runs, and an end-to-end test can register a handler the same way.
const REGISTRY = Symbol.for('eform.beforeUpdate');

function handlers(): Set<TBeforeUpdateHandler> {
  const host = globalThis as TRegistryHost;
  host[REGISTRY] ??= new Set();
  return host[REGISTRY];
}

/**
 * Registers work that 'Nu updaten' awaits before the waiting version takes over and the page
 * reloads (doc 1 §2.3; issue 22: an update never discards a half-filled form). Returns the
 * function that removes it again (call it when the screen unmounts).
 */
export function onBeforeUpdate(handler: TBeforeUpdateHandler): () => void {
  const set = handlers();
  const entry: TBeforeUpdateHandler = () => handler();
  set.add(entry);
  return () => void set.delete(entry);
}

/**
 * Runs every registered handler, all at once, and resolves when all succeeded; rejects with the
 * first failure (then the update must not go ahead).
 */
export async function runBeforeUpdate(): Promise<void> {
  const results = await Promise.allSettled([...handlers()].map((handler) => handler()));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}
