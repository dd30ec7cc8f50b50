import { ZClientInfo, ZLoginAnswer, ZSuccessAnswer, ZUserInfo } from '@eform/core/api';
import { apiRequest, type TRequestIntent } from '../../../lib/http/api-client';

/** POST /api/user/login with form data, as the spec's call table says. */
export function loginUser(email: string, password: string) {
  const body = new URLSearchParams({ username: email, password });
  return apiRequest('/api/user/login', ZLoginAnswer, {
    method: 'POST',
    body,
    apiKey: null,
    handleAuthErrors: false,
  });
}

/** Revokes `apiKey` on the server. */
export function logoutUser(apiKey: string) {
  return apiRequest('/api/user/logout', ZSuccessAnswer, {
    method: 'POST',
    apiKey,
    handleAuthErrors: false,
  });
}

/** GET /api/user/info with the session's key, or with `apiKey` while signing in. */
export function fetchUserInfo(
  options: { signal?: AbortSignal; apiKey?: string; intent?: TRequestIntent } = {},
) {
  return apiRequest('/api/user/info', ZUserInfo, options);
}

/** GET /api/client/{id}/info: the user's roles and permissions in that client. */
export function fetchClientInfo(
  clientId: number,
  options: { signal?: AbortSignal; apiKey?: string; intent?: TRequestIntent } = {},
) {
  return apiRequest(`/api/client/${clientId}/info`, ZClientInfo, options);
}
