import { ZAcceptTermsBody, ZClientParams, ZSuccessAnswer } from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getTenant } from '../../plugins/tenant';
import { acceptTerms } from './terms.service';

/** Routes under /api/client/:id, registered behind requireAuth + requireTenant. */
export const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accept-terms-and-conditions',
    {
      schema: {
        tags: ['client'],
        summary: "Accept this client's terms and conditions (the terms wall)",
        security: API_KEY_SECURITY,
        params: ZClientParams,
        body: ZAcceptTermsBody,
        response: { 200: ZSuccessAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await acceptTerms(request.server.db, getTenant(request), request.body.client_uuid);
      return { status: 'success' as const };
    },
  );
};
