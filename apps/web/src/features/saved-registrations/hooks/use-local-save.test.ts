import {
  AUTOSAVE_COOLDOWN_MS,
  AUTOSAVE_FIRST_COOLDOWN_MS,
  AUTOSAVE_POLL_MS,
  AUTOSAVE_START_DELAY_MS,
} from '@eform/core/constants';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocalSave } from './use-local-save';

const saveLocally = vi.fn(async (_input: unknown) => undefined);
vi.mock('../lib/saved-actions', () => ({ saveLocally: (input: unknown) => saveLocally(input) }));

/** A fill screen stand-in: `change()` types something, `blocked` stands for modal/loading/sending. */
function fillScreen() {
  const screen = {
    raw: { n: 0 } as object,
    blocked: false,
    change() {
      screen.raw = { n: Math.random() };
    },
  };
  const source = {
    raw: () => screen.raw,
    dirty: () => true,
    blocked: () => screen.blocked,
    input: () => ({
      fillToken: 't',
      formId: 'f',
      formName: 'F',
      formSummary: '',
      registrationNameToken: '',
      schema: [],
      values: { raw: screen.raw },
    }),
  };
  return { screen, source };
}

/** The handlers registered with the pwa feature's onBeforeUpdate (its registry on the page). */
const beforeUpdate = () =>
  (globalThis as { [key: symbol]: Set<() => Promise<void>> | undefined })[
    Symbol.for('eform.beforeUpdate')
  ] ?? new Set();
const handlerCount = () => beforeUpdate().size;

/** What 'Nu updaten' runs first. */
async function runBeforeUpdate() {
  await Promise.all([...beforeUpdate()].map((h) => h()));
}

const at = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms - Date.now());
};

describe('autosave', () => {
  // The hook imports the pwa feature when it mounts; imported once here, that import answers from
  // the module cache instead of loading the feature cold under the test's wait (seconds under load).
  // Cold, beside a loaded suite, that import alone took over 10 s (the default hook timeout).
  beforeAll(async () => {
    await import('../../pwa');
  }, 60_000);

  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    saveLocally.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('polls every 5 s: first after 10 s, then 60 s after the first save, then every 30 s', async () => {
    const { screen, source } = fillScreen();
    renderHook(() => useLocalSave(source, true));
    screen.change();
    await at(AUTOSAVE_START_DELAY_MS - 1);
    expect(saveLocally).not.toHaveBeenCalled();
    await at(AUTOSAVE_START_DELAY_MS);
    expect(saveLocally).toHaveBeenCalledTimes(1);

    screen.change();
    await at(AUTOSAVE_START_DELAY_MS + AUTOSAVE_FIRST_COOLDOWN_MS - AUTOSAVE_POLL_MS);
    expect(saveLocally).toHaveBeenCalledTimes(1);
    await at(AUTOSAVE_START_DELAY_MS + AUTOSAVE_FIRST_COOLDOWN_MS);
    expect(saveLocally).toHaveBeenCalledTimes(2);

    screen.change();
    const second = AUTOSAVE_START_DELAY_MS + AUTOSAVE_FIRST_COOLDOWN_MS;
    await at(second + AUTOSAVE_COOLDOWN_MS - AUTOSAVE_POLL_MS);
    expect(saveLocally).toHaveBeenCalledTimes(2);
    await at(second + AUTOSAVE_COOLDOWN_MS);
    expect(saveLocally).toHaveBeenCalledTimes(3);
  });

  it('saves nothing unchanged, nothing while blocked, and nothing when not enabled', async () => {
    const { screen, source } = fillScreen();
    renderHook(() => useLocalSave(source, true));
    await at(AUTOSAVE_START_DELAY_MS * 3);
    expect(saveLocally).not.toHaveBeenCalled();
    screen.blocked = true;
    screen.change();
    await at(AUTOSAVE_START_DELAY_MS * 6);
    expect(saveLocally).not.toHaveBeenCalled();
    screen.blocked = false;
    await at(AUTOSAVE_START_DELAY_MS * 6 + AUTOSAVE_POLL_MS);
    expect(saveLocally).toHaveBeenCalledTimes(1);

    const other = fillScreen();
    renderHook(() => useLocalSave(other.source, false));
    other.screen.change();
    await at(AUTOSAVE_START_DELAY_MS * 20);
    expect(saveLocally).toHaveBeenCalledTimes(1);
  });

  it("'Nu updaten' waits for a save of what was typed", async () => {
    vi.useRealTimers();
    const { screen, source } = fillScreen();
    renderHook(() => useLocalSave(source, true));
    await waitFor(() => expect(handlerCount()).toBe(1));
    await runBeforeUpdate();
    expect(saveLocally).not.toHaveBeenCalled();
    screen.change();
    await runBeforeUpdate();
    expect(saveLocally).toHaveBeenCalledTimes(1);
  });

  it("'Opslaan' saves at once and then counts as saved", async () => {
    const { screen, source } = fillScreen();
    const { result } = renderHook(() => useLocalSave(source, true));
    screen.change();
    expect(result.current.isSaved()).toBe(false);
    await result.current.save();
    expect(saveLocally).toHaveBeenCalledTimes(1);
    expect(result.current.isSaved()).toBe(true);
  });
});
