import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { messageForCode, type TErrorCode } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_STATUS, sendError, type TErrorBody } from './error-handler';

/**
 * Longest path parameter the router accepts (client uuids have 36 characters); a longer one is
 * answered 414 instead of being looked up.
 */
export const MAX_PARAM_LENGTH = 200;

/** Errors Fastify raises before routing, by its code. */
const FRAMEWORK_ERRORS: Readonly<Record<string, TErrorBody>> = {
  FST_ERR_BAD_URL: { code: 'VALIDATION', message: ts('server.error.badUrl') },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: messageForCode('URI_TOO_LONG') },
};

/** Errors Node's HTTP parser raises on a connection, by their code; anything else is 400. */
const CONNECTION_ERRORS: Readonly<Record<string, TErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  // Request line (the URL) and headers together exceed Node's limit (16 KB).
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
};

/**
 * Fastify options that put the answers Fastify and Node write themselves into the API's
 * `{ code, message }` shape with a Dutch text, carrying the security headers and never echoing
 * the request: bad percent-encoding and too long path parameters (`frameworkErrors`), and
 * malformed requests, oversized headers and timeouts on the connection (`clientErrorHandler`).
 * The 503 while closing comes from {@link registerClosingAnswer} instead of Fastify's own.
 */
export function clientErrorOptions(headers: Readonly<Record<string, string>>) {
  return {
    frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
      const body = FRAMEWORK_ERRORS[error.code] ?? {
        code: 'VALIDATION',
        message: ts('server.error.badRequest'),
      };
      reply.headers(headers).header('cache-control', 'no-store');
      return sendError(reply, request, ERROR_STATUS[body.code], body.code, body.message);
    },
    clientErrorHandler(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket) {
      // A reset connection is gone; there is nobody to answer.
      if (error.code === 'ECONNRESET' || socket.destroyed) return;
      this.log.debug({ err: error }, 'client error');
      const code = CONNECTION_ERRORS[error.code ?? ''] ?? 'VALIDATION';
      const message = code === 'VALIDATION' ? ts('server.error.badRequest') : messageForCode(code);
      // As Node does: never write into an answer already under way on this connection.
      const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })
        ._httpMessage;
      if (socket.writable && !inFlight?.headersSent) {
        socket.write(rawAnswer(ERROR_STATUS[code], { code, message }, headers));
      }
      socket.destroy();
    },
    return503OnClosing: false,
  };
}

/** A complete HTTP/1.1 answer with a JSON body, for a socket no Fastify reply exists for. */
function rawAnswer(
  status: number,
  body: TErrorBody,
  headers: Readonly<Record<string, string>>,
): string {
  const json = JSON.stringify(body);
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(json)}`,
    'connection: close',
    'cache-control: no-store',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${json}`;
}

/**
 * Once the server is closing (preClose), a request that still arrives on an open connection
 * gets 503 SERVICE_UNAVAILABLE in the API's shape with `connection: close`, so a load balancer
 * retries it elsewhere. Register after the security headers, before the routes.
 */
export function registerClosingAnswer(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    return sendError(reply, request, ERROR_STATUS.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE');
  });
}
