import { ZLoginAnswer, ZMessageAnswer, ZRegisterInfo } from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

// Guest calls: no key is sent, and a refusal is the page's to show (no sign-out, no redirect).
const guest = { apiKey: null, handleAuthErrors: false, intent: 'in-form' } as const;

/** GET /api/user/register/{client_uuid}: the client's name and intro text, the form's name. */
export function registerInfoQuery(clientUuid: string, formId: string | undefined) {
  const query = formId ? `?form_id=${encodeURIComponent(formId)}` : '';
  return queryOptions({
    queryKey: ['register-info', clientUuid, formId ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/user/register/${encodeURIComponent(clientUuid)}${query}`, ZRegisterInfo, {
        ...guest,
        signal,
      }),
    retry: false,
  });
}

/** POST /api/user/register/ (doc 3 §7): the answer's text to show. */
export function registerUser(body: { email: string; client_uuid: string; form_id?: string }) {
  return apiRequest('/api/user/register/', ZMessageAnswer, { ...guest, method: 'POST', body });
}

/** POST /api/user/password-reset: the same text for every address. */
export function requestPasswordReset(email: string) {
  return apiRequest('/api/user/password-reset', ZMessageAnswer, {
    ...guest,
    method: 'POST',
    body: { email },
  });
}

/** POST /api/user/set-password: answers like the login (a new api key). */
export function setPassword(token: string, password: string) {
  return apiRequest('/api/user/set-password', ZLoginAnswer, {
    ...guest,
    method: 'POST',
    body: { token, password },
  });
}
