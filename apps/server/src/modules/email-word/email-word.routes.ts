import { ZEmailWordUploadQuery, ZProcessWordFileParams, ZWordFileState } from '@eform/core/api';
import { ZUploadedFile } from '@eform/core/api/registrations';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { filePart, registerUploads, upload, uploadConfig } from '../files';
import { uploadEmailWord, wordFileState } from './email-word.service';

/**
 * Word attachment routes (doc 2 §7): POST /api/file-upload/email-word?form_id= stores a .docx
 * template for the form's e-mails and queues its processing; GET
 * /api/process-word-file/{form_id}/{file_id} answers how far that is (polled every 500 ms).
 * Both need 'eform manage form emails' on the form.
 */
export const emailWordRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', requireAuth);
  const common = { tags: ['file'], security: API_KEY_SECURITY };

  routes.post(
    '/api/file-upload/email-word',
    {
      bodyLimit: upload.bodyLimit,
      config: uploadConfig,
      schema: {
        ...common,
        summary:
          "Upload a Word template (.docx, at most 20 MB) for the form's e-mails; multipart field `file`; processed in a job",
        consumes: ['multipart/form-data'],
        querystring: ZEmailWordUploadQuery,
        response: { 200: ZUploadedFile, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) =>
      uploadEmailWord(app.db, app.storage, getAuth(request), request.query.form_id, () =>
        filePart(request),
      ),
  );

  routes.get(
    '/api/process-word-file/:form_id/:file_id',
    {
      schema: {
        ...common,
        summary:
          "A Word template's processing state: processed once checked (state failed with the reason when refused), its tokens and the unknown ones",
        params: ZProcessWordFileParams,
        response: { 200: ZWordFileState, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      wordFileState(app.db, getAuth(request), request.params.form_id, request.params.file_id),
  );
};
