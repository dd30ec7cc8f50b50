import type { z } from 'zod';
import { ApiError } from './api-error';
import { takeEarlyGet } from './early-requests';
import {
  encodeBody,
  errorFrom,
  parseAnswer,
  parseAnswerText,
  reportAuthFailure,
  requestApiKey,
  type TApiRequest,
  type TRequestIntent,
} from './request-core';

export { setApiKeySource, type TApiRequest, type TRequestIntent } from './request-core';

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
  const { method = 'GET', signal } = request;
  const apiKey = requestApiKey(request);
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
    const message = cause instanceof Error ? cause.message : 'Network error';
    throw new ApiError(0, request.failureMessage ?? message);
  }
  const payload = parseAnswerText(await response.text());
  if (response.ok) return parseAnswer(schema, response.status, payload, `${method} ${path}`);
  reportAuthFailure(response.status, apiKey, request);
  throw errorFrom(response.status, payload, request.failureMessage ?? `HTTP ${response.status}`);
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
