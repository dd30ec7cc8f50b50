import { ZSuccessAnswer } from '@eform/core/api';
import { ZRegistrationDeliveryParams } from '@eform/core/api/registrations';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { retryDelivery } from './delivery-admin.service';

/** The managers' call on a registration's e-mails, under /api/form (doc 2 §4, issue 20). */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.withTypeProvider<ZodTypeProvider>();
  signedIn.addHook('onRequest', requireAuth);
  const db = app.db;

  signedIn.get(
    '/:form_id/registrations/:registration_id/deliveries/:delivery_id/retry',
    {
      schema: {
        tags: ['registration'],
        security: API_KEY_SECURITY,
        summary:
          'Send a failed e-mail of a registration once more (eform manage form registrations); 409 when it is not failed',
        params: ZRegistrationDeliveryParams,
        response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404, 409, 503) },
      },
    },
    async (request) => {
      const { form_id, registration_id, delivery_id } = request.params;
      await retryDelivery(db, getAuth(request), form_id, registration_id, delivery_id);
      return { status: 'success' as const };
    },
  );
};
