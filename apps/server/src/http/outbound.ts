import { lookup } from 'node:dns/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { formatBytes } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import { Agent, buildConnector, request, errors as undiciErrors } from 'undici';
import {
  isAllowedHost,
  isIpLiteral,
  refusedRange,
  type TOutboundAllowEntry,
} from './outbound-addresses';

/**
 * The one door for HTTP requests the server makes of its own (webhooks, Signalen): every
 * outbound call goes through {@link outboundRequest}, and a test (`outbound-door.test.ts`) keeps
 * undici, node:http(s)'s request functions and the global fetch out of every other file.
 *
 * - The host is resolved once; every address it resolves to must be public unicast
 *   (`outbound-addresses.ts`), checked before any connection, and the connection is pinned to
 *   the address checked (no second lookup a DNS rebinding could answer differently).
 * - Only http and https; redirects are followed by hand, each hop checked and pinned anew, at
 *   most {@link OUTBOUND_MAX_REDIRECTS}.
 * - One deadline for the whole request (lookup, connect, every hop, the body) and a cap on the
 *   answer's size, read as a stream and cut off beyond it.
 * - OUTBOUND_ALLOW names internal hosts an operator (or a test) lets through; they are pinned too.
 *
 * Failures are {@link OutboundError}s with a Dutch message a delivery can keep as its reason.
 */

/** The whole request, all hops and the answer's body included, must be done within this. */
export const OUTBOUND_TIMEOUT_MS = 10_000;
/** Largest answer body read; beyond it the answer is cut off (TOO_LARGE). */
export const OUTBOUND_MAX_RESPONSE_BYTES = 1024 * 1024;
/** Redirects followed at most; one more is TOO_MANY_REDIRECTS. */
export const OUTBOUND_MAX_REDIRECTS = 3;

const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);
/** Headers that must not follow a redirect to another origin (credentials of the first one). */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

/** Why an outbound request was not made or did not complete. */
export type TOutboundFailure =
  | 'BAD_URL'
  | 'REFUSED_ADDRESS'
  | 'UNRESOLVED'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'CONNECTION_FAILED';

/** A failed outbound request: `reason` for code, `message` in Dutch for the delivery's record. */
export class OutboundError extends Error {
  constructor(
    readonly reason: TOutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

/** Every address a host name resolves to (the door checks all of them). */
export type TResolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** What the door lets through: OUTBOUND_ALLOW's hosts, and how names are resolved (tests). */
export interface TOutboundPolicy {
  allow: readonly TOutboundAllowEntry[];
  resolve?: TResolver;
}

export interface TOutboundRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Deadline of the whole request; default {@link OUTBOUND_TIMEOUT_MS}. */
  timeoutMs?: number;
  /** Answer size cap; default {@link OUTBOUND_MAX_RESPONSE_BYTES}. */
  maxResponseBytes?: number;
}

export interface TOutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The address answered after redirects. */
  url: string;
}

const systemResolver: TResolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Sends one request through the door; throws {@link OutboundError} when refused or failed. */
export async function outboundRequest(
  input: TOutboundRequest,
  policy: TOutboundPolicy,
): Promise<TOutboundResponse> {
  const timeoutMs = input.timeoutMs ?? OUTBOUND_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  let url = parseTarget(input.url);
  let method = input.method ?? 'GET';
  let body = input.body;
  let headers = { ...input.headers };
  for (let redirects = 0; ; redirects += 1) {
    const answer = await sendOnce(
      { url, method, headers, body, maxResponseBytes: input.maxResponseBytes },
      policy,
      deadline,
      timeoutMs,
    );
    if (!('location' in answer)) return answer;
    if (redirects === OUTBOUND_MAX_REDIRECTS) {
      throw new OutboundError(
        'TOO_MANY_REDIRECTS',
        ts('server.outbound.tooManyRedirects', { max: OUTBOUND_MAX_REDIRECTS, host: url.host }),
      );
    }
    const location = URL.canParse(answer.location, url.href)
      ? new URL(answer.location, url).href
      : answer.location;
    const next = parseTarget(location);
    if (next.origin !== url.origin) headers = withoutCredentials(headers);
    // 303 always, and 301/302 after a POST (as browsers do), continue as a GET without body.
    if (
      answer.status === 303 ||
      ((answer.status === 301 || answer.status === 302) && method === 'POST')
    ) {
      method = 'GET';
      body = undefined;
    }
    url = next;
  }
}

function parseTarget(raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username) {
    throw new OutboundError('BAD_URL', ts('server.outbound.badUrl', { url: raw.slice(0, 200) }));
  }
  return url;
}

function withoutCredentials(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name.toLowerCase())),
  );
}

