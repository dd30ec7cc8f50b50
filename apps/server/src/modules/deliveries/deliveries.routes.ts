import { ZSuccessAnswer } from '@eform/core/api';
import {
  ZFormRegistrationParams,
  ZRegistrationDeliveryParams,
} from '@eform/core/api/registrations';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { downloadDeliveryAttachments, retryDelivery } from './delivery-admin.service';

/** Answer of GET .../download-emails (doc 2 §7 'status success and url'). */
const ZDownloadEmailsAnswer = z
  .object({
    status: z.literal('success'),
    url: z.string().describe("Where the requester downloads the zip (the exports' file route)"),
  })
  .meta({ id: 'DownloadEmailsAnswer' });

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

  signedIn.get(
    '/:form_id/registrations/:registration_id/download-emails',
    {
      schema: {
        tags: ['registration'],
        security: API_KEY_SECURITY,
        summary:
          "Zip the attachments of the registration's sent e-mails (each setting's PDF, the registration's files where attached) for the requester to download for 24 hours (eform manage form registrations); 404 when there is nothing to attach",
        params: ZFormRegistrationParams,
        response: { 200: ZDownloadEmailsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { form_id, registration_id } = request.params;
      const { url, clientId, formId, registrationUuid } = await downloadDeliveryAttachments(
        { db, storage: app.storage },
        getAuth(request),
        form_id,
        registration_id,
      );
      // The zip holds the registration's PDFs as its e-mails carried them.
      recordAudit(request, {
        clientId,
        action: 'registration.pdf',
        objectType: 'registration',
        objectId: registrationUuid,
        registrationUuid,
        formId,
      });
      return { status: 'success' as const, url };
    },
  );
};
