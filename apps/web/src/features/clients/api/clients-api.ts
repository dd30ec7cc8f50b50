import {
  type TChartQuery,
  type TCreateClientBody,
  type TUpdateClientBody,
  ZBatch,
  ZChartPoints,
  ZClientDetail,
  ZClientListItem,
  ZClientListPage,
  ZTermsUsers,
} from '@eform/core/api';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';

/** A client list: every client (admins) or the user's own. */
export type TClientScope = 'admin' | 'assigned';

export const clientsKeys = {
  all: ['clients-admin'] as const,
  list: (scope: TClientScope, page: number, perPage: number) =>
    ['clients-admin', 'list', scope, page, perPage] as const,
  detail: (clientId: string) => ['clients-admin', 'detail', clientId] as const,
  chart: (clientId: string, year: number, month: number | undefined) =>
    ['clients-admin', 'chart', clientId, year, month ?? 'year'] as const,
  batch: (name: string) => ['clients-admin', 'batch', name] as const,
};

const LIST_PATHS: Record<TClientScope, string> = {
  admin: '/api/clients',
  assigned: '/api/clients/assigned',
};

/** GET /api/clients or /api/clients/assigned: a page of clients by name. */
export function clientListQuery(scope: TClientScope, page: number, perPage: number) {
  return queryOptions({
    queryKey: clientsKeys.list(scope, page, perPage),
    queryFn: (context) =>
      apiRequest(`${LIST_PATHS[scope]}?page=${page}&items_per_page=${perPage}`, ZClientListPage, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/clients/{client_id}: the client for the shell, its overview and edit screen. */
export function clientDetailQuery(clientId: string) {
  return queryOptions({
    queryKey: clientsKeys.detail(clientId),
    queryFn: (context) =>
      apiRequest(`/api/clients/${encodeURIComponent(clientId)}`, ZClientDetail, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET /api/clients/{client_id}/chart-credit-usages: per day of a month or month of a year. */
export function creditChartQuery(clientId: string, { year, month }: TChartQuery) {
  const query = month === undefined ? `year=${year}` : `year=${year}&month=${month}`;
  return queryOptions({
    queryKey: clientsKeys.chart(clientId, year, month),
    queryFn: (context) =>
      apiRequest(
        `/api/clients/${encodeURIComponent(clientId)}/chart-credit-usages?${query}`,
        ZChartPoints,
        { signal: context.signal, intent: 'background' },
      ),
  });
}

/** POST /api/clients: answers the new client. */
export function createClient(body: TCreateClientBody) {
  return apiRequest('/api/clients', ZClientListItem, { method: 'POST', body });
}

/** PATCH /api/clients/{client_id}: answers the saved client. */
export function updateClient(clientId: string, body: TUpdateClientBody) {
  return apiRequest(`/api/clients/${encodeURIComponent(clientId)}`, ZClientDetail, {
    method: 'PATCH',
    body,
  });
}

/** POST /api/client/{client_id}/delete: starts (or finds) the removal batch. */
export function startClientRemoval(clientId: string) {
  return apiRequest(`/api/client/${encodeURIComponent(clientId)}/delete`, ZBatch, {
    method: 'POST',
  });
}

/** GET /api/batch/process/{batch_name}: the batch's progress. */
export function batchQuery(name: string) {
  return queryOptions({
    queryKey: clientsKeys.batch(name),
    queryFn: ({ signal }) =>
      apiRequest(`/api/batch/process/${encodeURIComponent(name)}`, ZBatch, {
        signal,
        intent: 'background',
      }),
  });
}

/** GET /api/clients/{client_id}/terms-users/candidates: who may go on the terms list. */
export function termsCandidatesQuery(clientId: string) {
  return queryOptions({
    queryKey: ['clients-admin', 'terms-candidates', clientId] as const,
    queryFn: (context) =>
      apiRequest(
        `/api/clients/${encodeURIComponent(clientId)}/terms-users/candidates`,
        ZTermsUsers,
        { signal: context.signal, intent: 'background' },
      ),
  });
}
