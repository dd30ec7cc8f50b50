import { apiRequest } from '../../../lib/http/api-client';
import type { TClientInfo, TLoginSuccess, TUserInfo } from './session-types';

/** POST /api/user/login with form data, as the spec's call table says. */
export function loginUser(email: string, password: string): Promise<TLoginSuccess> {
  const body = new URLSearchParams({ username: email, password });
  return apiRequest<TLoginSuccess>('/api/user/login', {
    method: 'POST',
    body,
    apiKey: null,
    handleAuthErrors: false,
  });
}

/** Revokes `apiKey` on the server. */
export function logoutUser(apiKey: string): Promise<unknown> {
  return apiRequest('/api/user/logout', { method: 'POST', apiKey, handleAuthErrors: false });
}

/** GET /api/user/info with the session's key, or with `apiKey` while signing in. */
export function fetchUserInfo(signal?: AbortSignal, apiKey?: string): Promise<TUserInfo> {
  return apiRequest<TUserInfo>('/api/user/info', { signal, apiKey });
}

/** GET /api/client/{id}/info: the user's roles and permissions in that client. */
export function fetchClientInfo(
  clientId: number,
  signal?: AbortSignal,
  apiKey?: string,
): Promise<TClientInfo> {
  return apiRequest<TClientInfo>(`/api/client/${clientId}/info`, { signal, apiKey });
}
