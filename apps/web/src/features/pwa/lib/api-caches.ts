import { API_CACHE_NAMES } from '../sw/api-cache-rules';
import { clearOfflineReady } from './offline-ready';

/**
 * Deletes every API answer the service worker kept for offline use, and the forms marked as
 * available offline: on logout and when another user signs in (answers carry personal data).
 */
export async function clearApiCaches(): Promise<void> {
  clearOfflineReady();
  if (typeof caches === 'undefined') return;
  await Promise.all(API_CACHE_NAMES.map((name) => caches.delete(name)));
}
