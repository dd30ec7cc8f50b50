import {
  ZDashboardRecentReports,
  ZDashboardReport,
  ZDashboardReportPage,
  ZDashboardReportsQuery,
} from '@eform/core/api/dashboard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import {
  assertDashboardAdmin,
  listPeriodReports,
  listRecentReports,
  storageDisk,
  todayReport,
} from './dashboard-admin.service';

const common = { tags: ['dashboard'], security: API_KEY_SECURITY };

/** Refuses non-admins before the query is read: a refusal never says what a query lacks. */
async function requireDashboardAdmin(request: FastifyRequest): Promise<void> {
  assertDashboardAdmin(getAuth(request));
}

/**
 * The admin dashboard's reports (doc 3 §7 jsonapi/dashboard_report, REST here), for
 * 'eform admin dashboard' (admins); anyone else FORBIDDEN.
 */
export const dashboardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard-reports',
    {
      onRequest: [requireAuth, requireDashboardAdmin],
      schema: {
        ...common,
        summary: 'The daily reports of a year or month, newest first, 366 a page',
        querystring: ZDashboardReportsQuery,
        response: { 200: ZDashboardReportPage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { period, page } = request.query;
      return listPeriodReports(request.server.db, getAuth(request), period, page);
    },
  );

  app.get(
    '/api/dashboard-reports/last-30-days',
    {
      onRequest: [requireAuth, requireDashboardAdmin],
      schema: {
        ...common,
        summary: 'The daily reports of the last 30 days, today excluded, newest first',
        response: { 200: ZDashboardRecentReports, ...errorResponses(401, 403) },
      },
    },
    async (request) => listRecentReports(request.server.db, getAuth(request)),
  );

  app.get(
    '/api/dashboard-reports/today',
    {
      onRequest: [requireAuth, requireDashboardAdmin],
      schema: {
        ...common,
        summary: "Today's numbers so far (not stored: the daily job writes them tomorrow)",
        response: { 200: ZDashboardReport, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const { db, storage } = request.server;
      return todayReport(db, getAuth(request), storageDisk(storage));
    },
  );
};
