import { ZFormParams } from '@eform/core/api';
import { ZRetentionPreview, ZRetentionPreviewQuery } from '@eform/core/api/forms-admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { previewRetention } from './retention.service';

/**
 * The retention preview under /api/form (issue 34): what the next daily run would delete of the
 * form under the term the manager is editing. The form names the tenant; another client's is 404.
 */
export const retentionRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.withTypeProvider<ZodTypeProvider>();
  signedIn.addHook('onRequest', requireAuth);
  const db = app.db;

  signedIn.get(
    '/:form_id/retention-preview',
    {
      schema: {
        tags: ['form'],
        security: API_KEY_SECURITY,
        summary:
          'How many sent registrations, drafts and saved registrations the next retention run would delete under this term (eform manage form edit); a term left out is off',
        params: ZFormParams,
        querystring: ZRetentionPreviewQuery,
        response: { 200: ZRetentionPreview, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      previewRetention(db, getAuth(request), request.params.form_id, request.query),
  );
};
