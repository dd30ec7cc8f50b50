import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

/** A folder as the filler's folder list shows it. */
export type TFolder = {
  folder_id: number | string;
  folder_name: string;
  folder_hidden: boolean;
  folder_contains_forms: boolean;
};

export const folderKeys = {
  userFolders: (clientId: number) => ['client', clientId, 'folders', 'user'] as const,
};

/** GET /api/client/{id}/folders/user: the folders the user may fill forms in. */
export function fetchUserFolders(clientId: number, signal?: AbortSignal): Promise<TFolder[]> {
  return apiRequest<TFolder[]>(`/api/client/${clientId}/folders/user`, { signal });
}

export function userFoldersQuery(clientId: number) {
  return queryOptions({
    queryKey: folderKeys.userFolders(clientId),
    queryFn: ({ signal }) => fetchUserFolders(clientId, signal),
  });
}
