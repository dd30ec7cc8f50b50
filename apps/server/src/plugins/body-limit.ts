import { MAX_FILE_SIZE_BYTES } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import type { TMessageKey } from '@eform/core/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The text of this route's 413 (an upload's speaks of the file), else the generic one. */
    tooLargeMessageKey?: TMessageKey;
  }
}

function tooLargeError(request: FastifyRequest): DomainError {
  const messageKey = request.routeOptions.config?.tooLargeMessageKey;
  return new DomainError('PAYLOAD_TOO_LARGE', messageKey ? { messageKey } : undefined);
}

/** Body limit of every route that does not set its own: small JSON and form data. */
export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Body limit of the routes that take a whole form: a schema of 2,000 elements with options and
 * rules is a few MB of JSON; the app default (1 MB) would refuse real forms. 8 MB leaves room
 * while a body over it is still refused before it is read (below).
 */
export const FORM_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Busboy limits for multipart forms without files (the login). Without them a multipart body
 * could hold any number of fields of 1 MB each, all kept in memory.
 */
export const FORM_MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 64 * 1024,
  fields: 20,
  parts: 20,
  files: 0,
  headerPairs: 20,
} as const;

/**
 * Limits of a file-upload route taking up to `files` files of at most 20 MB each
 * (MAX_FILE_SIZE_BYTES): spread `bodyLimit` into the route options and pass `limits` to
 * `request.file()`/`request.parts()`. The route's bodyLimit is what the body-limit hooks
 * enforce, before and while the body is read; busboy's fileSize then refuses one file too large.
 *
 * @example app.post('/upload', { ...fileUploadLimits(1) }, async (request) => {
 *   const file = await request.file({ limits: fileUploadLimits(1).limits }); ... })
 */
export function fileUploadLimits(files: number) {
  return {
    bodyLimit: files * MAX_FILE_SIZE_BYTES + DEFAULT_BODY_LIMIT,
    limits: {
      ...FORM_MULTIPART_LIMITS,
      files,
      fileSize: MAX_FILE_SIZE_BYTES,
      parts: FORM_MULTIPART_LIMITS.parts + files,
    },
  };
}

/**
 * Holds every route to its body limit (the route's `bodyLimit`, else the app's) for every content
 * type, multipart included. Fastify's own parsers enforce it for the bodies they read, but
 * @fastify/multipart reads the request stream itself and only knows per-part limits. So:
 * - a declared content-length over the limit is refused in onRequest, before a byte of the body
 *   is read, and the connection is closed so the rest is never read either;
 * - a body without content-length (chunked) of a multipart request is counted as it arrives
 *   and refused the moment it passes the limit.
 * Both answer 413 PAYLOAD_TOO_LARGE.
 */
export function registerBodyLimit(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const limit = request.routeOptions.bodyLimit;
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) {
        reply.header('connection', 'close');
        throw tooLargeError(request);
      }
      return;
    }
    if (request.headers['transfer-encoding'] !== undefined && isMultipart(request)) {
      capStreamingBody(request, reply, limit);
    }
  });
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * Counts the body's bytes where Node hands them to the request stream (`push`): whoever reads
 * the stream, a preParsing stream or multipart's own pipe, only gets bytes that went through
 * here. Past the limit nothing more is pushed, which also stops reading the socket; the 413 is
 * sent with `connection: close`, and multipart's pending read ends when the socket closes (its
 * late error is dropped because the reply was sent).
 */
function capStreamingBody(request: FastifyRequest, reply: FastifyReply, limit: number): void {
  const raw = request.raw;
  const push = raw.push.bind(raw);
  let received = 0;
  let refused = false;
  raw.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (refused) return false;
    if (chunk !== null && chunk !== undefined) {
      received += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Buffer).length;
      if (received > limit) {
        refused = true;
        raw.unpipe();
        if (!reply.sent) {
          reply.header('connection', 'close');
          void sendError(reply, request, 413, 'PAYLOAD_TOO_LARGE', tooLargeError(request).message);
        }
        return false;
      }
    }
    return push(chunk, encoding);
  };
}
