import type { TAnswerMessageKey } from '@eform/core/errors';
import { DomainError, isDomainError, messageForCode, type TErrorCode } from '@eform/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/connection-loss';
import { routeOf } from '../http/route-label';
import { isMalformedMultipart } from './input-guard';

/** The one mapping from error code to HTTP status; exhaustive over the core's codes. */
export const ERROR_STATUS: Readonly<Record<TErrorCode, number>> = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  UNSUPPORTED_MEDIA_TYPE: 415,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNPROCESSABLE: 422,
  INSUFFICIENT_CREDITS: 422,
  TOO_MANY_LOGIN_ATTEMPTS: 429,
  TOO_MANY_REQUESTS: 429,
  LOGIN_FAILED: 500,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Login-style answers: errors also carry `status: "error"`, and unexpected failures use this
     * code (the spec's own text) instead of INTERNAL.
     */
    errorEnvelope?: { unexpectedCode: TErrorCode };
  }
}

/** Error answer body of every API call. */
export interface TErrorBody {
  code: TErrorCode;
  message: string;
  status?: 'error';
}

/** Fastify's and plugins' own client error statuses that have a code of their own. */
const STATUS_CODES: Readonly<Record<number, TErrorCode>> = {
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  431: 'HEADERS_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns any thrown error into `{ code, message }` with a Dutch text from the catalogue: domain
 * errors by code, schema validation as VALIDATION naming the field, Fastify's own client errors
 * by status, a multipart body busboy cannot read as VALIDATION, and everything else as a logged
 * 500 whose details never reach the client. An answer before the body has arrived (a 413, a
 * refusal by a hook) closes the connection: plugins/unread-body.ts.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const domain = toDomainError(error, request);
    const status = ERROR_STATUS[domain.code];
    // The route pattern and its ids say where; the error's values stay out (log-privacy.ts).
    if (status >= 500) {
      request.log.error(
        { err: error, method: request.method, route: routeOf(request), params: request.params },
        'request failed',
      );
    }
    const retryAfter = domain.params.retryAfter;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return sendError(reply, request, status, domain.code, domain.message);
  });
}

/** Sends an error answer outside the error handler (not-found handler). */
export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  code: TErrorCode,
  message = messageForCode(code),
) {
  const body: TErrorBody = { code, message };
  if (request.routeOptions.config?.errorEnvelope) body.status = 'error';
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * When a client may try again after the disk was full: an operator frees space in minutes, and
 * a phone keeps the file meanwhile. A 503 (not WebDAV's 507): every client already retries it.
 */
const DISK_FULL_RETRY_AFTER_SECONDS = 300;

/**
 * When a client may try again after the database connection was lost (a PostgreSQL restart
 * takes seconds; db/connection-loss.ts): a 503, which the phone's outbox sends again, with the
 * same fill_token, so nothing is stored twice.
 */
const DATABASE_LOST_RETRY_AFTER_SECONDS = 5;

/** The disk (or the user's quota) was full while writing, wherever that happened. */
function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}

function toDomainError(error: FastifyError, request: FastifyRequest): DomainError {
  if (isDomainError(error)) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error.validation);
  // busboy throws plain errors (no status) for a garbage or unterminated multipart body.
  if (isMalformedMultipart(error, request)) {
    return new DomainError('VALIDATION', {
      messageKey: 'server.error.malformedBody',
      cause: error,
    });
  }
  if (isDiskFull(error)) {
    return new DomainError('SERVICE_UNAVAILABLE', {
      messageKey: 'server.storage.full',
      params: { retryAfter: DISK_FULL_RETRY_AFTER_SECONDS },
      cause: error,
    });
  }
  if (isConnectionLoss(error)) {
    return new DomainError('SERVICE_UNAVAILABLE', {
      params: { retryAfter: DATABASE_LOST_RETRY_AFTER_SECONDS },
      cause: error,
    });
  }
  const status = error.statusCode ?? 500;
  const code = STATUS_CODES[status];
  if (code) return new DomainError(code, { cause: error });
  // Malformed JSON, bad content-length, multipart limits and the like.
  if (status >= 400 && status < 500) return new DomainError('VALIDATION', { cause: error });
  const unexpected = request.routeOptions.config?.errorEnvelope?.unexpectedCode ?? 'INTERNAL';
  return new DomainError(unexpected, { cause: error });
}

interface TIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** The first failing field named in Dutch; "required" when the value was missing. */
function validationError(issues: TIssue[]): DomainError {
  const issue = issues[0];
  const path = issue?.instancePath.split('/').filter(Boolean) ?? [];
  // An unknown field is reported on the object that holds it: name the field itself.
  const unknown = issue?.keyword === 'unrecognized_keys' ? issue.params?.keys : undefined;
  if (Array.isArray(unknown) && typeof unknown[0] === 'string') path.push(unknown[0]);
  const field = path.join('.');
  if (!issue || !field) return new DomainError('VALIDATION');
  // zod has no "required" code: a missing value is invalid_type "received undefined", and an
  // empty text fails min(1); both read best as "verplicht".
  const missing =
    (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) ||
    (issue.keyword === 'too_small' &&
      issue.params?.origin === 'string' &&
      issue.params.minimum === 1);
  const messageKey: TAnswerMessageKey = missing
    ? 'server.error.fieldRequired'
    : 'server.error.fieldInvalid';
  return new DomainError('VALIDATION', { messageKey, params: { field } });
}
