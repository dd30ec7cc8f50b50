import {
  type TSubmitRegistrationAnswer,
  type TSubmitRegistrationBody,
  ZSubmitRegistrationAnswer,
} from '@eform/core/api/registrations';
import { t } from '@eform/core/messages';
import { type TProgressListener, xhrRequest } from '../../../lib/http/xhr-request';

/** Where a submit goes: the signed-in endpoint, or a guest form's (no sign-in). */
export type TSubmitTarget = { kind: 'user' } | { kind: 'guest'; guestId: string };

function targetPath(target: TSubmitTarget): string {
  return target.kind === 'guest'
    ? `/api/guest/form/${encodeURIComponent(target.guestId)}`
    : '/api/registration/';
}

/**
 * POSTs a registration with upload progress (`onProgress` hears the share of the body sent, so
 * the saving dialog can move from 'sending' to 'server-processing' at 100 %). Resolves with the
 * stored registration; rejects with an {@link ApiError} (status 0 when no answer came, the
 * server's Dutch message else). A 401 of a signed-in submit signs out like every other call; a
 * 403 only rejects, so the form keeps its values. A guest submit sends no key, even when someone
 * is signed in on this device, and carries a challenge solved just before (guest-challenge.ts,
 * loaded only then).
 */
export async function submitRegistration(
  target: TSubmitTarget,
  body: TSubmitRegistrationBody,
  onProgress: TProgressListener,
  signal?: AbortSignal,
): Promise<TSubmitRegistrationAnswer> {
  const sent =
    target.kind === 'guest'
      ? {
          ...body,
          altcha: await (await import('./guest-challenge')).solveGuestChallenge(
            target.guestId,
            signal,
          ),
        }
      : body;
  return xhrRequest(targetPath(target), ZSubmitRegistrationAnswer, {
    method: 'POST',
    body: sent,
    onProgress,
    signal,
    intent: 'in-form',
    apiKey: target.kind === 'guest' ? null : undefined,
    failureMessage: t('fill.sendFailed'),
  });
}
