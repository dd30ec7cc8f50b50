import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses, ZClientParams } from '../../http/schemas';
import { getTenant } from '../../plugins/tenant';
import { acceptTerms } from './terms.service';

const ZAcceptTermsBody = z.object({
  client_uuid: z.string().min(1).describe('Uuid of the client in the path'),
});

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
        response: {
          200: z.object({ status: z.literal('success') }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await acceptTerms(request.server.db, getTenant(request), request.body.client_uuid);
      return { status: 'success' as const };
    },
  );
};
