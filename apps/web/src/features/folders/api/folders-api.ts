import { type TUserFolder, ZUserFolderList, ZUserFormList } from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent, type TRequestIntent } from '../../../lib/http/api-client';

/** A folder as the filler's folder list shows it. */
export type TFolder = TUserFolder;

export const folderKeys = {
  userFolders: (clientId: number) => ['client', clientId, 'folders', 'user'] as const,
  folderForms: (clientId: number, folderId: string) =>
    ['client', clientId, 'folders', 'user', folderId] as const,
};

/** GET /api/client/{id}/folders/user: the folders the user may fill forms in. */
export function fetchUserFolders(
  clientId: number,
  options: { signal?: AbortSignal; intent?: TRequestIntent } = {},
) {
  return apiRequest(`/api/client/${clientId}/folders/user`, ZUserFolderList, options);
}

export function userFoldersQuery(clientId: number) {
  return queryOptions({
    queryKey: folderKeys.userFolders(clientId),
    queryFn: (context) =>
      fetchUserFolders(clientId, { signal: context.signal, intent: queryIntent(context) }),
  });
}

/** GET /api/folder/{folder_id}/forms/user: the folder's published forms the user may fill. */
export function folderFormsForUserQuery(clientId: number, folderId: string) {
  return queryOptions({
    queryKey: folderKeys.folderForms(clientId, folderId),
    queryFn: (context) =>
      apiRequest(`/api/folder/${encodeURIComponent(folderId)}/forms/user`, ZUserFormList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}
