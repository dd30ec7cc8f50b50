import type { z } from 'zod';
import { ApiError } from './api-error';
import {
  encodeBody,
  errorFrom,
  parseAnswer,
  parseAnswerText,
  reportAuthFailure,
  requestApiKey,
  type TApiRequest,
} from './request-core';

/** Share of the request body sent so far, 0 to 1. */
export type TProgressListener = (fraction: number) => void;

export type TXhrRequest = TApiRequest & {
  /** Hears the share of the body sent; 1 once all of it is out (the server is then at work). */
  onProgress?: TProgressListener;
};

/**
 * {@link apiRequest} over XMLHttpRequest, the one browser API that reports upload progress (fetch
 * does not): for the submit and file uploads. Same key, same error bodies, same 401 and 403
 * handling; resolves with the answer parsed by `schema`, rejects with an {@link ApiError}
 * (status 0 when no answer came) or, when `signal` aborts, an `AbortError`.
 */
export function xhrRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  request: TXhrRequest = {},
): Promise<z.output<S>> {
  const { method = 'GET', signal, onProgress } = request;
  const apiKey = requestApiKey(request);
  const { body, contentType } = encodeBody(request.body);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    if (contentType) xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', 'application/json');
    if (apiKey) xhr.setRequestHeader('api-key', apiKey);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }
    xhr.onerror = () => reject(new ApiError(0, request.failureMessage ?? 'Network error'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const payload = parseAnswerText(xhr.responseText);
      try {
        if (xhr.status >= 200 && xhr.status < 300) {
          resolve(parseAnswer(schema, xhr.status, payload, `${method} ${path}`));
          return;
        }
        reportAuthFailure(xhr.status, apiKey, request);
        reject(errorFrom(xhr.status, payload, request.failureMessage ?? `HTTP ${xhr.status}`));
      } catch (error) {
        reject(error);
      }
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
