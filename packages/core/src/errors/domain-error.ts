import { MESSAGES, type TMessageKey, t } from '../messages';
import { ERROR_MESSAGE_KEYS, type TErrorCode } from './error-codes';

/** Values for the `{name}` placeholders of an error's message. */
export type TErrorParams = Readonly<Record<string, string | number>>;

/** Options of a {@link DomainError}: message placeholders, a more specific text, the cause. */
export interface TDomainErrorOptions {
  params?: TErrorParams;
  /** A more precise catalogue text than the code's default (e.g. naming the field). */
  messageKey?: TMessageKey;
  cause?: unknown;
}

/**
 * A business error with a code from {@link ERROR_CODES}. Thrown by services, never carrying an
 * HTTP status: the server's one error handler decides the status from the code.
 */
export class DomainError extends Error {
  readonly code: TErrorCode;
  readonly params: TErrorParams;
  readonly messageKey: TMessageKey;

  constructor(code: TErrorCode, options: TDomainErrorOptions = {}) {
    const messageKey = options.messageKey ?? ERROR_MESSAGE_KEYS[code];
    const params = options.params ?? {};
    super(formatMessage(messageKey, params), { cause: options.cause });
    this.name = 'DomainError';
    this.code = code;
    this.params = params;
    this.messageKey = messageKey;
  }
}

/** True when `value` is a {@link DomainError} (also across realms, by shape). */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/**
 * The Dutch text for a catalogue key with loosely typed params, for texts chosen at run time
 * (an error's key is only known then, so `t`'s compile-time param check cannot apply).
 */
export function formatMessage(key: TMessageKey, params: TErrorParams = {}): string {
  const loose = t as (k: TMessageKey, p?: TErrorParams) => string;
  return key in MESSAGES ? loose(key, params) : key;
}

/** The Dutch text of an error code, e.g. to show an API error answer that lacks a message. */
export function messageForCode(code: TErrorCode, params: TErrorParams = {}): string {
  return formatMessage(ERROR_MESSAGE_KEYS[code], params);
}
