import { ZGroupFormList, ZSuccessAnswer, ZUserGroup, ZUserGroupList } from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../../lib/http/api-client';

const clientBase = (clientId: number) => `/api/clients/${clientId}/user-groups`;
const groupBase = (groupId: string) => `/api/user-groups/${encodeURIComponent(groupId)}`;

export const groupKeys = {
  list: (clientId: number) => ['user-groups', 'client', clientId] as const,
  group: (groupId: string) => ['user-groups', 'group', groupId] as const,
  forms: (groupId: string) => ['user-groups', 'group', groupId, 'forms'] as const,
};

/** GET /api/clients/{client_id}/user-groups: sorted by label, with users. */
export function groupListQuery(clientId: number) {
  return queryOptions({
    queryKey: groupKeys.list(clientId),
    queryFn: (context) =>
      apiRequest(clientBase(clientId), ZUserGroupList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/user-groups/{group_id}. */
export function groupQuery(groupId: string) {
  return queryOptions({
    queryKey: groupKeys.group(groupId),
    queryFn: (context) =>
      apiRequest(groupBase(groupId), ZUserGroup, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/user-groups/{group_id}/forms. */
export function groupFormsQuery(groupId: string) {
  return queryOptions({
    queryKey: groupKeys.forms(groupId),
    queryFn: (context) =>
      apiRequest(`${groupBase(groupId)}/forms`, ZGroupFormList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** POST /api/clients/{client_id}/user-groups. */
export function createGroup(clientId: number, label: string) {
  return apiRequest(clientBase(clientId), ZUserGroup, {
    method: 'POST',
    body: { label },
    intent: 'in-form',
  });
}

/** PATCH /api/user-groups/{group_id}: the new name. */
export function renameGroup(groupId: string, label: string) {
  return apiRequest(groupBase(groupId), ZUserGroup, {
    method: 'PATCH',
    body: { label },
    intent: 'in-form',
  });
}

/** DELETE /api/user-groups/{group_id}. */
export function deleteGroup(groupId: number) {
  return apiRequest(groupBase(String(groupId)), ZSuccessAnswer, {
    method: 'DELETE',
    intent: 'in-form',
  });
}

/** POST /api/user-groups/{group_id}/add-user/{user_id} (user id or uuid). */
export function addGroupUser(groupId: string, userRef: string) {
  return apiRequest(`${groupBase(groupId)}/add-user/${encodeURIComponent(userRef)}`, ZUserGroup, {
    method: 'POST',
    intent: 'in-form',
  });
}

/** DELETE /api/user-groups/{group_id}/remove-user/{user_id}. */
export function removeGroupUser(groupId: string, userRef: string) {
  return apiRequest(
    `${groupBase(groupId)}/remove-user/${encodeURIComponent(userRef)}`,
    ZUserGroup,
    { method: 'DELETE', intent: 'in-form' },
  );
}
