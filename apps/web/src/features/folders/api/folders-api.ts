import { type TUserFolder, ZUserFolderList } from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent, type TRequestIntent } from '../../../lib/http/api-client';

/** A folder as the filler's folder list shows it. */
export type TFolder = TUserFolder;

export const folderKeys = {
  userFolders: (clientId: number) => ['client', clientId, 'folders', 'user'] as const,
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
