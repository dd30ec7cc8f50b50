import {
  ZAdminAddCreditsBody,
  ZClientUsersParams,
  ZCreditEntry,
  ZCreditEntryList,
} from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfClientPath } from '../../plugins/client-path';
import { recordAudit } from '../audit';
import { adminAddCredits, listCredits } from './credit-entries.service';

const common = { tags: ['credits'], security: API_KEY_SECURITY, params: ZClientUsersParams };

/** Credit entries of a client (REST in place of the spec's jsonapi eform_credit calls). */
export const creditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/clients/:client_id/credits',
    {
      schema: {
        ...common,
        summary: "The client's credit entries, newest first (expired: 0 left unless admin)",
        response: { 200: ZCreditEntryList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, 'view credit entities');
      return listCredits(request.server.db, tenant);
    },
  );

  app.post(
    '/api/clients/:client_id/credits',
    {
      schema: {
        ...common,
        summary: 'An admin adds credits by hand (default expiry two years ahead)',
        body: ZAdminAddCreditsBody,
        response: { 201: ZCreditEntry, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, 'admin add client credits');
      const entry = await adminAddCredits(
        request.server.db,
        tenant,
        request.body,
        getAuth(request).user.id,
      );
      recordAudit(request, {
        clientId: tenant.client.id,
        action: 'client.credits',
        objectType: 'client',
        objectId: String(tenant.client.id),
        details: { credit_id: entry.id, credits: request.body.credits_total },
      });
      return reply.code(201).send(entry);
    },
  );
};
