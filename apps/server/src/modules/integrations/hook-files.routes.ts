import { DomainError } from '@eform/core/errors';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/download';
import { errorResponses } from '../../http/schemas';
import { verifyFileLink } from './file-links';
import { findLinkedFile } from './hook-deliveries.repository';

const ZHookFileParams = z.object({
  token: z.string().describe("A webhook's signed file link: file uuid, expiry, signature"),
});

/**
 * GET /api/hook-file/{token}: a registration's file by the signed link a webhook carried, without
 * an api key while the link lasts (7 days). An expired link is 403; a forged one, or one whose
 * file is gone, 404.
 */
export const hookFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/hook-file/:token',
    {
      schema: {
        tags: ['file'],
        summary:
          "Download a registration's file by a webhook's signed link (no sign-in; 7 days); 403 when expired",
        params: ZHookFileParams,
        response: errorResponses(403, 404, 416),
      },
    },
    async (request, reply) => {
      const verified = await verifyFileLink(app.db, request.params.token);
      if (verified === 'expired') {
        throw new DomainError('FORBIDDEN', { messageKey: 'server.hook.fileLinkExpired' });
      }
      const file = verified ? await findLinkedFile(app.db, verified) : undefined;
      if (!file) throw new DomainError('NOT_FOUND');
      return sendStoredFile(request, reply, app.storage, {
        key: file.sha256,
        size: file.size,
        contentType: file.mimeType,
        filename: file.filename,
      });
    },
  );
};
