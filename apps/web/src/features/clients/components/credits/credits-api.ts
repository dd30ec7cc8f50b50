import {
  type TAdminAddCreditsBody,
  type TCreditBuyBody,
  type TModulesBuyBody,
  ZCreditBundleList,
  ZCreditEntry,
  ZCreditEntryList,
  ZModuleOfferList,
  ZPurchaseAnswer,
} from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../../lib/http/api-client';

const base = (clientId: number) => `/api/clients/${clientId}`;

export const creditKeys = {
  all: (clientId: number) => ['client-credits', clientId] as const,
  list: (clientId: number) => ['client-credits', clientId, 'list'] as const,
  bundles: (clientId: number) => ['client-credits', clientId, 'bundles'] as const,
  modules: (clientId: number) => ['client-credits', clientId, 'modules'] as const,
};

function getQuery<T>(key: readonly unknown[], path: string, schema: import('zod').ZodType<T>) {
  return queryOptions({
    queryKey: key,
    queryFn: (context) =>
      apiRequest(path, schema, { signal: context.signal, intent: queryIntent(context) }),
  });
}

/** GET /api/clients/{client_id}/credits. */
export const creditListQuery = (clientId: number) =>
  getQuery(creditKeys.list(clientId), `${base(clientId)}/credits`, ZCreditEntryList);

/** GET api/clients/{client_id}/credit-bundles. */
export const bundleListQuery = (clientId: number) =>
  getQuery(creditKeys.bundles(clientId), `${base(clientId)}/credit-bundles`, ZCreditBundleList);

/** GET api/clients/{client_id}/modules. */
export const moduleOfferQuery = (clientId: number) =>
  getQuery(creditKeys.modules(clientId), `${base(clientId)}/modules`, ZModuleOfferList);

/** POST /api/clients/{client_id}/credits (admin). */
export function adminAddCredits(clientId: number, body: TAdminAddCreditsBody) {
  return apiRequest(`${base(clientId)}/credits`, ZCreditEntry, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}

/** POST api/clients/{client_id}/credit-buy. */
export function buyCredits(clientId: number, body: TCreditBuyBody) {
  return apiRequest(`${base(clientId)}/credit-buy`, ZPurchaseAnswer, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}

/** POST api/clients/{client_id}/modules-buy. */
export function buyModule(clientId: number, body: TModulesBuyBody) {
  return apiRequest(`${base(clientId)}/modules-buy`, ZPurchaseAnswer, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}
