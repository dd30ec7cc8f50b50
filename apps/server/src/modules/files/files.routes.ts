import { ZFileParams, ZFileUploadQuery, ZUploadedFile } from '@eform/core/api/registrations';
import { isDomainError } from '@eform/core/errors';
import multipart from '@fastify/multipart';
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { UPLOAD_TIMEOUT_MS } from '../../http/timeouts';
import { getAuth, requireAuth } from '../../plugins/auth';
import { fileUploadLimits } from '../../plugins/body-limit';
import {
  attachmentDisposition,
  fileForDownload,
  fileTooLargeError,
  storeUpload,
  toUploadedFile,
} from './files.service';

const common = { tags: ['file'], security: API_KEY_SECURITY };
const upload = fileUploadLimits(1);
/**
 * busboy may pass one byte more than 20 MB: the upload's own counter then refuses the file with
 * the spec's text before anything is stored (busboy would only cut the file short, silently).
 */
const uploadLimits = { ...upload.limits, fileSize: upload.limits.fileSize + 1 };

/**
 * File routes (doc 1 §2.9, §7): POST /api/file-upload/form and /form-hd store one file for the
 * form being filled (`?form_id=`, optional), GET /api/file/{file_id} sends it to who may have it.
 * Signed in only: guests send their files inline (base64) with the registration.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: uploadLimits });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', requireAuth);
  // Any too-large answer of an upload (declared length, busboy, our counter) speaks of the file.
  routes.setErrorHandler((error: FastifyError) => {
    const status = isDomainError(error) ? undefined : error.statusCode;
    const tooLarge = (isDomainError(error) && error.code === 'PAYLOAD_TOO_LARGE') || status === 413;
    if (tooLarge) throw fileTooLargeError();
    // A refused upload still sending is closed by plugins/unread-body.ts, like any early answer.
    throw error;
  });

  for (const path of ['/api/file-upload/form', '/api/file-upload/form-hd']) {
    routes.post(
      path,
      {
        bodyLimit: upload.bodyLimit,
        config: { uploadTimeoutMs: UPLOAD_TIMEOUT_MS, tooLargeMessageKey: 'validation.fileSize' },
        schema: {
          ...common,
          summary: path.endsWith('-hd')
            ? 'Upload a file (HD images) for the form being filled; multipart field `file`'
            : 'Upload a file for the form being filled; multipart field `file`',
          consumes: ['multipart/form-data'],
          querystring: ZFileUploadQuery,
          response: { 200: ZUploadedFile, ...errorResponses(400, 401, 404, 413, 415) },
        },
      },
      async (request) => {
        const row = await storeUpload(
          app.db,
          app.storage,
          getAuth(request),
          request.query.form_id !== undefined
            ? { formRef: request.query.form_id }
            : { clientRef: request.query.client_id },
          async () => {
            const part = await request.file({ limits: uploadLimits });
            if (!part) return undefined;
            if (part.fieldname !== 'file') {
              part.file.resume();
              return undefined;
            }
            return { file: part.file, filename: part.filename };
          },
        );
        return toUploadedFile(row);
      },
    );
  }

  routes.get(
    '/api/file/:file_id',
    {
      schema: {
        ...common,
        summary:
          'Download a file: its uploader until it is part of a registration, then who may see that registration',
        params: ZFileParams,
        response: errorResponses(401, 404),
      },
    },
    async (request, reply) => {
      const file = await fileForDownload(app.db, getAuth(request), request.params.file_id);
      const body = await app.storage.get(file.sha256);
      return (
        reply
          .header('content-type', file.mimeType)
          .header('content-length', String(file.size))
          .header('content-disposition', attachmentDisposition(file.filename))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          // The bytes themselves: no JSON answer schema applies (and none is serialised).
          .send(body as never)
      );
    },
  );
};
