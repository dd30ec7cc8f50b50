import { INSTALL_PROMPT_INTERVAL_MS } from '@eform/core/constants';
import { describe, expect, it } from 'vitest';
import { installPromptKind, isIos } from './install-platform';
import {
  createInstallPromptMemory,
  INSTALL_PROMPT_STORAGE_KEY,
  isInstallPromptDue,
} from './install-prompt-memory';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 0, 15, 9, 0, 0);

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('isInstallPromptDue', () => {
  it.each([
    ['never shown', null, T0, true],
    ['just shown', T0, T0, false],
    ['23 h 59 min ago', T0, T0 + 24 * HOUR - 60_000, false],
    ['exactly 24 h ago', T0, T0 + INSTALL_PROMPT_INTERVAL_MS, true],
    ['three days ago', T0, T0 + 72 * HOUR, true],
    ['in the future (clock was wrong)', T0 + HOUR, T0, true],
  ])('%s: %s', (_label, lastShownAt, now, due) => {
    expect(isInstallPromptDue(lastShownAt, now)).toBe(due);
  });
});

describe('createInstallPromptMemory', () => {
  it('shows at most once per 24 hours, remembering the last time in storage', () => {
    const storage = memoryStorage();
    let now = T0;
    const memory = createInstallPromptMemory(storage, () => now);
    expect(memory.isDue()).toBe(true);
    memory.markShown();
    expect(storage.values.get(INSTALL_PROMPT_STORAGE_KEY)).toBe(String(T0));
    now = T0 + 12 * HOUR;
    expect(memory.isDue()).toBe(false);
    // A reload starts a new memory over the same storage: still not due.
    expect(createInstallPromptMemory(storage, () => now).isDue()).toBe(false);
    now = T0 + 24 * HOUR;
    expect(memory.isDue()).toBe(true);
  });

  it('treats an unreadable stored value as never shown', () => {
    const storage = memoryStorage({ [INSTALL_PROMPT_STORAGE_KEY]: 'gisteren' });
    expect(createInstallPromptMemory(storage, () => T0).isDue()).toBe(true);
  });

  it('survives a storage that refuses access', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const memory = createInstallPromptMemory(broken, () => T0);
    expect(memory.isDue()).toBe(true);
    expect(() => memory.markShown()).not.toThrow();
  });
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('installPromptKind', () => {
  it.each([
    ['iPhone Safari', { userAgent: IPHONE, maxTouchPoints: 5, standalone: false }, false, 'ios'],
    ['iPhone, installed', { userAgent: IPHONE, maxTouchPoints: 5, standalone: true }, false, null],
    [
      'iPad as desktop',
      { userAgent: IPAD_DESKTOP, maxTouchPoints: 5, standalone: false },
      false,
      'ios',
    ],
    ['a real Mac', { userAgent: IPAD_DESKTOP, maxTouchPoints: 0, standalone: false }, false, null],
    [
      'Android with prompt',
      { userAgent: ANDROID, maxTouchPoints: 5, standalone: false },
      true,
      'native',
    ],
    ['Android without', { userAgent: ANDROID, maxTouchPoints: 5, standalone: false }, false, null],
    ['Android installed', { userAgent: ANDROID, maxTouchPoints: 5, standalone: true }, true, null],
  ] as const)('%s', (_label, env, native, kind) => {
    expect(installPromptKind(env, native)).toBe(kind);
  });

  it('recognises iOS by device name', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 0 })).toBe(true);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });
});
