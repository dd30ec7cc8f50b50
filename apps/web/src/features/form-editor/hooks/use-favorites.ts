import type { TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '../../../lib/http/api-error';
import {
  createFavorite,
  deleteFavorite,
  favoritesKeys,
  favoritesQuery,
} from '../api/favorites-api';

/** The user's favourite elements in the client (none asked for without a client). */
export function useFavorites(clientId: number | null) {
  return useQuery({ ...favoritesQuery(clientId ?? 0), enabled: clientId !== null });
}

function useFavoriteChange<TVars>(
  clientId: number | null,
  change: (clientId: number, vars: TVars) => Promise<unknown>,
  success: () => string,
  failure: () => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vars: TVars) => change(clientId ?? 0, vars),
    onSuccess: async () => {
      notifications.show({ color: 'green', message: success() });
      await queryClient.invalidateQueries({ queryKey: favoritesKeys.list(clientId ?? 0) });
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: serverMessage(error) ?? failure() });
    },
  });
}

/**
 * Keeps an element as a favourite under a name (doc 2 §3, §5), toasts the spec's text and
 * refreshes the Favorieten tab.
 */
export function useSaveFavorite(clientId: number | null) {
  return useFavoriteChange(
    clientId,
    (id, vars: { name: string; element: TElement }) =>
      createFavorite(id, { favoriteName: vars.name, element: vars.element }),
    () => ta('editor.favoriteSaved'),
    () => ta('editorWorkspace.favoriteSaveFailed'),
  );
}

/** Removes one of the user's favourites and refreshes the list. */
export function useRemoveFavorite(clientId: number | null) {
  return useFavoriteChange(
    clientId,
    (id, favoriteId: string) => deleteFavorite(id, favoriteId),
    () => ta('editorWorkspace.favoriteRemoved'),
    () => ta('editorWorkspace.favoriteRemoveFailed'),
  );
}
