import { ApiError } from './api-error';
import {
  errorFrom,
  parseAnswerText,
  reportAuthFailure,
  requestApiKey,
  type TApiRequest,
} from './request-core';

/**
 * A stored file (`GET /api/file/{id}`) as a Blob, with the session's key. An `<img src>` or a
 * plain link cannot send the `api-key` header, so for a signed-in user the server refuses them
 * (401); the app fetches the bytes here and shows them through an object URL instead. Failures
 * reject as an {@link ApiError} with the server's message; a 401 signs out like every call. The
 * default intent is 'background': a picture that fails to load never leaves the screen.
 */
export async function fetchFileBlob(
  path: string,
  request: Pick<TApiRequest, 'signal' | 'intent'> = {},
): Promise<Blob> {
  const call: TApiRequest = { intent: 'background', ...request };
  const apiKey = requestApiKey(call);
  let response: Response;
  try {
    response = await fetch(path, {
      headers: apiKey ? { 'api-key': apiKey } : {},
      signal: call.signal,
    });
  } catch (cause) {
    if (call.signal?.aborted) throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }
  if (response.ok) return response.blob();
  reportAuthFailure(response.status, apiKey, call);
  throw errorFrom(
    response.status,
    parseAnswerText(await response.text()),
    `HTTP ${response.status}`,
  );
}
