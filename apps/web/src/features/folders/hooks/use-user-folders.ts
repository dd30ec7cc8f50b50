import { useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../session/hooks/use-current-user';
import { userFoldersQuery } from '../api/folders-api';

/** The current client's folders for filling; refetched when the client changes. */
export function useUserFolders() {
  const clientId = useCurrentUser()?.currentClient?.id ?? null;
  return useQuery({ ...userFoldersQuery(clientId ?? 0), enabled: clientId !== null });
}
