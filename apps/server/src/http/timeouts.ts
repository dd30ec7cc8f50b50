import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, sendError } from '../plugins/error-handler';

/** An ordinary route gets this long for the request body to arrive after the headers. */
export const REQUEST_BODY_TIMEOUT_MS = 60_000;
/** Longest time an upload route may give its body (route config `uploadTimeoutMs`). */
export const UPLOAD_TIMEOUT_MS = 15 * 60_000;
/**
 * Route config of a route taking large bodies from phones (uploads, a submit or a sync with files
 * inline as base64): an upload's time for its body instead of {@link REQUEST_BODY_TIMEOUT_MS},
 * and a large body waits for room before it is read (plugins/large-bodies.ts).
 */
export const UPLOAD_BODY_CONFIG = { uploadTimeoutMs: UPLOAD_TIMEOUT_MS, largeBody: true } as const;
/** Time a client gets to send the request line and headers. */
export const HEADERS_TIMEOUT_MS = 30_000;
/**
 * An idle kept-alive connection is closed after this long: longer than the 60 s idle timeout of
 * common load balancers and proxies, so they, not we, close a connection they might still reuse.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** How often Node checks the header and request deadlines (its default of 30 s is too coarse). */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The HTTP time limits; tests shrink them to seconds. */
export interface THttpTimeouts {
  /** Body deadline of an ordinary route, counted from the headers. */
  requestMs: number;
  /** Upper bound of any request: Node's own request timeout, and the cap of `uploadTimeoutMs`. */
  uploadMs: number;
  headersMs: number;
  keepAliveMs: number;
  checkIntervalMs: number;
}

/** The production limits. */
export const HTTP_TIMEOUTS: Readonly<THttpTimeouts> = {
  requestMs: REQUEST_BODY_TIMEOUT_MS,
  uploadMs: UPLOAD_TIMEOUT_MS,
  headersMs: HEADERS_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  checkIntervalMs: TIMEOUT_CHECK_INTERVAL_MS,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Upload routes: time for the body to arrive instead of the 60 s of every other route,
     * at most {@link UPLOAD_TIMEOUT_MS}. E.g. `config: { uploadTimeoutMs: UPLOAD_TIMEOUT_MS }`.
     */
    uploadTimeoutMs?: number;
  }
}

/**
 * Fastify server options for the limits. Node holds every request to the upload maximum (408 via
 * the client error handler) and the headers to their own deadline; a socket silent for longer than
 * the longest upload is dropped (a client that stops reading its answer). The 60 s of ordinary
 * routes is {@link registerBodyTimeout}'s, since Node knows one request timeout only.
 */
export function httpTimeoutOptions(timeouts: THttpTimeouts) {
  return {
    requestTimeout: timeouts.uploadMs,
    connectionTimeout: timeouts.uploadMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      headersTimeout: Math.min(timeouts.headersMs, timeouts.uploadMs),
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
  };
}

/**
 * Ends a request whose body has not fully arrived within the route's limit (a client trickling
 * its body would otherwise hold a connection and a worker for up to the upload maximum): it is
 * answered 408 REQUEST_TIMEOUT in the API's shape with `connection: close`, so the socket is
 * closed once the answer is out. Whoever still waits for the body (a parser, multipart) fails
 * when the socket closes; that late error is dropped since the reply was sent. Counted from the
 * headers; requests without a body are only subject to the headers deadline.
 */
export function registerBodyTimeout(app: FastifyInstance, timeouts: THttpTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request.raw) || request.raw.complete) return done();
    const routeLimit = request.routeOptions.config?.uploadTimeoutMs ?? timeouts.requestMs;
    const limit = Math.min(routeLimit, timeouts.uploadMs);
    const timer = setTimeout(() => endSlowRequest(request, reply), limit);
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function endSlowRequest(request: FastifyRequest, reply: FastifyReply): void {
  if (request.raw.complete) return;
  request.log.info({ elapsedMs: reply.elapsedTime }, 'request body too slow; closing');
  // An answer already under way cannot become a 408; the connection is dropped instead.
  if (reply.raw.headersSent) {
    request.raw.socket?.destroy();
    return;
  }
  reply.header('connection', 'close');
  void sendError(reply, request, ERROR_STATUS.REQUEST_TIMEOUT, 'REQUEST_TIMEOUT');
}
