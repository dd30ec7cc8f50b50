import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import './route-announcer.css';

/** How long a new page may take to show its heading (a lazy screen, the client info) at most. */
const HEADING_WAIT_MS = 10_000;

/** The page's h1: the one in the main landmark, else the first. */
function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  );
}

/** Calls `found` with the page's h1 once it is in the document; returns a cancel function. */
function whenHeading(found: (heading: HTMLElement) => void): () => void {
  const present = pageHeading();
  if (present) {
    found(present);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

type TNavigation = { pathname: string; count: number; focusedBefore: Element | null };

/**
 * After a route change moves the focus to the new page's h1 and announces the page title in a
 * polite live region, as a page load would for a screen reader: a single-page app otherwise
 * leaves the focus on the clicked link, or on nothing once that link is gone. Not on the first
 * load, nor on the redirects before the person did anything (/ → /dashboard, /x → /404): the
 * browser just loaded the page. Focus that the page (login's e-mail field, a dialog) or the
 * person moved elsewhere meanwhile stays where it is. The heading gets tabIndex -1 (focusable by
 * script, not in the tab order).
 */
export function RouteAnnouncer({ title }: { title: string }) {
  const { pathname } = useLocation();
  const acted = useRef(false);
  const [navigation, setNavigation] = useState<TNavigation>({
    pathname,
    count: 0,
    focusedBefore: null,
  });
  // Noted while rendering, before the new page commits and perhaps focuses a field of its own.
  if (navigation.pathname !== pathname) {
    setNavigation({
      pathname,
      count: acted.current ? navigation.count + 1 : navigation.count,
      focusedBefore: document.activeElement,
    });
  }

  useEffect(() => {
    const act = () => {
      acted.current = true;
    };
    document.addEventListener('pointerdown', act, { capture: true, once: true });
    document.addEventListener('keydown', act, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', act, { capture: true });
      document.removeEventListener('keydown', act, { capture: true });
    };
  }, []);

  useEffect(() => {
    if (navigation.count === 0) return;
    return whenHeading((heading) => {
      const active = document.activeElement;
      const moved = active && active !== document.body && active !== navigation.focusedBefore;
      if (moved) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
    });
  }, [navigation]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic data-testid="route-announcer">
      {navigation.count > 0 ? title : ''}
    </VisuallyHidden>
  );
}
