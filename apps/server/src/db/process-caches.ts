/**
 * Caches of database content kept in the process (parsed revisions, known serial sequences,
 * filtered counts, fill access). They are keyed by row ids, which are unique within the one
 * database a server process talks to. The server's test files each run on a database of their
 * own in a shared process (test/setup-server.ts): they start with these caches empty, as a fresh
 * process would, through {@link clearProcessCaches}.
 */
const caches: Array<{ clear(): void }> = [];

/** A Map registered as a cache of database content (see the module's comment). */
export function processCache<K, V>(): Map<K, V> {
  const cache = new Map<K, V>();
  caches.push(cache);
  return cache;
}

/** A Set registered as a cache of database content (see the module's comment). */
export function processCacheSet<T>(): Set<T> {
  const cache = new Set<T>();
  caches.push(cache);
  return cache;
}

/** Empties every cache of database content, as a fresh process starts. */
export function clearProcessCaches(): void {
  for (const cache of caches) cache.clear();
}
