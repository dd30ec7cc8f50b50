import { useRef } from 'react';

/** Taps further apart than this start the count again. */
const TAP_GAP_MS = 2000;

/** Calls `onReached` when tapped `count` times in a row (each tap within 2 s of the last). */
export function useTapCounter(count: number, onReached: () => void): () => void {
  const taps = useRef({ n: 0, last: 0 });
  return () => {
    const now = Date.now();
    const state = taps.current;
    state.n = now - state.last > TAP_GAP_MS ? 1 : state.n + 1;
    state.last = now;
    if (state.n >= count) {
      state.n = 0;
      onReached();
    }
  };
}
