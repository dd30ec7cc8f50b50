/** What bench:submit's main process, its load-generating worker and the cluster's submitter share. */
import { type Agent, request as httpRequest } from 'node:http';

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

/** A submit that failed before its answer, with whether it went on a kept-alive connection. */
export type TPostError = NodeJS.ErrnoException & { reusedSocket: boolean };

/**
 * POSTs a submit's JSON `body` to `url` (POST /api/registration) as `apiKey` over `agent`, and
 * answers its status once the answer is read; a failure before it rejects with a TPostError.
 */
export function postSubmit(agent: Agent, url: URL, apiKey: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'api-key': apiKey,
      },
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(Object.assign(error, { reusedSocket: request.reusedSocket })),
    );
    request.on('response', (response) => {
      response.resume();
      response.on('error', reject);
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.end(body);
  });
}
