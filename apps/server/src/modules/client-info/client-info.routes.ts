import { ZClient, ZClientInfo, ZClientParams } from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getTenant } from '../../plugins/tenant';
import {
  getClientInfo,
  getClientWithCredits,
  type TClientWithCredits,
} from './client-info.service';

const common = {
  tags: ['client'],
  security: API_KEY_SECURITY,
  params: ZClientParams,
};

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const clientInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...common,
        summary: 'Client with credits and modules (cached 60 s by the app)',
        response: { 200: ZClient, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      toClientAnswer(await getClientWithCredits(request.server.db, getTenant(request))),
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
      const info = await getClientInfo(request.server.db, getTenant(request));
      return {
        ...toClientAnswer(info),
        roles: info.roles,
        permissions: info.permissions,
        terms_and_conditions_required: info.mustAcceptTerms,
      };
    },
  );
};

function toClientAnswer({ client, credits }: TClientWithCredits) {
  return { id: client.id, uuid: client.uuid, name: client.name, credits, modules: client.modules };
}
