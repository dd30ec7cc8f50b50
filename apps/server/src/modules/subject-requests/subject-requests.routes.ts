import {
  ZSubjectEraseAnswer,
  ZSubjectEraseBody,
  ZSubjectExportBody,
  ZSubjectExportParams,
  ZSubjectExportStarted,
  ZSubjectExportStatus,
  ZSubjectRequestParams,
  ZSubjectSearchAnswer,
  ZSubjectSearchBody,
} from '@eform/core/api/subject-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendStoredFile } from '../../http/download';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfClientPath } from '../../plugins/client-path';
import { recordAudit } from '../audit';
import {
  eraseSubjectRegistrations,
  exportStatus,
  findOwnSubjectExport,
  searchSubject,
  startSubjectExport,
  subjectExportDownload,
} from './subject-requests.service';

const PERMISSION = 'eform handle subject requests';
const common = { tags: ['subject requests'], security: API_KEY_SECURITY };

/**
 * A person's registrations across the client's forms (issue 34, an AVG request): search, export
 * as a zip (job), erase. For 'eform handle subject requests' (client managers); another client's
 * id answers 404, a member without the permission 403.
 */
export const subjectRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const { db } = app;

  app.post(
    '/api/clients/:client_id/subject-requests/search',
    {
      schema: {
        ...common,
        summary:
          "Every registration of a person in the client's forms (sent, drafts, trashed) by e-mail address, name or any text value",
        params: ZSubjectRequestParams,
        body: ZSubjectSearchBody,
        response: { 200: ZSubjectSearchAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      return searchSubject(db, tenant, request.body);
    },
  );

  app.post(
    '/api/clients/:client_id/subject-requests/export',
    {
      schema: {
        ...common,
        summary:
          'Start a zip of these registrations (per registration its JSON, PDF and files); 404 when any id is not one of the client',
        params: ZSubjectRequestParams,
        body: ZSubjectExportBody,
        response: { 202: ZSubjectExportStarted, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const record = await startSubjectExport(
        db,
        tenant,
        getAuth(request).user.id,
        request.body.registration_ids,
      );
      recordAudit(request, {
        clientId: tenant.client.id,
        action: 'subject.export',
        objectType: 'subject',
        objectId: record.uuid,
        details: { registration_ids: request.body.registration_ids },
      });
      return reply.code(202).send({ queue_id: record.uuid });
    },
  );

  app.get(
    '/api/clients/:client_id/subject-requests/export/:queue_id',
    {
      schema: {
        ...common,
        summary: "A subject export's progress (its requester only, for 24 hours)",
        params: ZSubjectExportParams,
        response: { 200: ZSubjectExportStatus, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const record = await findOwnSubjectExport(
        db,
        tenant,
        getAuth(request).user.id,
        request.params.queue_id,
      );
      return exportStatus(record);
    },
  );

  app.get(
    '/api/clients/:client_id/subject-requests/export/:queue_id/file',
    {
      schema: {
        ...common,
        summary: "Download a finished subject export's zip (its requester only, for 24 hours)",
        params: ZSubjectExportParams,
        response: errorResponses(401, 403, 404, 416),
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const file = await subjectExportDownload(
        db,
        tenant,
        getAuth(request).user.id,
        request.params.queue_id,
      );
      recordAudit(request, {
        clientId: tenant.client.id,
        action: 'export.download',
        objectType: 'subject',
        objectId: request.params.queue_id,
      });
      return sendStoredFile(request, reply, app.storage, {
        key: file.key,
        size: file.size,
        contentType: 'application/zip',
        filename: file.fileName,
      });
    },
  );

  app.post(
    '/api/clients/:client_id/subject-requests/erase',
    {
      schema: {
        ...common,
        summary:
          "Delete these registrations for good (trashed or not) and release their files; confirm must be 'VERWIJDEREN'; ids that are not the client's are skipped; credits are not refunded",
        params: ZSubjectRequestParams,
        body: ZSubjectEraseBody,
        response: { 200: ZSubjectEraseAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const { erasedUuids, ...answer } = await eraseSubjectRegistrations(
        { db, storage: app.storage, log: request.log },
        tenant,
        { userId: getAuth(request).user.id, ip: request.ip },
        request.body.registration_ids,
      );
      for (const uuid of erasedUuids) {
        recordAudit(request, {
          clientId: tenant.client.id,
          action: 'subject.erase',
          objectType: 'registration',
          objectId: uuid,
          registrationUuid: uuid,
        });
      }
      return answer;
    },
  );
};
