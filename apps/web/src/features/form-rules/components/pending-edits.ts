import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Rule inputs debounce 100 ms (doc 2 §5, §9): the rules take typed text this long after the last key. */
export const RULE_INPUT_DEBOUNCE_MS = 100;

/**
 * The typed text still waiting for its debounce. The page flushes it all before it saves, moves,
 * removes or adds (so nothing typed is lost or lands on the wrong row) and counts it as unsaved.
 */
export type TPendingEdits = {
  add: (flush: () => void) => void;
  delete: (flush: () => void) => void;
};

export const PendingEditsContext = createContext<TPendingEdits | null>(null);

/**
 * Local text for an input that commits `commit(text)` 100 ms after the last change: the input
 * stays instant while the rules (and the cards that show them) change once. A change from outside
 * shows when nothing is waiting; leaving the input commits at once; unmounting drops it (a removed
 * row's text is not wanted, and the page flushes before anything else unmounts a row).
 */
export function useDebouncedText(value: string, commit: (text: string) => void) {
  const pending = useContext(PendingEditsContext);
  const [text, setText] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ text, commit });
  latest.current.commit = commit;

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    pending?.delete(flush);
    latest.current.commit(latest.current.text);
  }, [pending]);

  useEffect(() => {
    if (timer.current === undefined) setText(value);
  }, [value]);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      timer.current = undefined;
      pending?.delete(flush);
    },
    [pending, flush],
  );

  const change = (next: string) => {
    setText(next);
    latest.current.text = next;
    if (timer.current === undefined) pending?.add(flush);
    else clearTimeout(timer.current);
    timer.current = setTimeout(flush, RULE_INPUT_DEBOUNCE_MS);
  };
  return { text, change, flush };
}
