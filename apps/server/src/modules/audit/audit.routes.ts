import { Readable } from 'node:stream';
import { ZClientUsersParams } from '@eform/core/api';
import {
  type TAuditAction,
  type TAuditLogPage,
  ZAdminAuditLogQuery,
  ZAuditLogPage,
  ZAuditLogQuery,
} from '@eform/core/api/audit';
import { ts } from '@eform/core/messages/server-only';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../http/download';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfClientPath } from '../../plugins/client-path';
import {
  adminCsvFilter,
  auditCsvLines,
  clientCsvFilter,
  readAdminAuditLog,
  readClientAuditLog,
  type TAuditPage,
} from './audit.service';
import { recordAudit } from './audit-request';

const common = { tags: ['audit log'], security: API_KEY_SECURITY };
const PERMISSION = 'eform view audit log';

function toPage({ rows, nextPage }: TAuditPage): TAuditLogPage {
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      user: row.userId === null ? null : { id: row.userId, display_name: row.userName ?? '' },
      action: row.action as TAuditAction,
      object_type: row.objectType,
      object_id: row.objectId,
      address: row.address,
      client_id: row.clientId,
      details: row.details,
    })),
    next_page: nextPage,
  };
}

/** The filters as given, for the read's own entry (which reads are asked for is logged too). */
function filtersOf(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

function sendCsv(reply: FastifyReply, lines: AsyncIterable<string>): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(ts('server.audit.csv.filename')))
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}

/**
 * The audit log (issue 34): a client's for who holds 'eform view audit log' there (another
 * client's answers 404, as one that does not exist), the admins' across clients, each as pages
 * and as CSV. Reading and exporting are logged themselves.
 */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAuth);
  const db = app.db;

  app.get(
    '/api/clients/:client_id/audit-log',
    {
      schema: {
        ...common,
        summary:
          "A page (50) of the client's audit log, newest first, by registration, user, action and time ('eform view audit log')",
        params: ZClientUsersParams,
        querystring: ZAuditLogQuery,
        response: { 200: ZAuditLogPage, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const page = await readClientAuditLog(db, tenant, request.query);
      recordAudit(request, {
        clientId: tenant.client.id,
        action: 'audit.read',
        objectType: 'audit_log',
        objectId: String(tenant.client.id),
        details: filtersOf(request.query),
      });
      return toPage(page);
    },
  );

  app.get(
    '/api/clients/:client_id/audit-log/export',
    {
      schema: {
        ...common,
        summary:
          "The client's audit log as CSV (Tijdstip, Gebruiker, Actie, Object, Id, Adres) with the list's filters ('eform view audit log')",
        params: ZClientUsersParams,
        querystring: ZAuditLogQuery.omit({ page: true }),
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const tenant = await tenantOfClientPath(request, PERMISSION);
      const filter = clientCsvFilter(tenant, { ...request.query, page: 1 });
      recordAudit(request, {
        clientId: tenant.client.id,
        action: 'audit.export',
        objectType: 'audit_log',
        objectId: String(tenant.client.id),
        details: filtersOf(request.query),
      });
      return sendCsv(reply, auditCsvLines(db, filter));
    },
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        ...common,
        summary:
          "A page (50) of the audit log across clients, newest first; client_id narrows it to one ('eform manage all clients')",
        querystring: ZAdminAuditLogQuery,
        response: { 200: ZAuditLogPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await readAdminAuditLog(db, getAuth(request).user, request.query);
      recordAudit(request, {
        clientId: request.query.client_id ?? null,
        action: 'audit.read',
        objectType: 'audit_log',
        objectId: request.query.client_id === undefined ? 'all' : String(request.query.client_id),
        details: filtersOf(request.query),
      });
      return toPage(page);
    },
  );

  app.get(
    '/api/admin/audit-log/export',
    {
      schema: {
        ...common,
        summary:
          "The audit log across clients as CSV, with the list's filters ('eform manage all clients')",
        querystring: ZAdminAuditLogQuery.omit({ page: true }),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const filter = adminCsvFilter(getAuth(request).user, { ...request.query, page: 1 });
      recordAudit(request, {
        clientId: request.query.client_id ?? null,
        action: 'audit.export',
        objectType: 'audit_log',
        objectId: request.query.client_id === undefined ? 'all' : String(request.query.client_id),
        details: filtersOf(request.query),
      });
      return sendCsv(reply, auditCsvLines(db, filter));
    },
  );
};
