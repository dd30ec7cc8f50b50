import { MODULES } from '@eform/core/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses, ZClientParams } from '../../http/schemas';
import { getTenant } from '../../plugins/tenant';
import { getClientInfo, getClientSummary } from './clients.service';

const ZClient = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  credits: z.number().int(),
  modules: z.array(z.enum(MODULES)),
});

const ZClientInfo = ZClient.extend({
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  terms_and_conditions_required: z
    .boolean()
    .describe('True when this user must still accept the terms for this client'),
});

const common = {
  tags: ['client'],
  security: API_KEY_SECURITY,
  params: ZClientParams,
};

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...common,
        summary: 'Client with credits and modules (cached 60 s by the app)',
        response: { 200: ZClient, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      return getClientSummary(request.server.db, getTenant(request));
    },
  );

  app.get(
    '/info',
    {
      schema: {
        ...common,
        summary: "The user's roles and permissions for this client",
        response: { 200: ZClientInfo, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      return getClientInfo(request.server.db, getTenant(request));
    },
  );
};
