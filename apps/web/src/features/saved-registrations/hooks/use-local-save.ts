import { AUTOSAVE_POLL_MS } from '@eform/core/constants';
import { useCallback, useEffect, useRef } from 'react';
import { autosaveDue, type TAutosaveClock } from '../lib/autosave';
import type { TSaveInput } from '../lib/saved-store';

/** What the fill screen hands to {@link useLocalSave}. */
export type TLocalSaveSource = {
  /** The values as entered (a new object after every change), to tell whether anything changed. */
  raw: () => unknown;
  /** Something was typed since the form opened or was emptied. */
  dirty: () => boolean;
  /** The registration to save now. */
  input: () => TSaveInput;
  /** The version of the saved registration the form opened with (readSavedForFill), if any. */
  openedVersion?: string;
  /** Autosave waits: a subform modal open, loading, sending or complete. */
  blocked: () => boolean;
};

const actions = () => import('../lib/saved-actions');

/**
 * 'Opslaan' and autosave of the fill screen (doc 1 §4): `save()` keeps the registration on the
 * device (and rejects when it could not); autosave polls every 5 s and saves without a word when
 * something was typed since the last save and the timing allows ({@link autosaveDue}); 'Nu
 * updaten' saves first (features/pwa `onBeforeUpdate`). The store (Dexie) loads on the first
 * save only. `isSaved()` tells the leave question that nothing is lost. A `guest` keeps a copy
 * on this device only (saveGuestCopy), and without autosave (not `enabled`).
 */
export function useLocalSave(source: TLocalSaveSource, enabled: boolean, guest = false) {
  const sourceRef = useRef(source);
  sourceRef.current = source;
  const savedRaw = useRef<unknown>(undefined);
  const saving = useRef(false);
  const baseline = useRef(false);
  // The device's version this screen edits: the one it opened, then each one it wrote.
  const version = useRef(source.openedVersion);

  const save = useCallback(async () => {
    const { raw, input } = sourceRef.current;
    const snapshot = raw();
    saving.current = true;
    try {
      const m = await actions();
      const next = { ...input(), editedVersion: version.current };
      version.current = await (guest ? m.saveGuestCopy(next) : m.saveLocally(next));
      savedRaw.current = snapshot;
    } finally {
      saving.current = false;
    }
  }, [guest]);

  const unsaved = useCallback(() => {
    const { raw, dirty } = sourceRef.current;
    return dirty() && raw() !== savedRaw.current;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    // What the form opened with counts as saved; taken once, so a restart keeps what was typed.
    if (!baseline.current) {
      baseline.current = true;
      savedRaw.current = sourceRef.current.raw();
    }
    // 'Nu updaten' waits for this save, so an update never discards what was typed. The pwa
    // feature is in the entry chunk already; imported here when needed, it keeps the fill
    // screen's own module graph small.
    let unregister: (() => void) | undefined;
    let active = true;
    void import('../../pwa').then(({ onBeforeUpdate }) => {
      if (!active) return;
      unregister = onBeforeUpdate(async () => {
        if (unsaved()) await save();
      });
    });
    const clock: TAutosaveClock = { loadedAt: Date.now(), lastSaveAt: null, saves: 0 };
    const timer = setInterval(() => {
      const now = Date.now();
      if (saving.current || sourceRef.current.blocked() || !autosaveDue(clock, now)) return;
      if (!unsaved()) return;
      clock.lastSaveAt = now;
      clock.saves += 1;
      save().catch((error) => console.warn('Autosave failed', error));
    }, AUTOSAVE_POLL_MS);
    return () => {
      active = false;
      clearInterval(timer);
      unregister?.();
    };
  }, [enabled, save, unsaved]);

  const isSaved = useCallback(() => !unsaved(), [unsaved]);
  return { save, isSaved };
}
