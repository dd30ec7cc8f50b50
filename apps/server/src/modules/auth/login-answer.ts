import type { TLoginResult } from './auth.service';

/** A started session as the login and the set-password calls answer it (doc 1 §7). */
export function toLoginAnswer(result: TLoginResult) {
  return {
    status: 'success' as const,
    api_key: result.apiKey,
    id: result.user.id,
    uuid: result.user.uuid,
    email: result.user.email,
    display_name: result.user.displayName,
    roles: result.roles,
    clients: result.clients,
  };
}
