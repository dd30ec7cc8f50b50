/**
 * Tells the screens that the device's saved registrations changed: in this tab at once, in the
 * other tabs of this browser over a BroadcastChannel (a save in one tab shows in the list of
 * another).
 */
const listeners = new Set<() => void>();
const CHANNEL = 'eform-saved-registrations';
let channel: BroadcastChannel | null | undefined;

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', () => {
    for (const listener of listeners) listener();
  });
  return channel;
}

let batching = 0;
let pending = false;

/** After a write: every list re-reads (once at the end of a {@link batchChanges}). */
export function notifyChanged(): void {
  if (batching > 0) {
    pending = true;
    return;
  }
  for (const listener of listeners) listener();
  openChannel()?.postMessage('changed');
}

/** Runs `task` (many writes, a sync's merge) and tells the lists once, at its end. */
export async function batchChanges<T>(task: () => Promise<T>): Promise<T> {
  batching += 1;
  try {
    return await task();
  } finally {
    batching -= 1;
    if (batching === 0 && pending) {
      pending = false;
      notifyChanged();
    }
  }
}

/** Listens to changes (this tab and the others); answers the unsubscribe. */
export function onChanged(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
