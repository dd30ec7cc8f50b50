import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id comes in (from a proxy or a caller) and goes back in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id taken as given: short, and only characters that need no escaping in a log or header. */
const GIVEN_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's options for request ids: an incoming `x-request-id` that looks like one is used
 * (nginx or a caller can follow its request into our logs), anything else gets a new UUID.
 * Fastify's own `requestIdHeader` would take any value as it came, so the header is read here.
 */
export function requestIdOptions() {
  return {
    requestIdHeader: false as const,
    genReqId(raw: IncomingMessage): string {
      const given = raw.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && GIVEN_REQUEST_ID.test(given) ? given : randomUUID();
    },
  };
}

/**
 * Every answer carries its request's id, also an error's: a user or an operator who reports
 * it lets us find the request's log line (and a submit's jobs, which carry the id).
 */
export function registerRequestIdEcho(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
