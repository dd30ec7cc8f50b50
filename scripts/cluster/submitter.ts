/**
 * A field worker's phone, many times over: submits of the bench form through nginx, CONCURRENCY
 * at a time over kept-alive connections, each with its own fill_token. A submit that gets no
 * answer, or an answer other than 200, is sent again with the same fill_token until it is
 * acknowledged: 200, or 409 when an earlier try was stored (the token makes the submit
 * idempotent). A request that fails on a reused connection before any answer is sent again at
 * once, as browsers do (the server or nginx closed the idle connection as it went out).
 */
import { randomUUID } from 'node:crypto';
import { Agent } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONCURRENCY, pool, postSubmit, type TPostError, values } from '../bench/submit-shared';

/** What went wrong on a first try, by kind ('502', 'ECONNRESET', 'reused ECONNRESET', ...). */
export type TTrouble = Map<string, number>;

const RETRY_PAUSE_MS = 100;
const MAX_TRIES = 50;

/** Submits to `baseUrl` as the filler with `apiKey`; `onAcknowledged` after each acknowledged one. */
export function createSubmitter(baseUrl: string, apiKey: string, formId: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const url = new URL('/api/registration', baseUrl);
  const acknowledged: string[] = [];
  // A failure before the answer, by its code ('reused …' on a kept-alive connection).
  const post = (body: string) =>
    postSubmit(agent, url, apiKey, body).catch((error: TPostError) => {
      const code = error.code ?? error.message;
      throw Object.assign(error, { kind: error.reusedSocket ? `reused ${code}` : code });
    });

  /** One submit, sent until acknowledged; its troubles counted in `trouble`. */
  const submitOne = async (i: number, trouble: TTrouble) => {
    const fillToken = randomUUID();
    const body = JSON.stringify({ form_id: formId, fill_token: fillToken, values: values(i) });
    for (let attempt = 1; attempt <= MAX_TRIES; attempt += 1) {
      let kind: string;
      try {
        const status = await post(body);
        if (status === 200 || (status === 409 && attempt > 1)) {
          acknowledged.push(fillToken);
          return;
        }
        // Refused for what it is (no credits, invalid): sending it again changes nothing.
        if (status >= 400 && status < 500 && status !== 409 && status !== 429) {
          throw new Error(`submit ${i} refused with ${status}`);
        }
        kind = String(status);
      } catch (error) {
        const { kind: failed } = error as { kind?: string };
        if (failed === undefined) throw error;
        kind = failed;
      }
      trouble.set(kind, (trouble.get(kind) ?? 0) + 1);
      // A reused connection closed under the request: at once; anything else after a pause.
      if (!kind.startsWith('reused ')) await sleep(RETRY_PAUSE_MS);
    }
    throw new Error(`submit ${i} not acknowledged after ${MAX_TRIES} tries: ${show(trouble)}`);
  };

  return {
    acknowledged,
    /** Sends submits offset..offset+count-1; resolves with their troubles once all are acknowledged. */
    async submit(
      offset: number,
      count: number,
      concurrency = CONCURRENCY,
      pauseMs = 0,
    ): Promise<TTrouble> {
      const trouble: TTrouble = new Map();
      const paced = async (i: number) => {
        await submitOne(offset + i, trouble);
        if (pauseMs > 0) await sleep(pauseMs);
      };
      await pool(count, paced, concurrency);
      return trouble;
    },
    close: () => agent.destroy(),
  };
}

/** The troubles as one line: `502 ×3, reused ECONNRESET ×1`, or `none`. */
export const show = (trouble: TTrouble) =>
  trouble.size === 0 ? 'none' : [...trouble].map(([kind, n]) => `${kind} ×${n}`).join(', ');