function portOf(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * The address to connect to: the literal itself, or the first the name resolves to. Every
 * address must be reachable (an allowed host skips that check), so a name that also resolves to
 * an internal address is refused whichever one a connection would have used.
 */
async function checkedAddress(url: URL, policy: TOutboundPolicy): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = isAllowedHost(policy.allow, host, portOf(url));
  const addresses = isIpLiteral(host) ? [host] : await resolveAll(host, policy);
  if (!allowed) {
    for (const address of addresses) {
      if (refusedRange(address) !== null) {
        throw new OutboundError(
          'REFUSED_ADDRESS',
          ts('server.outbound.refusedAddress', { host: url.host, address }),
        );
      }
    }
  }
  const [first] = addresses;
  if (first === undefined) throw unresolved(url, 'geen adressen');
  return first;
}

async function resolveAll(host: string, policy: TOutboundPolicy): Promise<string[]> {
  try {
    return (await (policy.resolve ?? systemResolver)(host)).map((entry) => entry.address);
  } catch (error) {
    throw unresolved(new URL(`http://${host}`), (error as Error).message);
  }
}

function unresolved(url: URL, error: string): OutboundError {
  return new OutboundError(
    'UNRESOLVED',
    ts('server.outbound.unresolved', { host: url.host, error }),
  );
}

/**
 * A dispatcher whose every connection goes to `address`, whatever the URL's host: the host name
 * stays in the Host header and in TLS (SNI and the certificate check), the socket goes to the
 * address that was checked. One per hop, closed after it.
 */
function pinnedAgent(address: string, url: URL): Agent {
  const connector = buildConnector({});
  const servername = isIpLiteral(url.hostname) ? undefined : url.hostname;
  return new Agent({
    connections: 1,
    pipelining: 0,
    connect: (options, callback) =>
      connector({ ...options, hostname: address, ...(servername ? { servername } : {}) }, callback),
  });
}

type THop = Omit<TOutboundRequest, 'url' | 'timeoutMs'> & { url: URL };

async function sendOnce(
  hop: THop,
  policy: TOutboundPolicy,
  deadline: AbortSignal,
  timeoutMs: number,
): Promise<TOutboundResponse | { status: number; location: string }> {
  const address = await withDeadline(checkedAddress(hop.url, policy), deadline, hop.url, timeoutMs);
  const agent = pinnedAgent(address, hop.url);
  try {
    const answer = await request(hop.url, {
      dispatcher: agent,
      method: hop.method ?? 'GET',
      headers: hop.headers,
      body: hop.body,
      signal: deadline,
    });
    const location = answer.headers.location;
    if (REDIRECT_STATUSES.has(answer.statusCode) && typeof location === 'string') {
      await answer.body.dump();
      return { status: answer.statusCode, location };
    }
    const body = await readCapped(
      answer.body,
      hop.maxResponseBytes ?? OUTBOUND_MAX_RESPONSE_BYTES,
      hop.url,
    );
    return { status: answer.statusCode, headers: answer.headers, body, url: hop.url.href };
  } catch (error) {
    throw asOutboundError(error, hop.url, deadline, timeoutMs);
  } finally {
    agent.destroy().catch(() => {});
  }
}

async function readCapped(
  body: AsyncIterable<Buffer> & { destroy(): void },
  limit: number,
  url: URL,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) {
      body.destroy();
      throw new OutboundError(
        'TOO_LARGE',
        ts('server.outbound.tooLarge', { host: url.host, limit: formatBytes(limit) }),
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function withDeadline<T>(
  work: Promise<T>,
  deadline: AbortSignal,
  url: URL,
  timeoutMs: number,
): Promise<T> {
  if (deadline.aborted) throw timedOut(url, timeoutMs);
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(timedOut(url, timeoutMs));
    deadline.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work, aborted]);
  } finally {
    deadline.removeEventListener('abort', onAbort);
  }
}

function timedOut(url: URL, timeoutMs: number): OutboundError {
  return new OutboundError(
    'TIMEOUT',
    ts('server.outbound.timeout', { host: url.host, seconds: Math.ceil(timeoutMs / 1000) }),
  );
}

function asOutboundError(
  error: unknown,
  url: URL,
  deadline: AbortSignal,
  timeoutMs: number,
): OutboundError {
  if (error instanceof OutboundError) return error;
  if (deadline.aborted) return timedOut(url, timeoutMs);
  const cause =
    error instanceof undiciErrors.UndiciError
      ? error.message
      : String((error as Error)?.message ?? error);
  return new OutboundError(
    'CONNECTION_FAILED',
    ts('server.outbound.connectionFailed', { host: url.host, error: cause }),
  );
}
