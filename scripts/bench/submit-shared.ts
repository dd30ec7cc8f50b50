/** What bench:submit's main process and its load-generating worker share. */

/** Requests (and inserts) in flight at once. */
export const CONCURRENCY = 16;

/** The values of submit `i` for the bench form (veld0..veld18; veld19 is calculated). */
export function values(i: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let f = 0; f < 19; f++) {
    out[`veld${f}`] = f % 5 === 1 ? 'b' : f % 5 === 2 ? String(i % 100) : `Tekst ${i} ${f}`;
  }
  return out;
}

/** Runs work(0..count-1), CONCURRENCY at a time. */
export async function pool<T>(
  count: number,
  work: (i: number) => Promise<T>,
  concurrency = CONCURRENCY,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await work(i);
      }
    }),
  );
  return results;
}
