import { INSTALL_PROMPT_INTERVAL_MS } from '@eform/core/constants';

/** localStorage key of the moment (epoch ms) the install prompt was last shown. */
export const INSTALL_PROMPT_STORAGE_KEY = 'eform.installPrompt.lastShownAt';

type TStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The prompt may show when it never did, or at least 24 hours ago (doc 1 §9). A last-shown
 * moment in the future means the device clock was wrong then or is now: not trustworthy, so due.
 */
export function isInstallPromptDue(lastShownAt: number | null, now: number): boolean {
  if (lastShownAt === null) return true;
  return now - lastShownAt >= INSTALL_PROMPT_INTERVAL_MS || now < lastShownAt;
}

function readLastShown(storage: TStorage): number | null {
  try {
    const raw = storage.getItem(INSTALL_PROMPT_STORAGE_KEY);
    const value = raw === null ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remembers when the install prompt was last shown, in `storage`, by `clock`. */
export function createInstallPromptMemory(storage: TStorage, clock: () => number = Date.now) {
  return {
    isDue: (): boolean => isInstallPromptDue(readLastShown(storage), clock()),
    markShown(): void {
      try {
        storage.setItem(INSTALL_PROMPT_STORAGE_KEY, String(clock()));
      } catch {
        // Private mode or a full quota: the prompt may then show again on the next visit.
      }
    },
  };
}
