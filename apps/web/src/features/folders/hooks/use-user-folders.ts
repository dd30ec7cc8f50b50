import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../session';
import { folderFormsForUserQuery, userFoldersQuery } from '../api/folders-api';

/** The current client's folders for filling; refetched when the client changes. */
export function useUserFolders() {
  const clientId = useCurrentUser()?.currentClient?.id ?? null;
  return useQuery({ ...userFoldersQuery(clientId ?? 0), enabled: clientId !== null });
}

/** The published forms of one folder the user may fill. */
export function useFolderFormsForUser(folderId: string) {
  const clientId = useCurrentUser()?.currentClient?.id ?? null;
  return useQuery({
    ...folderFormsForUserQuery(clientId ?? 0, folderId),
    enabled: clientId !== null,
  });
}
