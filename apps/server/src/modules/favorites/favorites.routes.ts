import { ZClientParams, ZSuccessAnswer } from '@eform/core/api';
import {
  type TFavorite,
  ZCreateFavoriteBody,
  ZFavorite,
  ZFavoriteList,
  ZFavoriteParams,
} from '@eform/core/api/favorites';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth } from '../../plugins/auth';
import { getTenant } from '../../plugins/tenant';
import type { TFavoriteRow } from './favorites.repository';
import { addFavorite, getFavorites, removeFavorite } from './favorites.service';

const common = { tags: ['form'], security: API_KEY_SECURITY };

function toFavorite(row: TFavoriteRow): TFavorite {
  return {
    favorite_id: row.uuid,
    favoriteName: row.name,
    element: row.element,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Favourite elements of the form editor (doc 2 §3; the spec shows no paths: ours), per user and
 * client, under /api/client/:id behind requireAuth + requireTenant; 'eform form edit'.
 */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites',
    {
      schema: {
        ...common,
        summary: "The signed-in user's favourite elements in this client, newest first",
        params: ZClientParams,
        response: { 200: ZFavoriteList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await getFavorites(
        request.server.db,
        getTenant(request),
        getAuth(request).user.id,
      );
      return rows.map(toFavorite);
    },
  );

  app.post(
    '/favorites',
    {
      schema: {
        ...common,
        summary: 'Keep an element as a favourite under a name',
        params: ZClientParams,
        body: ZCreateFavoriteBody,
        response: { 201: ZFavorite, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const row = await addFavorite(
        request.server.db,
        getTenant(request),
        getAuth(request).user.id,
        request.body,
      );
      return reply.code(201).send(toFavorite(row));
    },
  );

  app.delete(
    '/favorites/:favorite_id',
    {
      schema: {
        ...common,
        summary: 'Remove one of your favourite elements',
        params: ZFavoriteParams,
        response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await removeFavorite(
        request.server.db,
        getTenant(request),
        getAuth(request).user.id,
        request.params.favorite_id,
      );
      return { status: 'success' as const };
    },
  );
};
