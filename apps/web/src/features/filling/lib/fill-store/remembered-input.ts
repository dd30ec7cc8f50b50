import { REMEMBERED_VALUE_EXPIRY_MONTHS } from '@eform/core/constants';

/** Where a remembered value of an element lives on the device (doc 1 §3 'Remembered field value'). */
const KEY_PREFIX = 'eform.remembered.';

type TRemembered = { value: unknown; timestamp: number };

function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be switched off (private mode, policies): remembering is a convenience only.
    return null;
  }
}

/** The moment a value stored at `timestamp` expires: six months later. */
function expiresAt(timestamp: number): number {
  const date = new Date(timestamp);
  date.setMonth(date.getMonth() + REMEMBERED_VALUE_EXPIRY_MONTHS);
  return date.getTime();
}

/** The last value remembered for element `uuid`, or undefined when none or expired. */
export function readRemembered(uuid: string, now = Date.now()): unknown {
  const storage = deviceStorage();
  const raw = storage?.getItem(KEY_PREFIX + uuid);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as TRemembered;
    if (typeof entry.timestamp !== 'number' || expiresAt(entry.timestamp) <= now) {
      storage?.removeItem(KEY_PREFIX + uuid);
      return undefined;
    }
    return entry.value;
  } catch {
    return undefined;
  }
}

/** Remembers `value` for element `uuid` (an empty value forgets it). */
export function writeRemembered(uuid: string, value: unknown, now = Date.now()): void {
  const storage = deviceStorage();
  if (!storage) return;
  try {
    if (value === undefined || value === null || value === '') {
      storage.removeItem(KEY_PREFIX + uuid);
      return;
    }
    storage.setItem(KEY_PREFIX + uuid, JSON.stringify({ value, timestamp: now }));
  } catch {
    // A full storage must not break typing.
  }
}
