import {
  type TCreateFolderBody,
  ZFolder,
  ZFolderList,
  ZForm,
  type ZRenameFolderBody,
  ZSuccessAnswer,
} from '@eform/core/api';
import { type TCreateFormBody, ZAdminFormList } from '@eform/core/api/forms-admin';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

/** Keys under the client, so a client switch never shows another client's lists. */
export const formsAdminKeys = {
  all: (clientId: number) => ['client', clientId, 'forms-admin'] as const,
  folders: (clientId: number) => ['client', clientId, 'forms-admin', 'folders'] as const,
  forms: (clientId: number) => ['client', clientId, 'forms-admin', 'forms'] as const,
  folderForms: (clientId: number, folderId: string) =>
    ['client', clientId, 'forms-admin', 'folder', folderId] as const,
};

/** GET /api/client/{id}/folders: the folders the user may manage (hidden ones by permission). */
export function adminFoldersQuery(clientId: number) {
  return queryOptions({
    queryKey: formsAdminKeys.folders(clientId),
    queryFn: (context) =>
      apiRequest(`/api/client/${clientId}/folders`, ZFolderList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/client/{id}/forms: every form of the client; the list keeps those without a folder. */
export function adminFormsQuery(clientId: number) {
  return queryOptions({
    queryKey: formsAdminKeys.forms(clientId),
    queryFn: (context) =>
      apiRequest(`/api/client/${clientId}/forms`, ZAdminFormList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/folder/{folder_id}/forms: the forms of one folder. */
export function folderFormsQuery(clientId: number, folderId: string) {
  return queryOptions({
    queryKey: formsAdminKeys.folderForms(clientId, folderId),
    queryFn: (context) =>
      apiRequest(`/api/folder/${encodeURIComponent(folderId)}/forms`, ZAdminFormList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** POST /api/folder: answers the new folder. */
export function createFolder(body: TCreateFolderBody) {
  return apiRequest('/api/folder', ZFolder, { method: 'POST', body });
}

/** POST /api/form: answers the new form (with its generated form_id). */
export function createForm(body: Omit<TCreateFormBody, 'schema'>) {
  return apiRequest('/api/form', ZForm, { method: 'POST', body: { ...body, schema: [] } });
}

/** PATCH /api/folder/{folder_id}/rename: answers the renamed folder. */
export function renameFolder(folderId: number, folderName: string) {
  return apiRequest(`/api/folder/${folderId}/rename`, ZFolder, {
    method: 'PATCH',
    body: { folder_name: folderName } satisfies z.input<typeof ZRenameFolderBody>,
  });
}

/** DELETE /api/folder/{folder_id}: refused with 409 (and the alert text) while it holds forms. */
export function deleteFolder(folderId: number) {
  return apiRequest(`/api/folder/${folderId}`, ZSuccessAnswer, { method: 'DELETE' });
}
