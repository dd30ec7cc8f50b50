/// <reference lib="webworker" />
import { DATASOURCE_CACHE_SECONDS } from '@eform/core/constants';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  API_CACHE,
  apiCacheFor,
  DATASOURCE_CACHE,
  NETWORK_TIMEOUT_SECONDS,
  SERVER_PATHS,
  userCacheKey,
  userTagOf,
} from './api-cache-rules';

// The app's service worker (built by vite-plugin-pwa's injectManifest into dist/sw.js).
declare let self: ServiceWorkerGlobalScope;

// The app shell: every built script, style, page and icon, so the app opens offline.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
self.addEventListener('message', (event) => {
  // 'Nu updaten' (workbox-window's messageSkipWaiting), after the page's own handlers ran.
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install controls the page at once, so the screens opened right after the very first
// sign-in are cached too; a later version still waits for 'Nu updaten'.
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: SERVER_PATHS }),
);

let lastTag: { apiKey: string; tag: Promise<string> } | null = null;

/** The cache key of a request: its URL and the tag of the user whose key it carries. */
const userKeyPlugin: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const apiKey = request.headers.get('api-key') ?? '';
    if (lastTag?.apiKey !== apiKey) lastTag = { apiKey, tag: userTagOf(apiKey) };
    return userCacheKey(request.url, await lastTag.tag);
  },
};

/**
 * Online the network answers (and the copy is renewed); without a network, or when it has not
 * answered within {@link NETWORK_TIMEOUT_SECONDS}, the last copy of this user answers. The 60 s
 * request cache stays TanStack Query's (doc 1 §7): this is the fallback.
 */
function networkFirst(cacheName: string, expiration: ExpirationPlugin) {
  return new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [userKeyPlugin, expiration],
    // The stored key is a plain URL; Accept-Encoding and the like must not make it miss.
    matchOptions: { ignoreVary: true },
  });
}

const apiAnswers = networkFirst(
  API_CACHE,
  new ExpirationPlugin({ maxEntries: 2000, purgeOnQuotaError: true }),
);
const datasourceAnswers = networkFirst(
  DATASOURCE_CACHE,
  new ExpirationPlugin({
    maxAgeSeconds: DATASOURCE_CACHE_SECONDS,
    maxEntries: 500,
    purgeOnQuotaError: true,
  }),
);

/** Routes the GETs whose answers belong in `cacheName` (see api-cache-rules.ts). */
const keptIn =
  (cacheName: string) =>
  ({ request }: { request: Request }) =>
    apiCacheFor(
      { method: request.method, url: request.url, apiKey: request.headers.get('api-key') },
      self.location.origin,
    ) === cacheName;

registerRoute(keptIn(API_CACHE), apiAnswers);
registerRoute(keptIn(DATASOURCE_CACHE), datasourceAnswers);
