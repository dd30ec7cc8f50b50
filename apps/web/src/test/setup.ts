import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A screen that is found, not got (findBy*, waitFor), may take a while to appear on a loaded
// machine: a component test that needs 300 ms alone took 3-4 s beside two other test workers.
// Testing Library's 1 s default failed such tests at random, and so did 5 s for a lazy chunk
// transformed cold on a machine loaded beside the suite; 10 s leaves them room (no test sets a
// shorter wait of its own), and a test that waits for something that never comes still fails,
// within the test timeout of 20 s (vitest.config.ts).
configure({ asyncUtilTimeout: 10_000 });

/** The part of happy-dom's window this setup uses (its browser settings). */
type THappyDomWindow = {
  happyDOM?: {
    settings: {
      fetch: {
        interceptor: {
          beforeAsyncRequest?: (context: { request: Request }) => Promise<Response | undefined>;
        } | null;
      };
    };
    setURL(url: string): void;
  };
  Response: typeof Response;
};

// No request leaves the test process. A fetch no test stubbed (a file preview fetching
// '/api/file/…', an XMLHttpRequest upload) went, as happy-dom resolves it, to
// http://localhost:3000 for real: connection refused, a stack trace on stderr after the test had
// ended, or the answer of whatever listens there. It is answered 503 here, as a server that is
// down. Other schemes (data:) stay happy-dom's own.
// (The build tooling's tests run in node, without a window.)
const browser = typeof window === 'undefined' ? undefined : (window as unknown as THappyDomWindow);
const happyDom = browser?.happyDOM;
/** Where Vitest's happy-dom environment opens its window. */
const START_URL = 'http://localhost:3000/';
if (browser && happyDom) {
  const WindowResponse = browser.Response;
  happyDom.settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) =>
      /^https?:/.test(request.url)
        ? new WindowResponse(null, { status: 503, statusText: 'No network in tests' })
        : undefined,
  };
}

// Vitest runs without globals, so Testing Library cannot tell React that this is a test
// environment (it does so in a global beforeAll): React's own act() then printed 'The current
// testing environment is not configured to support act(...)' at every call.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Mantine's focus trap warns with the element it searched, which Node prints with its React
// fiber: some 600 lines a warning (9,000 in one file), hiding the failures in the log. In
// happy-dom a menu or modal is still display: none (its transition) when the trap looks; the warning
// keeps its one line here.
const FOCUS_TRAP_WARNING = '[@mantine/hooks/use-focus-trap]';
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith(FOCUS_TRAP_WARNING)) warn(args[0]);
  else warn(...args);
};

// For the same reason Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

afterAll(() => {
  // The app's own modules start afresh for the next file (their state: the session store, caches);
  // the libraries (React, Mantine) stay loaded, which is what sharing the graph saves.
  vi.resetModules();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  // A test that follows a link (a download's blob: URL) leaves the window there; the next file
  // starts where a fresh environment would.
  happyDom?.setURL(START_URL);
  document.body.innerHTML = '';
});
