import { ZUserInfo } from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { getUserInfo } from './current-user.service';

/** GET /api/user/info (doc 1 §7), polled by the app every 60 s. */
export const currentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/info',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, their clients and the server notification',
        security: API_KEY_SECURITY,
        response: { 200: ZUserInfo, ...errorResponses(401) },
      },
    },
    async (request) => {
      const info = await getUserInfo(request.server.db, getAuth(request), app.appEnv);
      return {
        id: info.user.id,
        uuid: info.user.uuid,
        email: info.user.email,
        display_name: info.user.displayName,
        roles: info.roles,
        clients: info.clients,
        server_notification: info.serverNotification,
        environment: info.environment,
      };
    },
  );
};
