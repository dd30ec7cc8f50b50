import { ZGuestChallenge } from '@eform/core/api/registrations';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { apiRequest } from '../../../lib/http/api-client';
import { enc } from './fill-api';

// Loaded only when a guest sends (submit-registration.ts imports it on demand): the solver stays
// out of the fill path.

/**
 * The `altcha` field of a guest submit (issue 17): a fresh challenge of the guest form, solved
 * here with WebCrypto (at most a few thousand SHA-256 hashes). Asked for when the registration
 * is sent, not when the form opens, so a guest form saved offline still goes later.
 */
export async function solveGuestChallenge(guestId: string, signal?: AbortSignal): Promise<string> {
  const challenge = await apiRequest(`/api/guest/form/${enc(guestId)}/challenge`, ZGuestChallenge, {
    signal,
    apiKey: null,
  });
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  if (!solution) throw new DOMException('Aborted', 'AbortError');
  return btoa(JSON.stringify({ challenge, solution }));
}
