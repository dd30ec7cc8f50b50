import {
  ZDatasourceDataQuery,
  ZDatasourceFeatures,
  ZDatasourceSearchItems,
} from '@eform/core/api/datasources';
import { ZGuestDatasourceReadParams } from '@eform/core/api/guest-maps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bulkSerializer, errorResponses } from '../../http/schemas';
import { readGuestDatasource } from './guest-datasource';

/**
 * A guest form's search and map fields read their datasources here, without sign-in (issue 32):
 * the same query and answers as GET api/datasource/{id}, for the datasources the form names only.
 */
export const guestDatasourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guest/form/:guest_id/datasource/:datasource_id',
    {
      schema: {
        tags: ['datasource'],
        summary:
          "A guest form's datasource as GET api/datasource/{id} answers it (map features, or format=search with q), for a datasource the form's search or map elements name; no sign-in, rate limited per address",
        params: ZGuestDatasourceReadParams,
        querystring: ZDatasourceDataQuery,
        response: {
          200: z.union([ZDatasourceFeatures, ZDatasourceSearchItems]),
          ...errorResponses(400, 404, 429),
        },
      },
      serializerCompiler: bulkSerializer,
    },
    async (request) =>
      readGuestDatasource(
        request.server.db,
        request.params.guest_id,
        request.params.datasource_id,
        request.ip,
        request.query,
      ),
  );
};
