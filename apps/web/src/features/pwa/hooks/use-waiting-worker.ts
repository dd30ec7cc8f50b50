import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refetchOnFirstControl } from '../lib/first-control';

/** The worker vite-plugin-pwa builds from src/features/pwa/sw/sw.ts, for the whole origin. */
const SW_URL = '/sw.js';

/**
 * A deployed version is noticed when the browser re-checks the service worker: on every page
 * load, and this often while the app stays open (field workers keep it open for days).
 */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and answers the new version's worker once it is installed and
 * waiting to replace the one that controls this page (none on the very first install: that
 * one takes the page at once, see sw.ts). Our own few lines instead of workbox-window, which
 * cost the fill path 2 KB for the same two events.
 */
export function useWaitingWorker(): ServiceWorker | null {
  const [waiting, setWaiting] = useState<ServiceWorker | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container || !import.meta.env.PROD) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const stopFirstVisit = refetchOnFirstControl(container, queryClient);
    const offer = (worker: ServiceWorker | null) => {
      // A worker installed while another controls the page is an update; otherwise it is the
      // first install, which activates by itself.
      if (!stopped && worker?.state === 'installed' && container.controller) setWaiting(worker);
    };
    container.register(SW_URL, { scope: '/' }).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks service workers (a policy, Playwright's 'block') answers none.
        if (!registration) return;
        offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => offer(installing));
        });
        timer = setInterval(() => {
          if (navigator.onLine) registration.update().catch(() => undefined);
        }, UPDATE_CHECK_INTERVAL_MS);
      },
      (error: unknown) => console.warn('Service worker registration failed', error),
    );
    return () => {
      stopped = true;
      stopFirstVisit();
      clearInterval(timer);
    };
  }, [queryClient]);
  return waiting;
}

/**
 * Lets `worker` take over (sw.ts answers 'SKIP_WAITING') and reloads the page once it controls
 * it, so the page and its worker are the same version.
 */
export function activateWorker(worker: ServiceWorker): void {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}
