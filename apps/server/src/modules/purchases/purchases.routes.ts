import {
  ZClientUsersParams,
  ZCreditBundleList,
  ZCreditBundlesBody,
  ZCreditBuyBody,
  ZModuleOfferInput,
  ZModuleOfferList,
  ZModuleOffersBody,
  ZModulesBuyBody,
  ZPurchaseAnswer,
} from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import { permissionsForRoles } from '@eform/core/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_KEY_SECURITY, errorResponses } from '../../http/schemas';
import { getAuth, requireAuth } from '../../plugins/auth';
import { tenantOfClientPath } from '../../plugins/client-path';
import { recordAudit } from '../audit';
import { userRoles } from '../current-user';
import {
  buyCredits,
  buyModule,
  listAdminOffers,
  listBundles,
  listOffers,
  markOrderPaid,
  saveBundles,
  saveOffers,
  type TPurchaseDeps,
} from './purchases.service';

const common = { tags: ['purchases'], security: API_KEY_SECURITY };
const clientPath = { ...common, params: ZClientUsersParams };
const ZAdminOfferList = z.array(ZModuleOfferInput.required());

/** Admin-only calls: the bundles and offers on sale are the product's, not a client's. */
function assertAdmin(request: FastifyRequest) {
  const roles = userRoles(getAuth(request).user);
  if (!permissionsForRoles(roles).includes('eform manage all clients')) {
    throw new DomainError('FORBIDDEN');
  }
}

/**
 * Credit bundles, module offers and the two purchases (doc 3 'Credits and purchases', §7), plus
 * the admin's editing of what is on sale.
 */
export const purchasesRoutes: FastifyPluginAsyncZod<TPurchaseDeps> = async (app, deps) => {
  app.addHook('onRequest', requireAuth);

  app.get(
    '/api/clients/:client_id/credit-bundles',
    {
      schema: {
        ...clientPath,
        summary: 'The credit bundles on sale (prices in cents, excl. VAT)',
        response: { 200: ZCreditBundleList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await tenantOfClientPath(request, 'add client credits');
      return listBundles(request.server.db);
    },
  );

  app.get(
    '/api/clients/:client_id/modules',
    {
      schema: {
        ...clientPath,
        summary: "The module offers, 'enabled' when the client has them",
        response: { 200: ZModuleOfferList, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, 'eform edit client');
      return listOffers(request.server.db, tenant);
    },
  );

  app.post(
    '/api/clients/:client_id/credit-buy',
    {
      schema: {
        ...clientPath,
        summary: 'Buys a bundle: granted at once, or a checkout-url when a provider is set',
        body: ZCreditBuyBody,
        response: { 200: ZPurchaseAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, 'add client credits');
      const userId = getAuth(request).user.id;
      const answer = await buyCredits(request.server.db, deps, tenant, request.body, userId);
      if (answer.status === 'paid') {
        recordAudit(request, {
          clientId: tenant.client.id,
          action: 'client.credits',
          objectType: 'client',
          objectId: String(tenant.client.id),
          details: { order_id: answer.order_id, bundle: request.body.bundle },
        });
      }
      return answer;
    },
  );

  app.post(
    '/api/clients/:client_id/modules-buy',
    {
      schema: {
        ...clientPath,
        summary: 'Buys a module offer: enabled at once, or a checkout-url when a provider is set',
        body: ZModulesBuyBody,
        response: { 200: ZPurchaseAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const tenant = await tenantOfClientPath(request, 'eform edit client');
      const userId = getAuth(request).user.id;
      const answer = await buyModule(request.server.db, deps, tenant, request.body, userId);
      if (answer.status === 'paid') {
        recordAudit(request, {
          clientId: tenant.client.id,
          action: 'client.modules',
          objectType: 'client',
          objectId: String(tenant.client.id),
          details: { order_id: answer.order_id, offer: request.body.selected_module },
        });
      }
      return answer;
    },
  );

  app.post(
    '/api/admin/orders/:order_id/paid',
    {
      schema: {
        ...common,
        summary: 'Confirms a pending order as paid and grants it (admin; 409 when granted before)',
        params: z.object({ order_id: z.string().describe('Uuid of the order') }),
        response: { 200: ZPurchaseAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      assertAdmin(request);
      const { granted, ...answer } = await markOrderPaid(
        request.server.db,
        request.params.order_id,
      );
      recordAudit(request, {
        clientId: granted.clientId,
        action: granted.kind === 'credits' ? 'client.credits' : 'client.modules',
        objectType: 'client',
        objectId: String(granted.clientId),
        details: { order_id: answer.order_id },
      });
      return answer;
    },
  );

  app.get(
    '/api/admin/credit-bundles',
    {
      schema: {
        ...common,
        summary: 'The credit bundles on sale (admin)',
        response: { 200: ZCreditBundleList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertAdmin(request);
      return listBundles(request.server.db);
    },
  );

  app.put(
    '/api/admin/credit-bundles',
    {
      schema: {
        ...common,
        summary: 'Replaces the credit bundles on sale (admin)',
        body: ZCreditBundlesBody,
        response: { 200: ZCreditBundleList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      assertAdmin(request);
      return saveBundles(request.server.db, request.body);
    },
  );

  app.get(
    '/api/admin/module-offers',
    {
      schema: {
        ...common,
        summary: 'The module offers as stored (admin)',
        response: { 200: ZAdminOfferList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      assertAdmin(request);
      return listAdminOffers(request.server.db);
    },
  );

  app.put(
    '/api/admin/module-offers',
    {
      schema: {
        ...common,
        summary: 'Replaces the module offers on sale (admin)',
        body: ZModuleOffersBody,
        response: { 200: ZAdminOfferList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      assertAdmin(request);
      return saveOffers(request.server.db, request.body);
    },
  );
};
