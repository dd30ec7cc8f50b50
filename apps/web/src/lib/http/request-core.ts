import { ZErrorBody } from '@eform/core/api';
import { t } from '@eform/core/messages';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { getHttpEventHandlers } from './http-events';

type TApiKeySource = () => string | null;

let readApiKey: TApiKeySource = () => null;

/**
 * Where every request of the app reads the current key (the app wires the session to it), so
 * the HTTP layer never imports the session store.
 */
export function setApiKeySource(source: TApiKeySource): void {
  readApiKey = source;
}

/**
 * Why a call is made. Opening a screen ('navigation') or a user's own action ('action') may
 * leave the page on a 403. A call nobody asked for just now ('background': polling, sync, a
 * refetch of data already on screen) and a call from inside a form being filled ('in-form': the
 * submit, a file upload) only reject, so they never pull a person out of the form they are
 * filling: the form shows the failure and keeps the values.
 */
export type TRequestIntent = 'navigation' | 'action' | 'background' | 'in-form';

/** What every request of the HTTP layer takes, whatever carries it (fetch or XHR). */
export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body, or form data, URL parameters or a Blob (with its own type) sent as-is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Default 'action'. */
  intent?: TRequestIntent;
  /**
   * Leave 401/403 to the caller instead of signing out or redirecting (the login call: a wrong
   * password is a 401 that must show the server's message).
   */
  handleAuthErrors?: boolean;
  /** Send this key instead of the session's (logout sends the key it is revoking; null: none). */
  apiKey?: string | null;
  /** The Dutch text of a failure without the server's own message (no answer, no error body). */
  failureMessage?: string;
};

/** The key a request sends: its own when given, else the session's through the key source. */
export function requestApiKey(request: TApiRequest): string | null {
  return request.apiKey === undefined ? readApiKey() : request.apiKey;
}

/**
 * The body as sent and its content type: JSON, or form data and URL parameters as they are, or a
 * Blob with the type it was made with (a body put together from JSON pieces).
 */
export function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof URLSearchParams || body instanceof FormData) return { body };
  if (body instanceof Blob) return { body, contentType: body.type || undefined };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

/** The answer's text as JSON; text that is no JSON stays text, an empty answer is null. */
export function parseAnswerText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The failure of an answer that is not OK: the server's Dutch message and code when the body is
 * the API's error body (`ZErrorBody`), else `fallback`.
 */
export function errorFrom(status: number, payload: unknown, fallback: string): ApiError {
  const parsed = ZErrorBody.safeParse(payload);
  return parsed.success
    ? new ApiError(status, parsed.data.message, parsed.data.code)
    : new ApiError(status, fallback);
}

/**
 * The answer of an OK response parsed by the contract's `schema`; an answer that does not fit
 * rejects with a Dutch message (and the details on the console).
 */
export function parseAnswer<S extends z.ZodType>(
  schema: S,
  status: number,
  payload: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  console.error(`Unexpected answer of ${what}`, parsed.error);
  throw new ApiError(status, t('ui.error.invalidAnswer'), 'INVALID_ANSWER');
}

/**
 * What the app does about a refused request: a 401 signs out (only when the refused key is still
 * the session's; the app's handler checks), a 403 of a navigation or action toasts and goes to
 * the dashboard. Nothing without a key, or when the caller handles these itself.
 */
export function reportAuthFailure(status: number, apiKey: string | null, request: TApiRequest) {
  if (request.handleAuthErrors === false || !apiKey) return;
  if (status === 401) getHttpEventHandlers().onUnauthorized(apiKey);
  const intent = request.intent ?? 'action';
  if (status === 403 && (intent === 'navigation' || intent === 'action')) {
    getHttpEventHandlers().onForbidden();
  }
}
