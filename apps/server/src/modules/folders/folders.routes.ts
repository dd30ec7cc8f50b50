import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses, ZClientParams } from '../../http/schemas';
import { getTenant } from '../../plugins/tenant';
import { listUserFolders } from './folders.service';

const ZUserFolder = z.object({
  folder_id: z.number().int(),
  folder_name: z.string(),
  folder_hidden: z.boolean(),
  folder_contains_forms: z.boolean(),
});

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const foldersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/folders/user',
    {
      schema: {
        tags: ['folder'],
        summary: 'Folders the user may fill in forms from',
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: z.array(ZUserFolder), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => listUserFolders(request.server.db, getTenant(request)),
  );
};
