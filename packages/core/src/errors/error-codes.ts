import type { TMessageKey } from '../messages';
import type { TServerOnlyMessageKey } from '../messages/server-only';

/**
 * Every coded error the product raises. Services throw a {@link DomainError} with one of these;
 * the server maps each code to an HTTP status in one place and the web maps it back to a text.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'LOGIN_FAILED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RANGE_NOT_SATISFIABLE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNPROCESSABLE',
  'INSUFFICIENT_CREDITS',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

/** One code of {@link ERROR_CODES}. */
export type TErrorCode = (typeof ERROR_CODES)[number];

/** The catalogue key of the Dutch text shown for each code (params come from the error). */
/**
 * A key of an error's Dutch text: the main catalogue's, or the server-only catalogue's answer
 * texts (`server.*`, which the server registers with `registerAnswerMessages`).
 */
export type TAnswerMessageKey = TMessageKey | TServerOnlyMessageKey;

export const ERROR_MESSAGE_KEYS: Readonly<Record<TErrorCode, TAnswerMessageKey>> = {
  UNAUTHENTICATED: 'server.error.unauthenticated',
  FORBIDDEN: 'http.forbidden',
  NOT_FOUND: 'server.error.notFound',
  VALIDATION: 'server.error.validation',
  INVALID_CREDENTIALS: 'auth.invalidCredentials',
  TOO_MANY_LOGIN_ATTEMPTS: 'auth.tooManyAttempts',
  // A limit other than the login's (e.g. guest submits); callers give the precise text.
  TOO_MANY_REQUESTS: 'server.error.tooManyRequests',
  // The spec's own text for a login that failed for another reason than the credentials.
  LOGIN_FAILED: 'login.exception',
  CONFLICT: 'server.error.conflict',
  PAYLOAD_TOO_LARGE: 'server.error.payloadTooLarge',
  RANGE_NOT_SATISFIABLE: 'server.error.rangeNotSatisfiable',
  UNSUPPORTED_MEDIA_TYPE: 'server.error.unsupportedMediaType',
  URI_TOO_LONG: 'server.error.uriTooLong',
  HEADERS_TOO_LARGE: 'server.error.headersTooLarge',
  REQUEST_TIMEOUT: 'server.error.requestTimeout',
  UNPROCESSABLE: 'server.error.unprocessable',
  INSUFFICIENT_CREDITS: 'server.error.insufficientCredits',
  SERVICE_UNAVAILABLE: 'server.error.unavailable',
  INTERNAL: 'server.error.internal',
};

/** True when `value` is a known error code (e.g. the `code` of an API error answer). */
export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
