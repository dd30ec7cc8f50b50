/**
 * Caches of database content kept in the process (parsed revisions, known serial sequences,
 * filtered counts, fill access). They are keyed by row ids, which are unique within the one
 * database a server process talks to. The server's test files each run on a database of their
 * own in a shared process (test/setup-server.ts): they start with these caches empty, as a fresh
 * process would, through {@link clearProcessCaches}.
 */
const caches: Array<{ clear(): void }> = [];

/** Registers `cache` (a Map or Set) as a cache of database content (see the module's comment). */
export function processCache<C extends { clear(): void }>(cache: C): C {
  caches.push(cache);
  return cache;
}

/** Empties every cache of database content, as a fresh process starts. */
export function clearProcessCaches(): void {
  for (const cache of caches) cache.clear();
}
