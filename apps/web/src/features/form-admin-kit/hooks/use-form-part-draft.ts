import type { TForm } from '@eform/core/api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFormDetail } from './use-form-detail';

/**
 * The part of the open form a tab edits (its integrations, say): the draft being edited and the
 * part as last saved, which 'unsaved' and the leave question compare with. It follows the form
 * as the e-mails and rules tabs do: an untouched tab shows a newer version saved elsewhere,
 * 'reload' after a conflict replaces what was typed, and after this tab's own save the saved
 * part is the one shown (unless the person typed on meanwhile).
 */
export function useFormPartDraft<T>(
  form: TForm,
  partOf: (form: TForm) => T,
  same: (left: T, right: T) => boolean,
) {
  const { conflict } = useFormDetail();
  const [saved, setSaved] = useState(() => partOf(form));
  const savedRef = useRef(saved);
  const [draft, setDraftState] = useState(saved);
  const draftRef = useRef(draft);

  /** Changes the draft; the ref follows at once, so a save in the same click reads it. */
  const setDraft = useCallback((change: (current: T) => T) => {
    draftRef.current = change(draftRef.current);
    setDraftState(draftRef.current);
  }, []);

  /** `next` is saved; shown too unless the draft moved on from what was `sent`. */
  const accept = useCallback(
    (next: T, sent?: T) => {
      savedRef.current = next;
      setSaved(next);
      if (!sent || same(draftRef.current, sent)) setDraft(() => next);
    },
    [same, setDraft],
  );

  const conflictSeen = useRef(false);
  if (conflict) conflictSeen.current = true;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new form answer only
  useEffect(() => {
    const next = partOf(form);
    if (same(next, savedRef.current)) return;
    const untouched = same(draftRef.current, savedRef.current);
    const reloaded = conflictSeen.current && !conflict;
    if (untouched || reloaded || same(draftRef.current, next)) {
      if (!conflict) conflictSeen.current = false;
      accept(next);
      return;
    }
    // Someone saved other parts of the form: the edits here stay, unsaved against the newest.
    savedRef.current = next;
    setSaved(next);
  }, [form]);

  return {
    draft,
    /** The draft as it is now, also within the click that changed it. */
    current: () => draftRef.current,
    setDraft,
    saved,
    dirty: !same(draft, saved),
    /** For the leave question, read at the moment of leaving. */
    differsFromSaved: () => !same(draftRef.current, savedRef.current),
    accept,
  };
}
