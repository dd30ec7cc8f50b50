import {
  ZGuestDatasourceParams,
  ZGuestMapData,
  ZGuestMapParams,
  ZGuestMapQuery,
} from '@eform/core/api/guest-maps';
import { GUEST_MAP_READS_PER_MINUTE } from '@eform/core/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkSerializer, errorResponses } from '../../http/schemas';
import { guestMapOfForm, guestMapOfUuid } from './guest-maps';

const common = { tags: ['datasource'] };
const responses = { 200: ZGuestMapData, ...errorResponses(400, 404, 429) };
const limited = `; ${GUEST_MAP_READS_PER_MINUTE} per minute per address`;

/**
 * The public maps' calls (doc 3 §7), without sign-in: a map element with guest_map_enabled
 * opens its first layer's datasource to anyone, with only the columns the element shows.
 */
export const guestMapsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/guest/map/:form_id/:element_name/:statuses',
    {
      schema: {
        ...common,
        summary: `The public map of a form's map element with guest_map_enabled: its first layer's features with the statuses asked ('all' or joined by '||')${limited}`,
        params: ZGuestMapParams,
        querystring: ZGuestMapQuery,
        response: responses,
      },
      serializerCompiler: bulkSerializer,
    },
    async (request) =>
      guestMapOfForm(request.server.db, request.params, request.query, {
        ip: request.ip,
        now: new Date(),
      }),
  );

  app.get(
    '/api/guest/datasource/:map_uuid/:statuses',
    {
      schema: {
        ...common,
        summary: `The public map of a map datasource (by uuid) that a form's map element with guest_map_enabled shows, with the statuses asked ('all' or joined by '||')${limited}`,
        params: ZGuestDatasourceParams,
        querystring: ZGuestMapQuery,
        response: responses,
      },
      serializerCompiler: bulkSerializer,
    },
    async (request) =>
      guestMapOfUuid(request.server.db, request.params, request.query, {
        ip: request.ip,
        now: new Date(),
      }),
  );
};
