import { deepEqual, type TRule } from '@eform/core/rules';
import { useEffect, useRef, useState } from 'react';
import { useFormDetail } from '../../form-admin-kit';
import type { useRulesState } from './use-rules-state';

/**
 * The rules as last saved, what 'unsaved' and the leave question compare with. It follows the
 * form: after this page's save (or 'keep mine' after a conflict) the saved rules are the ones
 * shown; after 'reload' the newest version replaces what was typed, as the question promised;
 * an untouched page simply shows the newest rules.
 */
export function useSavedRules(formRules: TRule[], state: ReturnType<typeof useRulesState>) {
  const { conflict } = useFormDetail();
  const [rules, setRules] = useState(formRules);
  const ref = useRef(rules);
  const conflictSeen = useRef(false);
  if (conflict) conflictSeen.current = true;

  const accept = (next: TRule[], sent?: readonly TRule[]) => {
    ref.current = next;
    setRules(next);
    // Typing during the save stays; otherwise show the rules as the server keeps them.
    if (!sent || deepEqual(state.current(), sent)) state.reset(next);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to a new form answer only
  useEffect(() => {
    if (formRules === ref.current) return;
    const untouched = !state.differsFrom(ref.current);
    const reloaded = conflictSeen.current && !conflict;
    if (untouched || reloaded || !state.differsFrom(formRules)) {
      if (!conflict) conflictSeen.current = false;
      accept(formRules);
      return;
    }
    // Someone saved other parts of the form: the edits here stay unsaved against the newest rules.
    ref.current = formRules;
    setRules(formRules);
  }, [formRules]);

  return { rules, ref, accept };
}
