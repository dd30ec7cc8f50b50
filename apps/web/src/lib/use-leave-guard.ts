import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Asks before leaving a page with changes (doc 1 §2.9, doc 2 §2): route changes are held by the
 * router's blocker (the screen shows the question), a reload or closing the tab by the browser's
 * own beforeunload dialog. `shouldAsk` is read at the moment of leaving, so typing never
 * re-renders anything for it.
 */
export function useLeaveGuard(shouldAsk: () => boolean): Blocker {
  const askRef = useRef(shouldAsk);
  askRef.current = shouldAsk;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && askRef.current(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!askRef.current()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return blocker;
}
