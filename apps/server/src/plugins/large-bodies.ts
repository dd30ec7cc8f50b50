import { DomainError } from '@eform/core/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rateLimitAddress } from '../modules/auth';
import { DEFAULT_BODY_LIMIT } from './body-limit';
import { sendError } from './error-handler';

/**
 * Large request bodies (a sync or submit with files inline, an upload) wait for room before a
 * byte of them is read (issue 29: five parallel 60 MB syncs by one user took the server from
 * 542 MB to 1.2 GB). Per process:
 * - one large body per user at a time (a guest counts by address): the next waits, in order, for
 *   at most {@link LARGE_BODY_WAIT_MS}, then 503;
 * - a budget of bytes in flight over all large bodies, by content-length, and for a chunked body
 *   counted as it arrives: a body that does not fit is answered 503 with Retry-After at once,
 *   unread (the answer closes the connection: plugins/unread-body.ts).
 * A body holds its room until its answer is out: the parsed body stays in memory that long.
 * A route takes part by `config: { largeBody: true }` (UPLOAD_BODY_CONFIG has it).
 */

/** Bytes in flight of large bodies per process; LARGE_BODY_BUDGET_MB sets another figure. */
export const LARGE_BODY_BUDGET_BYTES = 256 * 1024 * 1024;
/** A body from this size on (or chunked) is large; smaller ones on the same routes go at once. */
export const LARGE_BODY_MIN_BYTES = DEFAULT_BODY_LIMIT;
/** The longest a large body waits for its user's earlier one before it is answered 503. */
export const LARGE_BODY_WAIT_MS = 30_000;
/** Retry-After of a 503 for want of room: about the time a large body takes on a good line. */
export const LARGE_BODY_RETRY_AFTER_SECONDS = 10;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes large bodies: they wait for room before they are read (large-bodies.ts). */
    largeBody?: boolean;
  }
}

/** The gate's figures; tests shrink them. */
export interface TLargeBodyLimits {
  budgetBytes: number;
  minBytes: number;
  waitMs: number;
}

/** The production figures. */
export const LARGE_BODY_LIMITS: Readonly<TLargeBodyLimits> = {
  budgetBytes: LARGE_BODY_BUDGET_BYTES,
  minBytes: LARGE_BODY_MIN_BYTES,
  waitMs: LARGE_BODY_WAIT_MS,
};

/** What the gate holds now (for tests and a future health view). */
export interface TLargeBodyStats {
  /** Bytes reserved or received by the large bodies admitted. */
  inFlightBytes: number;
  /** Large bodies admitted and not yet answered. */
  admitted: number;
  /** Large bodies waiting for their user's earlier one. */
  waiting: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The large-body gate's state (plugins/large-bodies.ts). */
    largeBodyStats(): TLargeBodyStats;
  }
}

interface TWaiter {
  admit: () => void;
}

interface TGate {
  limits: TLargeBodyLimits;
  inFlightBytes: number;
  admitted: number;
  /** Per user (or guest address): whether a large body is in, and who waits behind it. */
  lanes: Map<string, TWaiter[]>;
}

function busyError(messageKey: 'server.largeBody.busy' | 'server.largeBody.userBusy') {
  const seconds = LARGE_BODY_RETRY_AFTER_SECONDS;
  return new DomainError('SERVICE_UNAVAILABLE', {
    messageKey,
    params: { seconds, retryAfter: seconds },
  });
}

function laneOf(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.user.id}` : `address:${rateLimitAddress(request.ip)}`;
}

/** The declared length of a large body, 0 for a chunked one, or null when the body is small. */
function largeSize(request: FastifyRequest, minBytes: number): number | null {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) >= minBytes ? Number(length) : null;
  return request.headers['transfer-encoding'] !== undefined ? 0 : null;
}

/**
 * Waits until the lane is free (a lane exists while one of its bodies is in). Resolves false
 * when the wait ran out or the connection closed; the waiter is then out of the queue.
 */
function waitForLane(gate: TGate, lane: string, reply: FastifyReply): Promise<boolean> {
  const queue = gate.lanes.get(lane);
  if (!queue) {
    gate.lanes.set(lane, []);
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const leave = (admitted: boolean) => {
      clearTimeout(timer);
      reply.raw.off('close', gone);
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
      resolve(admitted);
    };
    const waiter: TWaiter = { admit: () => leave(true) };
    const gone = () => leave(false);
    const timer = setTimeout(gone, gate.limits.waitMs);
    reply.raw.once('close', gone);
    queue.push(waiter);
  });
}

/** The lane's next body goes in, or the lane is gone when nobody waits. */
function passLane(gate: TGate, lane: string): void {
  const next = gate.lanes.get(lane)?.[0];
  if (next) next.admit();
  else gate.lanes.delete(lane);
}

/**
 * Counts a chunked body's bytes where Node hands them to the request stream (as body-limit.ts
 * does); once the budget is passed nothing more is pushed and the request is answered 503.
 */
function countChunked(
  gate: TGate,
  request: FastifyRequest,
  reply: FastifyReply,
  held: { bytes: number },
) {
  const raw = request.raw;
  const push = raw.push.bind(raw);
  let refused = false;
  raw.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      const size = typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length;
      held.bytes += size;
      gate.inFlightBytes += size;
      if (gate.inFlightBytes > gate.limits.budgetBytes) {
        refused = true;
        raw.unpipe();
        if (!reply.sent) {
          const error = busyError('server.largeBody.busy');
          reply.header('connection', 'close');
          reply.header('retry-after', String(LARGE_BODY_RETRY_AFTER_SECONDS));
          void sendError(reply, request, 503, 'SERVICE_UNAVAILABLE', error.message);
        }
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

/**
 * Holds every large body of a `largeBody` route until it has room (see the file's comment). Runs
 * in preParsing: after the onRequest hooks (the user is known), before the body is read.
 */
export function registerLargeBodyGate(app: FastifyInstance, limits: TLargeBodyLimits): void {
  const gate: TGate = { limits, inFlightBytes: 0, admitted: 0, lanes: new Map() };
  app.decorate('largeBodyStats', () => ({
    inFlightBytes: gate.inFlightBytes,
    admitted: gate.admitted,
    waiting: [...gate.lanes.values()].reduce((sum, queue) => sum + queue.length, 0),
  }));
  app.addHook('preParsing', async (request, reply, payload) => {
    if (!request.routeOptions.config?.largeBody) return payload;
    const size = largeSize(request, limits.minBytes);
    if (size === null) return payload;
    const lane = laneOf(request);
    // Out of the wait without a turn: its time ran out (or the client left; nobody reads this).
    if (!(await waitForLane(gate, lane, reply))) throw busyError('server.largeBody.userBusy');
    if (gate.inFlightBytes + size > limits.budgetBytes) {
      passLane(gate, lane);
      throw busyError('server.largeBody.busy');
    }
    const held = { bytes: size };
    gate.inFlightBytes += size;
    gate.admitted += 1;
    reply.raw.once('close', () => {
      gate.inFlightBytes -= held.bytes;
      gate.admitted -= 1;
      passLane(gate, lane);
    });
    if (size === 0) countChunked(gate, request, reply, held);
    return payload;
  });
}
