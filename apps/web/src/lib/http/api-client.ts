import { t } from '@eform/core/messages';
import type { z } from 'zod';
import { ApiError } from './api-error';
import { takeEarlyGet } from './early-requests';
import { getHttpEventHandlers } from './http-events';

type TApiKeySource = () => string | null;

let readApiKey: TApiKeySource = () => null;

/** The api client reads the current key through this, so it never imports the session store. */
export function setApiKeySource(source: TApiKeySource): void {
  readApiKey = source;
}

/**
 * Why a call is made. Opening a screen ('navigation') or a user's own action ('action') may
 * leave the page on a 403; a call nobody asked for just now ('background': polling, sync, a
 * refetch of data already on screen) only rejects, so it never pulls a person out of the form
 * they are filling.
 */
export type TRequestIntent = 'navigation' | 'action' | 'background';

export type TApiRequest = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON body, or form data sent as-is. */
  body?: unknown;
  signal?: AbortSignal;
  /** Default 'action'. */
  intent?: TRequestIntent;
  /**
   * Leave 401/403 to the caller instead of signing out or redirecting (the login call: a wrong
   * password is a 401 that must show the server's message).
   */
  handleAuthErrors?: boolean;
  /** Send this key instead of the session's (logout sends the key it is revoking). */
  apiKey?: string | null;
};

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof URLSearchParams || body instanceof FormData) return { body };
  return { body: JSON.stringify(body), contentType: 'application/json' };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(status: number, payload: unknown): ApiError {
  if (payload && typeof payload === 'object') {
    const { message, code } = payload as { message?: unknown; code?: unknown };
    if (typeof message === 'string' && message) {
      return new ApiError(status, message, typeof code === 'string' ? code : undefined);
    }
  }
  return new ApiError(status, `HTTP ${status}`);
}

/**
 * Calls the API with the `api-key` header and answers the JSON parsed by `schema` (the contract's
 * answer schema, shared with the server); an answer that does not fit rejects. A 401 signs out
 * (once per request: only when the refused key is still the session's key); a 403 of a
 * navigation or action toasts and goes to the dashboard. Every failure rejects as an
 * {@link ApiError}.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  request: TApiRequest = {},
): Promise<z.output<S>> {
  const { method = 'GET', signal, handleAuthErrors = true, intent = 'action' } = request;
  const apiKey = request.apiKey === undefined ? readApiKey() : request.apiKey;
  const { body, contentType } = encodeBody(request.body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (contentType) headers['content-type'] = contentType;
  if (apiKey) headers['api-key'] = apiKey;

  let response: Response;
  try {
    const early = method === 'GET' ? takeEarlyGet(path, apiKey) : undefined;
    response = await (early ?? fetch(path, { method, headers, body, signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  const payload = await readJson(response);
  if (response.ok) {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    console.error(`Unexpected answer of ${method} ${path}`, parsed.error);
    throw new ApiError(response.status, t('ui.error.invalidAnswer'), 'INVALID_ANSWER');
  }

  if (handleAuthErrors && apiKey) {
    if (response.status === 401) getHttpEventHandlers().onUnauthorized(apiKey);
    if (response.status === 403 && intent !== 'background') getHttpEventHandlers().onForbidden();
  }
  throw errorFrom(response.status, payload);
}

/**
 * The intent of a TanStack query fetch: the first load of a query opens a screen
 * ('navigation'); a refetch of data already shown (interval, focus, invalidation) is
 * 'background'.
 */
export function queryIntent(context: {
  client: { getQueryData(key: readonly unknown[]): unknown };
  queryKey: readonly unknown[];
}): TRequestIntent {
  return context.client.getQueryData(context.queryKey) === undefined ? 'navigation' : 'background';
}
