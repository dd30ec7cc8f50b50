import { OutboundError, type TOutboundResponse } from '../../../http/outbound';
import { RESPONSE_EXCERPT_BYTES } from '../hook-sender';

/**
 * How a sender reads a receiver's answer (issue 31 §2, §3): what an attempt keeps of it and
 * whether trying again later can help.
 */

/** The answer's first 2 KB as text (a character cut at the end becomes U+FFFD). */
export function responseExcerpt(body: Buffer): string {
  return body.subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8');
}

/** A 2xx status: the receiver took it. */
export const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/**
 * Whether a failed answer may go another time: a 4xx other than 408 (timeout) and 429 (too many
 * requests) says the request itself is wrong and fails at once; a 5xx (and anything else) is tried
 * again later.
 */
export function isRetryableStatus(status: number): boolean {
  if (status === 408 || status === 429) return true;
  return !(status >= 400 && status < 500);
}

/** A request the door refused or that did not complete: its Dutch reason, and whether to retry. */
export function outboundFailure(error: unknown): { retryable: boolean; error: string } {
  if (!(error instanceof OutboundError)) throw error;
  // A refused address and a URL that is none stay so: only the integration's settings can help.
  const retryable = error.reason !== 'REFUSED_ADDRESS' && error.reason !== 'BAD_URL';
  return { retryable, error: error.message };
}

/** An answer with its status and what an attempt keeps of it. */
export const answerOf = (response: TOutboundResponse) => ({
  statusCode: response.status,
  responseExcerpt: responseExcerpt(response.body),
});
