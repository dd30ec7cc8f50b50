import { MESSAGES, type TMessageKey, t } from '../messages';
import { fillTemplate } from '../messages/format';
import { ERROR_MESSAGE_KEYS, type TAnswerMessageKey, type TErrorCode } from './error-codes';

/** Values for the `{name}` placeholders of an error's message. */
export type TErrorParams = Readonly<Record<string, string | number>>;

/** Options of a {@link DomainError}: message placeholders, a more specific text, the cause. */
export interface TDomainErrorOptions {
  params?: TErrorParams;
  /** A more precise catalogue text than the code's default (e.g. naming the field). */
  messageKey?: TAnswerMessageKey;
  cause?: unknown;
}

/**
 * A business error with a code from {@link ERROR_CODES}. Thrown by services, never carrying an
 * HTTP status: the server's one error handler decides the status from the code.
 */
export class DomainError extends Error {
  readonly code: TErrorCode;
  readonly params: TErrorParams;
  readonly messageKey: TAnswerMessageKey;

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
export function formatMessage(key: TAnswerMessageKey, params: TErrorParams = {}): string {
  const loose = t as (k: TMessageKey, p?: TErrorParams) => string;
  if (key in MESSAGES) return loose(key as TMessageKey, params);
  const answer = answerMessages[key];
  return answer === undefined ? key : fillTemplate(answer, params);
}

let answerMessages: Readonly<Record<string, string>> = {};

/**
 * Lets errors find the server's answer texts (the server-only catalogue): the server calls this
 * once at start (apps/server/src/answer-messages.ts). Kept out of this module's imports so that
 * the web app, which uses these errors too, never loads the server's texts.
 */
export function registerAnswerMessages(messages: Readonly<Record<string, string>>): void {
  answerMessages = messages;
}

/** The Dutch text of an error code, e.g. to show an API error answer that lacks a message. */
export function messageForCode(code: TErrorCode, params: TErrorParams = {}): string {
  return formatMessage(ERROR_MESSAGE_KEYS[code], params);
}
