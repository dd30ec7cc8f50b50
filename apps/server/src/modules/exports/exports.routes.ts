import { Readable } from 'node:stream';
import {
  type TExportQueueAnswer,
  ZExportParams,
  ZExportQueueAnswer,
  ZExportStartParams,
  ZGeoExportParams,
  ZRegistrationListQuery,
} from '@eform/core/api/registrations-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition, sendStoredFile } from '../../http/download';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import {
  cancelExport,
  EXPORT_CONTENT_TYPES,
  exportDownload,
  findOwnExport,
  startExport,
  startGeoExport,
  type TExportView,
} from './exports.service';

const common = { tags: ['registration'], security: API_KEY_SECURITY };

/** Where the finished file of an export is downloaded. */
export function exportFileUrl(formUuid: string, queueId: string): string {
  return `/api/form/${formUuid}/registrations/queue/${queueId}/file`;
}

function toQueueAnswer({ record, formUuid, direct }: TExportView): TExportQueueAnswer {
  return {
    queue_id: direct ? false : record.uuid,
    total: record.total,
    processed: record.processed,
    download_url: record.state === 'done' ? exportFileUrl(formUuid, record.uuid) : null,
    status: record.state,
  };
}

/**
 * Exports of a form's registrations (doc 2 §4 'CSV download', §7): start one with the list's
 * query, follow its progress, cancel it, download its file. Only the user who asked reaches an
 * export; it is kept 24 hours.
 */
export const exportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/form/:form_id/registrations/queue/download/:format',
    {
      schema: {
        ...common,
        summary:
          "Export the form's registrations as the list selects them (its filters, trashed, status, sort): csv and xlsx need 'eform manage form registrations download', csv-with-attachments (a zip with the files per registration) '... download with attachments'. Up to 1,000 registrations the file is ready at once (queue_id false); more are exported by a job whose progress is at .../queue/progress/{queue_id}",
        params: ZExportStartParams,
        querystring: ZRegistrationListQuery,
        response: { 200: ZExportQueueAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const view = await startExport(
        db,
        app.storage,
        getAuth(request),
        request.params.form_id,
        request.params.format,
        request.query,
      );
      recordAudit(request, {
        clientId: view.record.clientId,
        action: 'registration.export',
        objectType: 'export',
        objectId: view.record.uuid,
        formId: view.record.formId,
        details: { format: request.params.format, registrations: view.record.total },
      });
      return toQueueAnswer(view);
    },
  );

  app.get(
    '/api/form/:form_id/registrations/export/:format',
    {
      schema: {
        ...common,
        summary:
          "The located registrations as the list selects them (its filters, trashed, status, sort) as GeoJSON (a FeatureCollection, [lon, lat], one feature per registration, tracks as LineStrings) or KML (a Placemark per registration), streamed at once; 'eform manage form registrations download'",
        params: ZGeoExportParams,
        querystring: ZRegistrationListQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { fileName, contentType, chunks } = await startGeoExport(
        db,
        getAuth(request),
        request.params.form_id,
        request.params.format,
        request.query,
      );
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', attachmentDisposition(fileName))
        .type(contentType);
      // The answer is the stream itself (no schema for 200): typed as the error bodies are not.
      return reply.send(Readable.from(chunks) as never);
    },
  );

  app.get(
    '/api/form/:form_id/registrations/queue/progress/:queue_id',
    {
      schema: {
        ...common,
        summary: 'How far an export is (its requester only; 404 for anyone else or once expired)',
        params: ZExportParams,
        response: { 200: ZExportQueueAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { form_id, queue_id } = request.params;
      return toQueueAnswer(await findOwnExport(db, getAuth(request), form_id, queue_id));
    },
  );

  app.delete(
    '/api/form/:form_id/registrations/queue/:queue_id',
    {
      schema: {
        ...common,
        summary:
          'Cancel an export (its requester only): its job stops at its next batch, status cancelled; a finished export stays downloadable',
        params: ZExportParams,
        response: { 200: ZExportQueueAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { form_id, queue_id } = request.params;
      return toQueueAnswer(await cancelExport(db, getAuth(request), form_id, queue_id));
    },
  );

  app.get(
    '/api/form/:form_id/registrations/queue/:queue_id/file',
    {
      schema: {
        ...common,
        summary:
          "Download a finished export's file (its requester only, for 24 hours): CSV (UTF-8 with BOM, semicolons), XLSX, or a zip of CSVs and files",
        params: ZExportParams,
        response: errorResponses(401, 404, 416),
      },
    },
    async (request, reply) => {
      const { form_id, queue_id } = request.params;
      const { record, key, size } = await exportDownload(db, getAuth(request), form_id, queue_id);
      if (!request.headers.range || /^bytes=0-/.test(request.headers.range.trim())) {
        recordAudit(request, {
          clientId: record.clientId,
          action: 'export.download',
          objectType: 'export',
          objectId: record.uuid,
          formId: record.formId,
          details: { format: record.format },
        });
      }
      return sendStoredFile(request, reply, app.storage, {
        key,
        size,
        contentType: EXPORT_CONTENT_TYPES[record.format],
        filename: record.fileName,
      });
    },
  );
};
