import {
  ZFolder,
  ZForm,
  ZFormMetadata,
  type ZSetFolderHiddenBody,
  ZSuccessAnswer,
} from '@eform/core/api';
import {
  type TUpdateFormBody,
  ZAssignedUserList,
  type ZDuplicateFormBody,
  type ZFormAccessBody,
  ZFormAccessGroupList,
  ZFormAccessUserList,
  ZFormRevisionList,
  ZFormSaveAnswer,
} from '@eform/core/api/forms-admin';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

const formPath = (formId: string) => `/api/form/${encodeURIComponent(formId)}`;

/**
 * Keys of one form's data. Not under the client: a form belongs to exactly one client whatever
 * the current one is, and the server scopes it (404 outside the user's clients).
 */
export const formDetailKeys = {
  form: (formId: string) => ['form-admin', formId] as const,
  revisions: (formId: string) => ['form-admin', formId, 'revisions'] as const,
  users: (formId: string) => ['form-admin', formId, 'users'] as const,
  groups: (formId: string) => ['form-admin', formId, 'groups'] as const,
  assignedUsers: (formId: string) => ['form-admin', formId, 'assigned-users'] as const,
};

/** GET /api/form/{form_id}: the whole form with the revision a save must name. */
export function formQuery(formId: string) {
  return queryOptions({
    queryKey: formDetailKeys.form(formId),
    queryFn: (context) =>
      apiRequest(formPath(formId), ZForm, { signal: context.signal, intent: queryIntent(context) }),
  });
}

/** The PATCH answer: the saved form, and the secrets of the post-to-url hooks the save added. */
/** A saved form with the secrets its save made (shown once, never cached). */
export type TSavedForm = z.infer<typeof ZFormSaveAnswer>;

/** PATCH /api/form/{form_id}: 409 when `body.revision_id` is no longer the current revision. */
export function saveForm(formId: string, body: TUpdateFormBody): Promise<TSavedForm> {
  return apiRequest(formPath(formId), ZFormSaveAnswer, { method: 'PATCH', body });
}

/** POST /api/form/{form_id}/publish or /unpublish: answers the updated form. */
export function setFormPublished(formId: string, published: boolean) {
  return apiRequest(`${formPath(formId)}/${published ? 'publish' : 'unpublish'}`, ZForm, {
    method: 'POST',
    body: [formId],
  });
}

/** DELETE /api/form/{form_id}: the form with its registrations. */
export function deleteForm(formId: string) {
  return apiRequest(formPath(formId), ZSuccessAnswer, { method: 'DELETE' });
}

/** GET /api/form/{form_id}/revisions, newest first. */
export function revisionsQuery(formId: string) {
  return queryOptions({
    queryKey: formDetailKeys.revisions(formId),
    queryFn: (context) =>
      apiRequest(`${formPath(formId)}/revisions`, ZFormRevisionList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/form/{form_id}/revision-restore/{revision_id}: answers the restored form. */
export function restoreRevision(formId: string, revisionId: number) {
  return apiRequest(`${formPath(formId)}/revision-restore/${revisionId}`, ZForm);
}

/** GET /api/form/{form_id}/get_users: the client's users, each with whether they have access. */
export function formUsersQuery(formId: string) {
  return queryOptions({
    queryKey: formDetailKeys.users(formId),
    queryFn: (context) =>
      apiRequest(`${formPath(formId)}/get_users`, ZFormAccessUserList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/form/{form_id}/get_user_groups: the client's groups, each with its access. */
export function formGroupsQuery(formId: string) {
  return queryOptions({
    queryKey: formDetailKeys.groups(formId),
    queryFn: (context) =>
      apiRequest(`${formPath(formId)}/get_user_groups`, ZFormAccessGroupList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/form/{form_id}/assigned-users: users with access, directly or through a group. */
export function assignedUsersQuery(formId: string) {
  return queryOptions({
    queryKey: formDetailKeys.assignedUsers(formId),
    queryFn: (context) =>
      apiRequest(`${formPath(formId)}/assigned-users`, ZAssignedUserList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** POST add_user/{id}, remove_user/{id}, add_user_group/{id}, remove_user_group/{id}. */
export function changeFormAccess(
  formId: string,
  change: { kind: 'user' | 'user_group'; id: number; grant: boolean },
) {
  const verb = change.grant ? 'add' : 'remove';
  return apiRequest(`${formPath(formId)}/${verb}_${change.kind}/${change.id}`, ZForm, {
    method: 'POST',
    body: [change.id] satisfies z.input<typeof ZFormAccessBody>,
  });
}

/** POST /api/form/{form_id}/duplicate: answers the copy (in `clientId`, folder `folderId`). */
export function duplicateForm(
  formId: string,
  target: { clientId: number; folderId: number | null },
) {
  return apiRequest(`${formPath(formId)}/duplicate`, ZForm, {
    method: 'POST',
    body: {
      client_id: target.clientId,
      folder_id: target.folderId,
    } satisfies z.input<typeof ZDuplicateFormBody>,
  });
}

/** PATCH /api/folder/{folder_id}/set-hidden (admin and client_manager): answers the folder. */
export function setFolderHidden(folderId: number, hidden: boolean) {
  return apiRequest(`/api/folder/${folderId}/set-hidden`, ZFolder, {
    method: 'PATCH',
    body: { hidden } satisfies z.input<typeof ZSetFolderHiddenBody>,
  });
}

/**
 * GET /api/form/{form_id}/metadata: the Word attachment flags. Polled every 10 s while any file
 * is still being processed (doc 2 §4), then no more.
 */
export function formMetadataQuery(formId: string) {
  return queryOptions({
    queryKey: ['form-admin', formId, 'metadata'] as const,
    queryFn: (context) =>
      apiRequest(`${formPath(formId)}/metadata`, ZFormMetadata, {
        signal: context.signal,
        intent: 'background',
      }),
    refetchInterval: (query) =>
      Object.values(query.state.data?.email_word_files_processed ?? {}).every(Boolean)
        ? false
        : 10_000,
  });
}
