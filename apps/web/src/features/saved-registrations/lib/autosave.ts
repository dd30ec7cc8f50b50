import {
  AUTOSAVE_COOLDOWN_MS,
  AUTOSAVE_FIRST_COOLDOWN_MS,
  AUTOSAVE_START_DELAY_MS,
} from '@eform/core/constants';

/** What autosave remembers between its polls. */
export type TAutosaveClock = { loadedAt: number; lastSaveAt: number | null; saves: number };

/**
 * Whether a poll may autosave now (doc 1 §4, §9): not in the first 10 s after the form loaded;
 * then at once; 60 s after the first save; 30 s after every later one.
 */
export function autosaveDue(clock: TAutosaveClock, now: number): boolean {
  if (now - clock.loadedAt < AUTOSAVE_START_DELAY_MS) return false;
  if (clock.lastSaveAt === null) return true;
  const wait = clock.saves <= 1 ? AUTOSAVE_FIRST_COOLDOWN_MS : AUTOSAVE_COOLDOWN_MS;
  return now - clock.lastSaveAt >= wait;
}
