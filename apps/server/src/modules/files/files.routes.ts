import {
  ZFileParams,
  ZFileUploadQuery,
  ZGuestParams,
  ZUploadedFile,
} from '@eform/core/api/registrations';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/download';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import type { TStorage } from '../../storage/storage';
import { recordAudit } from '../audit';
import type { TFormAssetKind } from './file-types';
import type { TFileRow } from './files.repository';
import {
  FORM_ASSET_UPLOADS,
  fileForDownload,
  guestFileForDownload,
  storeUpload,
  toUploadedFile,
} from './files.service';
import { filePart, registerUploads, upload, uploadConfig } from './upload-http';

const common = { tags: ['file'], security: API_KEY_SECURITY };
/** Query of the element editor's uploads: the form being edited. */
const ZFormAssetQuery = z.object({
  form_id: z.string().describe('form_id (uuid) of the form being edited'),
});

const ZGuestFileParams = ZGuestParams.extend(ZFileParams.shape);

const FORM_ASSET_SUMMARIES: Record<TFormAssetKind, string> = {
  imagetag:
    "Upload an imageTag element's picture (jpg, jpeg, png, gif) for the form being edited; multipart field `file`",
  'static-file':
    "Upload a staticFile element's file (pdf, docx, txt, jpg, jpeg, png, gif) for the form being edited; multipart field `file`",
};

/** Sends a stored file (or the range of it asked) as an attachment, never shown inline or sniffed. */
function sendFile(request: FastifyRequest, reply: FastifyReply, storage: TStorage, file: TFileRow) {
  return sendStoredFile(request, reply, storage, {
    key: file.sha256,
    size: file.size,
    contentType: file.mimeType,
    filename: file.filename,
  });
}

/**
 * File routes (doc 1 §2.9, §7; doc 2 §5, §7): POST /api/file-upload/form and /form-hd store one
 * file for the form being filled (`?form_id=`, optional), /imagetag and /static-file one for an
 * element of the form being edited (`?form_id=`, 'eform manage form edit'); GET /api/file/{file_id}
 * sends a file to who may have it, GET /api/guest/form/{guest_id}/file/{file_id} a file the guest
 * form shows to anyone. Uploads are for signed-in users only: guests send their files inline
 * (base64) with the registration.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app);

  await app.register(signedInFileRoutes);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/guest/form/:guest_id/file/:file_id',
    {
      schema: {
        tags: ['file'],
        summary:
          "Download a file a guest form shows (an imageTag's picture, a staticFile's file); no sign-in, 404 unless published with guest access",
        params: ZGuestFileParams,
        response: errorResponses(404, 416),
      },
    },
    async (request, reply) => {
      const { guest_id, file_id } = request.params;
      return sendFile(
        request,
        reply,
        app.storage,
        await guestFileForDownload(app.db, guest_id, file_id),
      );
    },
  );
};

const signedInFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.addHook('onRequest', requireAuth);

  for (const path of ['/api/file-upload/form', '/api/file-upload/form-hd']) {
    routes.post(
      path,
      {
        bodyLimit: upload.bodyLimit,
        config: uploadConfig,
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
          () => filePart(request),
        );
        return toUploadedFile(row);
      },
    );
  }

  for (const kind of ['imagetag', 'static-file'] as const) {
    routes.post(
      `/api/file-upload/${kind}`,
      {
        bodyLimit: upload.bodyLimit,
        config: uploadConfig,
        schema: {
          ...common,
          summary: FORM_ASSET_SUMMARIES[kind],
          consumes: ['multipart/form-data'],
          querystring: ZFormAssetQuery,
          response: { 200: ZUploadedFile, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (request) => {
        const row = await storeUpload(
          app.db,
          app.storage,
          getAuth(request),
          { formRef: request.query.form_id, permission: 'eform manage form edit' },
          () => filePart(request),
          FORM_ASSET_UPLOADS[kind],
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
          'Download a file: its uploader until it is part of a registration, then who may see that registration; a file its form shows (imageTag, staticFile) to who may see the form',
        params: ZFileParams,
        response: errorResponses(401, 404, 416),
      },
    },
    async (request, reply) => {
      const file = await fileForDownload(app.db, getAuth(request), request.params.file_id);
      // A registration's file is logged once per download: a later part of it (a Range from
      // past the start, as players and resumed downloads ask) is the same download.
      if (file.registration && !continuesDownload(request.headers.range)) {
        recordAudit(request, {
          clientId: file.clientId,
          action: 'registration.file',
          objectType: 'file',
          objectId: file.uuid,
          registrationUuid: file.registration.uuid,
          formId: file.registration.formId,
        });
      }
      return sendFile(request, reply, app.storage, file);
    },
  );
};

/** A Range that does not start at the file's first byte. */
function continuesDownload(range: string | undefined): boolean {
  return range !== undefined && !/^bytes=0-/.test(range.trim());
}
