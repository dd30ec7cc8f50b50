import { useSyncExternalStore } from 'react';

/** Chromium's install event; not in the DOM typings. */
type TBeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TInstallState = { installed: boolean; deferred: TBeforeInstallPromptEvent | null };

function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

// The event fires once, early, often before the dashboard mounts: keep it from the start.
let state: TInstallState = { installed: isStandalone(), deferred: null };
const listeners = new Set<() => void>();

function update(next: Partial<TInstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

window.addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault();
  update({ deferred: event as TBeforeInstallPromptEvent });
});
window.addEventListener('appinstalled', () => update({ installed: true, deferred: null }));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type TInstallPrompt = {
  installed: boolean;
  /** Present when the browser offers installing; absent on iOS and when already installed. */
  install: (() => Promise<void>) | null;
};

/** The browser's own install prompt, kept until the user asks for it. */
export function useInstallPrompt(): TInstallPrompt {
  const { installed, deferred } = useSyncExternalStore(subscribe, () => state);
  const install = deferred
    ? async () => {
        await deferred.prompt();
        await deferred.userChoice;
        update({ deferred: null });
      }
    : null;
  return { installed, install };
}
