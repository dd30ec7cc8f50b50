import {
  ZDatasourceBatchStart,
  ZDatasourceDataProperties,
  ZDatasourceDataQuery,
  ZDatasourceExportParams,
  ZDatasourceFeatures,
  ZDatasourceOptions,
  ZDatasourceOptionsParams,
  ZDatasourceParams,
  ZDatasourceSearchItems,
  ZDatasourceTokens,
} from '@eform/core/api/datasources';
import { DATASOURCE_CACHE_SECONDS } from '@eform/core/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../http/download';
import { API_KEY_SECURITY, bulkSerializer, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import {
  exportForDownload,
  startDatasourceExport,
  startDatasourceImport,
} from './datasource-batches';
import { datasourceData, datasourceFields } from './datasource-data';
import { datasourceOptions } from './datasources.service';

const common = { tags: ['datasource'], security: API_KEY_SECURITY };

const errors = errorResponses(400, 401, 403, 404);

/**
 * A datasource's data is kept 7 days on the device for offline filling (doc 3 §7, §9: 604800 s);
 * private, as every answer behind a sign-in.
 */
const DATASOURCE_CACHE = `private, max-age=${DATASOURCE_CACHE_SECONDS}`;

function batchStart(batch: { name: string; totalItems: number }) {
  return { batch_name: batch.name, total_items: batch.totalItems };
}

/**
 * The spec's api/datasource/* calls (doc 3 §7), as written: the import and export batches
 * (followed with GET /api/batch/process/{batch_name}), the data fillers' search and map fields
 * read (cached 7 days on the device), its field names, and a client's datasources for the form
 * editor. Signed in.
 */
export const datasourceDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);

  app.post(
    '/api/datasource/:datasource_id/import',
    {
      schema: {
        ...common,
        summary:
          "Starts importing the datasource's source CSV as a batch; the items in use stay until it succeeded. total_items is 0 until the job counted the file's lines",
        params: ZDatasourceParams,
        response: { 201: ZDatasourceBatchStart, ...errors },
      },
    },
    async (request, reply) => {
      const batch = await startDatasourceImport(
        request.server.db,
        getAuth(request),
        request.params.datasource_id,
      );
      reply.code(201);
      return batchStart(batch);
    },
  );

  app.post(
    '/api/datasource/:datasource_id/export',
    {
      schema: {
        ...common,
        summary:
          'Starts exporting the items as a CSV as a batch; the finished batch answers its download_url',
        params: ZDatasourceParams,
        response: { 201: ZDatasourceBatchStart, ...errors },
      },
    },
    async (request, reply) => {
      const batch = await startDatasourceExport(
        request.server.db,
        getAuth(request),
        request.params.datasource_id,
      );
      reply.code(201);
      return batchStart(batch);
    },
  );

  app.get(
    '/api/datasource/:datasource_id/export/:batch_name',
    {
      schema: {
        ...common,
        summary: "Download a finished export's CSV (the batch's download_url)",
        params: ZDatasourceExportParams,
        response: errorResponses(401, 403, 404, 416),
      },
    },
    async (request, reply) => {
      const { db, storage } = request.server;
      const { datasource_id, batch_name } = request.params;
      const file = await exportForDownload(db, getAuth(request), datasource_id, batch_name);
      return sendStoredFile(request, reply, storage, {
        ...file,
        contentType: 'text/csv; charset=utf-8',
      });
    },
  );

  app.get(
    '/api/datasource/list/:type/:client_id',
    {
      schema: {
        ...common,
        summary: "Id and name of the client's datasources of a type, by name (the form editor)",
        params: ZDatasourceOptionsParams,
        response: { 200: ZDatasourceOptions, ...errors },
      },
    },
    async (request) =>
      datasourceOptions(
        request.server.db,
        getAuth(request),
        request.params.client_id,
        request.params.type,
      ),
  );

  app.get(
    '/api/datasource/:datasource_id',
    {
      schema: {
        ...common,
        summary:
          "A datasource's map features (within left/top/right/bottom when given) and status values, or format=search its items by name",
        params: ZDatasourceParams,
        querystring: ZDatasourceDataQuery,
        response: { 200: z.union([ZDatasourceFeatures, ZDatasourceSearchItems]), ...errors },
      },
      serializerCompiler: bulkSerializer,
    },
    async (request, reply) => {
      const data = await datasourceData(
        request.server.db,
        getAuth(request),
        request.params.datasource_id,
        request.query,
      );
      // Set once answered: a refusal stays uncached (no-store, as every API answer). Kept per
      // session: another sign-in on the device never gets this one's copy.
      reply.header('cache-control', DATASOURCE_CACHE).header('vary', 'api-key');
      return data;
    },
  );

  app.get(
    '/api/datasource/:datasource_id/data-properties',
    {
      schema: {
        ...common,
        summary: "The field names (CSV columns) of the datasource's items",
        params: ZDatasourceParams,
        response: { 200: ZDatasourceDataProperties, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      data_properties: await datasourceFields(
        request.server.db,
        getAuth(request),
        request.params.datasource_id,
      ),
    }),
  );

  app.get(
    '/api/datasource/:datasource_id/tokens',
    {
      schema: {
        ...common,
        summary: 'The field names the form editor lists as tokens of a search or map child',
        params: ZDatasourceParams,
        response: { 200: ZDatasourceTokens, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      datasourceFields(request.server.db, getAuth(request), request.params.datasource_id),
  );
};
