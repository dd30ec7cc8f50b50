import { ZSuccessAnswer } from '@eform/core/api';
import { type TCreateFavoriteBody, ZFavorite, ZFavoriteList } from '@eform/core/api/favorites';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

const favoritesPath = (clientId: number) => `/api/client/${clientId}/favorites`;

/** Under the client: favourites are kept per user and client. */
export const favoritesKeys = {
  list: (clientId: number) => ['client', clientId, 'favorites'] as const,
};

/** GET /api/client/{id}/favorites: the user's favourite elements there, newest first. */
export function favoritesQuery(clientId: number) {
  return queryOptions({
    queryKey: favoritesKeys.list(clientId),
    queryFn: (context) =>
      apiRequest(favoritesPath(clientId), ZFavoriteList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** POST /api/client/{id}/favorites: answers the new favourite. */
export function createFavorite(clientId: number, body: TCreateFavoriteBody) {
  return apiRequest(favoritesPath(clientId), ZFavorite, { method: 'POST', body });
}

/** DELETE /api/client/{id}/favorites/{favorite_id}. */
export function deleteFavorite(clientId: number, favoriteId: string) {
  return apiRequest(
    `${favoritesPath(clientId)}/${encodeURIComponent(favoriteId)}`,
    ZSuccessAnswer,
    {
      method: 'DELETE',
    },
  );
}
