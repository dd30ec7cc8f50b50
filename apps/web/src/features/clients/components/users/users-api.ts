import {
  type TAddClientUserBody,
  type TUpdateClientUserPermissionBody,
  ZClientUserList,
  ZClientUserPermission,
  ZMessageAnswer,
  ZWelcomeMailAnswer,
} from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../../lib/http/api-client';

const base = (clientId: string) => `/api/clients/${encodeURIComponent(clientId)}`;

export const clientUsersKeys = {
  all: (clientId: string) => ['client-users', clientId] as const,
  list: (clientId: string) => ['client-users', clientId, 'list'] as const,
  permission: (clientId: string, userUuid: string) =>
    ['client-users', clientId, 'permission', userUuid] as const,
};

/** GET /api/clients/{client_id}/users. */
export function clientUsersQuery(clientId: string) {
  return queryOptions({
    queryKey: clientUsersKeys.list(clientId),
    queryFn: (context) =>
      apiRequest(`${base(clientId)}/users`, ZClientUserList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/clients/{client_id}/users/{user_uuid}/permission. */
export function clientUserPermissionQuery(clientId: string, userUuid: string) {
  return queryOptions({
    queryKey: clientUsersKeys.permission(clientId, userUuid),
    queryFn: (context) =>
      apiRequest(
        `${base(clientId)}/users/${encodeURIComponent(userUuid)}/permission`,
        ZClientUserPermission,
        { signal: context.signal, intent: queryIntent(context) },
      ),
  });
}

// The calls of a form being filled in ('in-form'): a refusal (a role the user may not assign)
// is shown where the user is, and what they filled in stays.

/** POST /api/clients/{client_id}/add-user: 201 with the message to show. */
export function addClientUser(clientId: string, body: TAddClientUserBody) {
  return apiRequest(`${base(clientId)}/add-user`, ZMessageAnswer, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}

/** PATCH /api/clients/{client_id}/users/{user_uuid}/permission: the user's roles. */
export function updateClientUserRoles(
  clientId: string,
  userUuid: string,
  body: TUpdateClientUserPermissionBody,
) {
  return apiRequest(
    `${base(clientId)}/users/${encodeURIComponent(userUuid)}/permission`,
    ZMessageAnswer,
    { method: 'PATCH', body, intent: 'in-form' },
  );
}

/** PATCH /api/clients/{client_id}/remove-user/{user_uuid} (empty body, or the confirmation). */
export function removeClientUser(clientId: string, userUuid: string, confirmLastManager = false) {
  return apiRequest(
    `${base(clientId)}/remove-user/${encodeURIComponent(userUuid)}`,
    ZMessageAnswer,
    {
      method: 'PATCH',
      body: confirmLastManager ? { confirm_last_manager: true } : undefined,
      intent: 'in-form',
    },
  );
}

/** GET /api/clients/{client_id}/user/{user_uuid}/resend-welcome-mail. */
export function resendWelcomeMail(clientId: string, userUuid: string) {
  return apiRequest(
    `${base(clientId)}/user/${encodeURIComponent(userUuid)}/resend-welcome-mail`,
    ZWelcomeMailAnswer,
    { intent: 'in-form' },
  );
}
