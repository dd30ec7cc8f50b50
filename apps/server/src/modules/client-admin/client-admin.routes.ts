import {
  ZBatch,
  ZBatchParams,
  ZChartParams,
  ZChartPoints,
  ZChartQuery,
  ZClientAdminParams,
  ZClientDetail,
  ZClientListItem,
  ZClientListPage,
  ZClientListQuery,
  ZClientPublic,
  ZClientPublicParams,
  ZCreateClientBody,
  ZTermsUsers,
  ZUpdateClientBody,
} from '@eform/core/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfRef } from '../access';
import { recordAudit } from '../audit';
import {
  allClientsCreditChart,
  clientCreditChart,
  createClient,
  editClient,
  getClientDetail,
  getPublicClient,
  listClients,
  listTermsCandidates,
  type TClientDetailData,
} from './client-admin.service';
import type { TBatchRow } from './client-removal.repository';
import { getBatch, startClientRemoval } from './client-removal.service';

const tags = ['clients'];
const security = API_KEY_SECURITY;

function toDetailAnswer({ client, credits, registrationsCount, termsUsers }: TClientDetailData) {
  return {
    id: client.id,
    uuid: client.uuid,
    name: client.name,
    modules: client.modules,
    credits,
    low_credit_email_limit: client.lowCreditEmailLimit,
    registrations_count: registrationsCount,
    user_register_intro_text: { value: client.registerIntroText, format: 'filtered_html' as const },
    terms_and_conditions_users: termsUsers.map(toTermsUserAnswer),
  };
}

function toTermsUserAnswer(user: { id: number; uuid: string; displayName: string; email: string }) {
  return { id: user.id, uuid: user.uuid, display_name: user.displayName, email: user.email };
}

function toBatchAnswer(batch: TBatchRow) {
  return {
    batch_name: batch.name,
    total_items: batch.totalItems,
    items_in_queue: batch.itemsInQueue,
    created_data: batch.createdAt.toISOString(),
    ...(batch.state.downloadUrl ? { download_url: batch.state.downloadUrl } : {}),
  };
}

/**
 * The client administration (doc 3 'Client area', §7): REST replacements of the spec's
 * jsonapi/client/client calls, the credit chart, the removal batch and the self-registration
 * page's public client. A client another user cannot reach is NOT_FOUND, as one that does not
 * exist (tenantOfRef); a missing permission FORBIDDEN.
 */
export const clientAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const list = (scope: 'all' | 'assigned') => ({
    onRequest: requireAuth,
    schema: {
      tags,
      security,
      summary:
        scope === 'all'
          ? "Every client by name, paged ('eform manage all clients')"
          : "The user's own clients by name, paged (every client for an admin)",
      querystring: ZClientListQuery,
      response: { 200: ZClientListPage, ...errorResponses(400, 401, 403) },
    },
  });

  app.get('/api/clients', list('all'), async (request) => {
    const { page, items_per_page } = request.query;
    const result = await listClients(
      request.server.db,
      getAuth(request),
      'all',
      page,
      items_per_page,
    );
    return { items: result.items, total: result.total, page, items_per_page };
  });

  app.get('/api/clients/assigned', list('assigned'), async (request) => {
    const { page, items_per_page } = request.query;
    const auth = getAuth(request);
    const result = await listClients(request.server.db, auth, 'assigned', page, items_per_page);
    return { items: result.items, total: result.total, page, items_per_page };
  });

  app.post(
    '/api/clients',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: "Creates a client ('eform manage all clients'); the user info lists it next",
        body: ZCreateClientBody,
        response: { 201: ZClientListItem, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const client = await createClient(request.server.db, getAuth(request), request.body.name);
      return reply.code(201).send(client);
    },
  );

  app.get(
    '/api/clients/:client_id',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: "The client for its overview and edit screen ('eform view client')",
        params: ZClientAdminParams,
        response: { 200: ZClientDetail, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = request.server;
      const tenant = await tenantOfRef(db, getAuth(request), request.params.client_id);
      return toDetailAnswer(await getClientDetail(db, tenant));
    },
  );

  app.patch(
    '/api/clients/:client_id',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          "Saves the client ('eform edit client'); changing modules or the terms users needs admin or eform_employee (else 403); answers the saved client",
        params: ZClientAdminParams,
        body: ZUpdateClientBody,
        response: { 200: ZClientDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = request.server;
      const tenant = await tenantOfRef(db, getAuth(request), request.params.client_id);
      const body = request.body;
      const edited = await editClient(db, tenant, {
        name: body.name,
        lowCreditEmailLimit: body.low_credit_email_limit,
        introText: body.user_register_intro_text?.value,
        modules: body.modules,
        termsUserIds: body.terms_and_conditions_users?.map((user) => user.id),
      });
      if (edited.modules) {
        recordAudit(request, {
          clientId: tenant.client.id,
          action: 'client.modules',
          objectType: 'client',
          objectId: String(tenant.client.id),
          details: edited.modules,
        });
      }
      // Read again: the tenant holds the client as it was before the save.
      const saved = await tenantOfRef(db, getAuth(request), String(tenant.client.id));
      return toDetailAnswer(await getClientDetail(db, saved));
    },
  );

  app.get(
    '/api/clients/:client_id/terms-users/candidates',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          "The client's users by name, to put on its terms list ('eform edit client terms users')",
        params: ZClientAdminParams,
        response: { 200: ZTermsUsers, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = request.server;
      const tenant = await tenantOfRef(db, getAuth(request), request.params.client_id);
      return (await listTermsCandidates(db, tenant)).map(toTermsUserAnswer);
    },
  );

  app.get(
    '/api/clients/:client_id/chart-credit-usages',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          "Credits used per day of the month, or per month of the year ('eform view client'; 'all': every client, admins)",
        params: ZChartParams,
        querystring: ZChartQuery,
        response: { 200: ZChartPoints, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = request.server;
      const auth = getAuth(request);
      const { year, month } = request.query;
      if (request.params.client_id === 'all') return allClientsCreditChart(db, auth, year, month);
      const tenant = await tenantOfRef(db, auth, request.params.client_id);
      return clientCreditChart(db, tenant, year, month);
    },
  );

  app.post(
    '/api/client/:client_id/delete',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary:
          "Starts removing the client with all its forms, registrations, files, users' access, groups and credits ('delete client entities'); answers the batch",
        params: ZClientAdminParams,
        response: { 200: ZBatch, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { db } = request.server;
      const auth = getAuth(request);
      const tenant = await tenantOfRef(db, auth, request.params.client_id);
      return toBatchAnswer(await startClientRemoval(db, tenant, auth));
    },
  );

  app.get(
    '/api/batch/process/:batch_name',
    {
      onRequest: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Progress of a batch its creator started; done when items_in_queue is 0',
        params: ZBatchParams,
        response: { 200: ZBatch, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const batch = await getBatch(request.server.db, getAuth(request), request.params.batch_name);
      return toBatchAnswer(batch);
    },
  );

  app.get(
    '/api/client-public/:client_uuid',
    {
      schema: {
        tags,
        summary: 'Name and intro text of a client for its self-registration page (no login)',
        params: ZClientPublicParams,
        response: { 200: ZClientPublic, ...errorResponses(404) },
      },
    },
    async (request) => {
      const client = await getPublicClient(request.server.db, request.params.client_uuid);
      return {
        name: client.name,
        user_register_intro_text: {
          value: client.registerIntroText,
          format: 'filtered_html' as const,
        },
      };
    },
  );
};
