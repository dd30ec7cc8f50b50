import { askAgainThroughWorker } from '../../../lib/http/uncontrolled-gets';

/**
 * The first visit of a device: the worker installs while the first screens load, and takes the
 * page over once it is ready (sw.ts `clientsClaim`). The GETs made before that passed no worker:
 * they are asked again through it then, the ones its rules keep (api-cache-rules.ts), so a form
 * opened on the first visit reopens after a reload without signal (issue 30). Nothing happens on
 * a page a worker already controls (a later visit, an update). Returns the unsubscribe.
 */
export function cacheFirstVisitOnControl(container: ServiceWorkerContainer): () => void {
  if (container.controller) return () => undefined;
  const onControl = () => {
    // Loaded when needed: the cache rules stay off the fill path's first load.
    void import('../sw/api-cache-rules')
      .then(({ apiCacheFor }) => {
        const origin = window.location.origin;
        return askAgainThroughWorker(
          ({ path, apiKey }) =>
            apiCacheFor({ method: 'GET', url: new URL(path, origin).href, apiKey }, origin) !==
            null,
        );
      })
      .catch(() => undefined);
  };
  container.addEventListener('controllerchange', onControl, { once: true });
  return () => container.removeEventListener('controllerchange', onControl);
}
