import { ZClientParams, ZUserFolderList } from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getTenant, requirePermission } from '../../plugins/tenant';
import { listUserFolders } from './folders.service';

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/folders/user',
    {
      preHandler: requirePermission('eform fill forms'),
      schema: {
        tags: ['folder'],
        summary: 'Folders the user may fill in forms from',
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: ZUserFolderList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const folders = await listUserFolders(request.server.db, getTenant(request));
      return folders.map((folder) => ({
        folder_id: folder.id,
        folder_name: folder.name,
        folder_hidden: folder.hidden,
        folder_contains_forms: folder.containsForms,
      }));
    },
  );
};
