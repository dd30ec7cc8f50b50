import { ZBatch } from '@eform/core/api';
import {
  type TDatasourceCreateBody,
  type TDatasourcePatchBody,
  type TDatasourceType,
  ZDatasource,
  ZDatasourceBatchStart,
  ZDatasourceList,
  ZDatasourceUpload,
} from '@eform/core/api/datasources';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { type TUploadOptions, uploadWithProgress } from '../../../lib/http/upload-file';

export const datasourcesKeys = {
  all: ['datasources'] as const,
  list: (clientId: number, type: TDatasourceType, page: number) =>
    ['datasources', 'list', clientId, type, page] as const,
  detail: (id: string) => ['datasources', 'detail', id] as const,
  batch: (name: string) => ['datasources', 'batch', name] as const,
};

const datasourcePath = (id: string | number) => `/api/datasources/${encodeURIComponent(id)}`;

/** GET /api/clients/{client_id}/datasources?type=&page=: a page of 300 by name. */
export function datasourceListQuery(clientId: number, type: TDatasourceType, page: number) {
  return queryOptions({
    queryKey: datasourcesKeys.list(clientId, type, page),
    queryFn: (context) =>
      apiRequest(
        `/api/clients/${clientId}/datasources?type=${type}&page=${page}`,
        ZDatasourceList,
        { signal: context.signal, intent: queryIntent(context) },
      ),
  });
}

/** GET /api/datasources/{datasource_id}: the datasource for its shell and tabs. */
export function datasourceQuery(id: string) {
  return queryOptions({
    queryKey: datasourcesKeys.detail(id),
    queryFn: (context) =>
      apiRequest(datasourcePath(id), ZDatasource, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/**
 * The datasource as the import of batch `batchName` left it: a query of its own, so a copy the
 * shell holds from before the import is never taken for the outcome.
 */
export function importOutcomeQuery(id: number, batchName: string) {
  return queryOptions({
    queryKey: ['datasources', 'import-outcome', batchName] as const,
    queryFn: ({ signal }) =>
      apiRequest(datasourcePath(id), ZDatasource, { signal, intent: 'background' }),
  });
}

/**
 * POST /api/file-upload/datasource_source?client_id=: the CSV as multipart `file`, with its
 * progress (0-100). A refusal rejects with the server's Dutch text and never leaves the screen.
 */
export function uploadDatasourceFile(clientId: number, file: File, options: TUploadOptions = {}) {
  const path = `/api/file-upload/datasource_source?client_id=${clientId}`;
  return uploadWithProgress(path, ZDatasourceUpload, file, options);
}

/** POST /api/clients/{client_id}/datasources: answers the new datasource. */
export function createDatasource(clientId: number, body: TDatasourceCreateBody) {
  return apiRequest(`/api/clients/${clientId}/datasources`, ZDatasource, {
    method: 'POST',
    body,
    intent: 'in-form',
  });
}

/** PATCH /api/datasources/{datasource_id}: answers the saved datasource. */
export function updateDatasource(id: string | number, body: TDatasourcePatchBody) {
  return apiRequest(datasourcePath(id), ZDatasource, {
    method: 'PATCH',
    body,
    intent: 'in-form',
  });
}

/** DELETE /api/datasources/{datasource_id}. */
export function deleteDatasource(id: string | number) {
  return apiRequest(datasourcePath(id), z.unknown(), { method: 'DELETE', intent: 'action' });
}

/** POST /api/datasource/{id}/import or /export: the batch to follow. */
export function startDatasourceBatch(id: string | number, kind: 'import' | 'export') {
  return apiRequest(`/api/datasource/${encodeURIComponent(id)}/${kind}`, ZDatasourceBatchStart, {
    method: 'POST',
    intent: 'action',
  });
}

/** How often a running batch (an import or export) is asked, and so moved on. */
export const BATCH_POLL_MS = 500;

/**
 * GET /api/batch/process/{batch_name}: processes the next part and answers the progress; a
 * finished export's carries its download_url. Asked every BATCH_POLL_MS until nothing is left in
 * its queue.
 */
export function datasourceBatchQuery(name: string) {
  return queryOptions({
    queryKey: datasourcesKeys.batch(name),
    queryFn: ({ signal }) =>
      apiRequest(`/api/batch/process/${encodeURIComponent(name)}`, ZBatch, {
        signal,
        intent: 'background',
      }),
    refetchInterval: (query) => (query.state.data?.items_in_queue === 0 ? false : BATCH_POLL_MS),
  });
}
