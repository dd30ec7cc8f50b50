import { ZClientParams } from '@eform/core/api';
import { ZDashboardForms } from '@eform/core/api/registration-charts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getTenant, requirePermission } from '../../plugins/tenant';
import { dashboardForms } from './registrations-dashboard.service';

/** The managers' dashboard of a client (issue 35 item 4), under /api/client/:id (tenant scope). */
export const registrationsDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/forms',
    {
      preHandler: requirePermission('eform manage form registrations'),
      schema: {
        tags: ['registration'],
        summary:
          "The home dashboard's forms for whoever manages registrations (eform manage form registrations): per form, busiest first (at most 50), the sent registrations of each of the last 30 days and a workflow form's open registrations per phase",
        security: API_KEY_SECURITY,
        params: ZClientParams,
        response: { 200: ZDashboardForms, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => dashboardForms(request.server.db, getTenant(request)),
  );
};
