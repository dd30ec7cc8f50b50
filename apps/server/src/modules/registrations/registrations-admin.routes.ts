import { ZFormParams, ZSuccessAnswer } from '@eform/core/api';
import { ZRegistrationCharts, ZRegistrationChartsQuery } from '@eform/core/api/registration-charts';
import { ZFormRegistrationParams } from '@eform/core/api/registrations';
import {
  type TRegistrationList,
  ZRegistrationList,
  ZRegistrationListQuery,
  ZRegistrationLocations,
  ZRegistrationLocationsQuery,
  ZResendQuery,
} from '@eform/core/api/registrations-admin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { paged } from './registration-answer';
import { registrationCharts } from './registration-charts.service';
import { registrationLocations } from './registration-locations.service';
import {
  listRegistrations,
  resendRegistration,
  type TActedRegistration,
  trashRegistration,
} from './registrations-admin.service';

const common = { tags: ['registration'], security: API_KEY_SECURITY };

/** The audit log fields of an action on one registration. */
function registrationAct(acted: TActedRegistration) {
  return {
    clientId: acted.clientId,
    objectType: 'registration',
    objectId: acted.uuid,
    registrationUuid: acted.uuid,
    formId: acted.formId,
  };
}

type TListed = Awaited<ReturnType<typeof listRegistrations>>;

function toRegistrationList(listed: TListed): TRegistrationList {
  return paged(listed, ({ registration: r, username }) => ({
    _id: r.uuid,
    registration_serial_number: r.serialNumber,
    registration_date: r.registeredAt.toISOString(),
    registration_updated_at: r.updatedAt.toISOString(),
    registration_name: r.name,
    registration_phase: r.phase,
    registration_status: r.status,
    registration_user_id: username ? { username } : null,
    deleted_at: r.deletedAt?.toISOString() ?? null,
    values: r.values,
    review_state: r.reviewState,
    review_comment: r.reviewComment,
    webhook_integrations: listed.hooks.get(r.id) ?? [],
  }));
}

/**
 * The managers' calls on a form's registrations (doc 2 §7), under /api/form: the list, and
 * trash, untrash and resend of one. The form names the tenant; another client's form is 404.
 */
export const registrationsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.withTypeProvider<ZodTypeProvider>();
  signedIn.addHook('onRequest', requireAuth);
  const db = app.db;

  signedIn.get(
    '/:form_id/registrations',
    {
      schema: {
        ...common,
        summary:
          "A page of the form's registrations (eform manage form registrations): tab (trashed, status; completed when not given), sort, and min:/max:/eq: filters on registration_serial_number, registration_date or a data name",
        params: ZFormParams,
        querystring: ZRegistrationListQuery,
        response: { 200: ZRegistrationList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toRegistrationList(
        await listRegistrations(db, getAuth(request), request.params.form_id, request.query),
      ),
  );

  signedIn.get(
    '/:form_id/registrations/locations',
    {
      schema: {
        ...common,
        summary:
          "The located registrations of the list's selection for the map (eform manage form registrations): tab, status and filters as the list, color_by phase, review_state or a radio/select data name; parallel arrays (ids, serials, lon/lat pairs, legend indices) and up to 500 tracks",
        params: ZFormParams,
        querystring: ZRegistrationLocationsQuery,
        response: { 200: ZRegistrationLocations, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return registrationLocations(db, getAuth(request), request.params.form_id, request.query);
    },
  );

  signedIn.get(
    '/:form_id/registrations/charts',
    {
      schema: {
        ...common,
        summary:
          "Chart data of the form's registrations (eform manage form registrations), over the list's selection (the same tab and min:/max:/eq: filters): the total, the registrations per day, and per countable question its counts per option, yes/no, statistics and histogram, or dates per day or week",
        params: ZFormParams,
        querystring: ZRegistrationChartsQuery,
        response: { 200: ZRegistrationCharts, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      registrationCharts(db, getAuth(request), request.params.form_id, request.query),
  );

  for (const action of ['trash', 'untrash'] as const) {
    signedIn.get(
      `/:form_id/registrations/:registration_id/${action}`,
      {
        schema: {
          ...common,
          summary:
            action === 'trash'
              ? 'Move a registration to the trash (eform manage form registrations delete); deleted after 30 days'
              : 'Take a registration out of the trash (eform manage form registrations delete)',
          params: ZFormRegistrationParams,
          response: { 200: ZSuccessAnswer, ...errorResponses(401, 403, 404) },
        },
      },
      async (request) => {
        const { form_id, registration_id } = request.params;
        const trash = action === 'trash';
        const acted = await trashRegistration(
          db,
          getAuth(request),
          form_id,
          registration_id,
          trash,
        );
        recordAudit(request, {
          ...registrationAct(acted),
          action: trash ? 'registration.trash' : 'registration.restore',
        });
        return { status: 'success' as const };
      },
    );
  }

  signedIn.get(
    '/:form_id/registrations/:registration_id/resend',
    {
      schema: {
        ...common,
        summary:
          "Send a registration's e-mails again, and with hooks=1 deliver its integrations again too (a new round) (eform manage form registrations)",
        params: ZFormRegistrationParams,
        querystring: ZResendQuery,
        response: { 200: ZSuccessAnswer, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) => {
      const { form_id, registration_id } = request.params;
      const acted = await resendRegistration(db, getAuth(request), form_id, registration_id, {
        ...request.query,
        reqId: request.id,
      });
      recordAudit(request, {
        ...registrationAct(acted),
        action: 'registration.resend',
        details: { hooks: request.query.hooks },
      });
      return { status: 'success' as const };
    },
  );
};
