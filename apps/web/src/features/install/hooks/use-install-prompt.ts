import { useSyncExternalStore } from 'react';
import {
  installPromptKind,
  readInstallEnvironment,
  type TInstallPromptKind,
} from '../lib/install-platform';

/** Chromium's install event; not in the DOM typings. */
type TBeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

type TInstallState = { installed: boolean; deferred: TBeforeInstallPromptEvent | null };

const environment = readInstallEnvironment();

// The event fires once, early, often before any screen mounts: keep it from the start.
let state: TInstallState = { installed: environment.standalone, deferred: null };
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
  /** The prompt that fits this browser now: Safari instructions on iOS, else the browser's. */
  kind: TInstallPromptKind | null;
};

/**
 * The browser's own install prompt, kept until the user asks for it; one store for the dashboard's
 * install card and the shell's once-a-day install prompt.
 */
export function useInstallPrompt(): TInstallPrompt {
  const { installed, deferred } = useSyncExternalStore(subscribe, () => state);
  const install = deferred
    ? async () => {
        await deferred.prompt();
        await deferred.userChoice;
        update({ deferred: null });
      }
    : null;
  const kind = installPromptKind({ ...environment, standalone: installed }, deferred !== null);
  return { installed, install, kind };
}
