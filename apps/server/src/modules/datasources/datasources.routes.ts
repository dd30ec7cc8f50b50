import {
  ZDatasource,
  ZDatasourceClientParams,
  ZDatasourceCreateBody,
  ZDatasourceList,
  ZDatasourceListQuery,
  ZDatasourceParams,
  ZDatasourcePatchBody,
  ZDatasourceUpload,
  ZDatasourceUploadQuery,
} from '@eform/core/api/datasources';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { DEFAULT_BODY_LIMIT } from '../../plugins/body-limit';
import { tenantOfClientPath } from '../../plugins/client-path';
import { tenantOfRef } from '../access';
import { filePart, registerUploads, upload, uploadConfig } from '../files';
import {
  createDatasource,
  DATASOURCE_MAX_BYTES,
  datasourceTooLarge,
  getDatasource,
  listClientDatasources,
  patchDatasource,
  removeDatasource,
  uploadDatasourceSource,
} from './datasources.service';

const common = { tags: ['datasource'], security: API_KEY_SECURITY };
const errors = errorResponses(400, 401, 403, 404);

/** Multipart limits of the CSV upload: one file of at most DATASOURCE_MAX_BYTES. */
const csvLimits = { ...upload.limits, fileSize: DATASOURCE_MAX_BYTES + 1 };

/**
 * Datasources (doc 3 'Datasources', §7): REST in place of the spec's jsonapi eform_datasource
 * calls (list, create, read, change, delete) and the CSV upload. Listing and reading need 'eform
 * edit datasources' or 'eform create datasources', creating the latter, changing and deleting the
 * former. Another client's datasource is NOT_FOUND, as one that does not exist.
 */
export const datasourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/clients/:client_id/datasources',
    {
      schema: {
        ...common,
        summary: "The client's datasources of a type by name, 300 a page",
        params: ZDatasourceClientParams,
        querystring: ZDatasourceListQuery,
        response: { 200: ZDatasourceList, ...errors },
      },
    },
    async (request) => {
      // Either datasource permission opens the list: the service checks which.
      const tenant = await tenantOfRef(
        request.server.db,
        getAuth(request),
        request.params.client_id,
      );
      const { type, page } = request.query;
      return listClientDatasources(request.server.db, tenant, type, page);
    },
  );

  app.post(
    '/api/clients/:client_id/datasources',
    {
      schema: {
        ...common,
        summary:
          'Creates a datasource of the client from an uploaded CSV; its import starts with POST api/datasource/{id}/import',
        params: ZDatasourceClientParams,
        body: ZDatasourceCreateBody,
        response: { 201: ZDatasource, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, 'eform create datasources');
      const created = await createDatasource(request.server.db, tenant, request.body);
      reply.code(201);
      return created;
    },
  );

  app.get(
    '/api/datasources/:datasource_id',
    {
      schema: {
        ...common,
        summary: 'A datasource',
        params: ZDatasourceParams,
        response: { 200: ZDatasource, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) =>
      getDatasource(request.server.db, getAuth(request), request.params.datasource_id),
  );

  app.patch(
    '/api/datasources/:datasource_id',
    {
      schema: {
        ...common,
        summary:
          "Changes a datasource's name, coordinate system or source file (imported by the next import)",
        params: ZDatasourceParams,
        body: ZDatasourcePatchBody,
        response: { 200: ZDatasource, ...errors },
      },
    },
    async (request) =>
      patchDatasource(
        request.server.db,
        getAuth(request),
        request.params.datasource_id,
        request.body,
      ),
  );

  app.delete(
    '/api/datasources/:datasource_id',
    {
      schema: {
        ...common,
        summary: 'Deletes a datasource with its items and its source file',
        params: ZDatasourceParams,
        response: { 204: z.null().describe('No content'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { db, storage } = request.server;
      await removeDatasource(db, storage, getAuth(request), request.params.datasource_id);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (uploads) => {
    // Its own scope: the upload's 413 speaks of 50 MB, not of the 20 MB of other uploads.
    await registerUploads(uploads, csvLimits, datasourceTooLarge);
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/api/file-upload/datasource_source',
      {
        bodyLimit: DATASOURCE_MAX_BYTES + DEFAULT_BODY_LIMIT,
        config: uploadConfig,
        schema: {
          ...common,
          tags: ['datasource', 'file'],
          summary:
            "Upload a datasource's CSV (.csv, at most 50 MB) for the client; multipart field `file`",
          consumes: ['multipart/form-data'],
          querystring: ZDatasourceUploadQuery,
          response: { 200: ZDatasourceUpload, ...errorResponses(400, 401, 403, 404, 413) },
        },
      },
      async (request) =>
        uploadDatasourceSource(
          request.server.db,
          request.server.storage,
          getAuth(request),
          request.query.client_id,
          () => filePart(request, csvLimits),
        ),
    );
  });
};
