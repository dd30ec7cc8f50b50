import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * An answer sent before its request's body has fully arrived closes the connection: it carries
 * `connection: close` and the socket is destroyed once the answer is written. Otherwise Node
 * keeps the connection for the next request and so reads, and throws away, the rest of the body
 * first: a refused client could stream for as long as it liked (a 401 then 133 GB read in 100 s)
 * or trickle its body until the upload maximum and get a second answer (408) on the same
 * connection. One hook for every answer (onSend runs for routes, hooks that answer early, the
 * error handler and the not-found handler alike); a body that did arrive, however it was
 * refused (a 400 on a small JSON body), keeps its connection.
 */
export function registerUnreadBodyClose(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!isBodyStillArriving(request.raw)) return;
    closeAfterAnswer(request, reply);
  });
}

/** True while a request announced a body (length or chunked) that has not fully arrived. */
export function isBodyStillArriving(raw: IncomingMessage): boolean {
  if (raw.complete) return false;
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Sends the answer with `connection: close` and destroys the socket once it is written, so no
 * more of the body is read. Node would end the socket itself after a `close` answer, but only
 * after dumping the request into the void while the end is flushed.
 */
export function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.raw.headersSent) reply.header('connection', 'close');
  const socket = request.raw.socket;
  // Not a real connection (app.inject()).
  if (!socket || typeof socket.destroySoon !== 'function') return;
  reply.raw.once('finish', () => {
    request.raw.unpipe();
    request.raw.pause();
    socket.destroySoon();
  });
}
