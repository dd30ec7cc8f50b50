import {
  type TSubmitRegistrationAnswer,
  type TSubmitRegistrationBody,
  ZSubmitRegistrationAnswer,
} from '@eform/core/api/registrations';
import { t } from '@eform/core/messages';
import { ApiError } from '../../../lib/http/api-error';
import { getHttpEventHandlers } from '../../../lib/http/http-events';
import { sessionStore } from '../../session';

/** Where a submit goes: the signed-in endpoint, or a guest form's (no sign-in). */
export type TSubmitTarget = { kind: 'user' } | { kind: 'guest'; guestId: string };

/** Share of the request body sent so far, 0 to 1. */
export type TProgressListener = (fraction: number) => void;

function targetPath(target: TSubmitTarget): string {
  return target.kind === 'guest'
    ? `/api/guest/form/${encodeURIComponent(target.guestId)}`
    : '/api/registration/';
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function failure(status: number, payload: unknown): ApiError {
  const { message, code } = (payload ?? {}) as { message?: unknown; code?: unknown };
  return new ApiError(
    status,
    typeof message === 'string' && message ? message : t('fill.sendFailed'),
    typeof code === 'string' ? code : undefined,
  );
}

/**
 * POSTs a registration with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch does not): `onProgress` hears the share of the body sent, so the saving dialog can move
 * from 'sending' to 'server-processing' at 100 %. Resolves with the stored registration; rejects
 * with an {@link ApiError} (status 0 when no answer came, the server's Dutch message else). A
 * 401 of a signed-in submit signs out like every other call.
 */
export function submitRegistration(
  target: TSubmitTarget,
  body: TSubmitRegistrationBody,
  onProgress: TProgressListener,
  signal?: AbortSignal,
): Promise<TSubmitRegistrationAnswer> {
  const apiKey = target.kind === 'user' ? (sessionStore.get()?.apiKey ?? null) : null;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', targetPath(target));
    xhr.setRequestHeader('content-type', 'application/json');
    xhr.setRequestHeader('accept', 'application/json');
    if (apiKey) xhr.setRequestHeader('api-key', apiKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.upload.onload = () => onProgress(1);
    xhr.onerror = () => reject(new ApiError(0, t('fill.sendFailed')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.onload = () => {
      const payload = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ZSubmitRegistrationAnswer.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, t('ui.error.invalidAnswer'), 'INVALID_ANSWER'));
        return;
      }
      if (xhr.status === 401 && apiKey) getHttpEventHandlers().onUnauthorized(apiKey);
      reject(failure(xhr.status, payload));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(JSON.stringify(body));
  });
}
