import { ZRegistrationCharts } from '@eform/core/api/registration-charts';
import {
  type TExportFormat,
  type TExportQueueAnswer,
  ZExportQueueAnswer,
  ZRegistrationList,
} from '@eform/core/api/registrations-admin';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { fetchFileBlob } from '../../../lib/http/file-blob';

const registrationsPath = (formId: string) =>
  `/api/form/${encodeURIComponent(formId)}/registrations`;

/**
 * Keys of a form's registrations list and exports. Under the form's own key, so invalidating the
 * form invalidates its lists too; after a trash or restore, invalidate `all(formId)`.
 */
export const registrationListKeys = {
  all: (formId: string) => ['form-admin', formId, 'registrations'] as const,
  list: (formId: string, query: string) => ['form-admin', formId, 'registrations', query] as const,
  exportProgress: (formId: string, queueId: string) =>
    ['form-admin', formId, 'registrations-export', queueId] as const,
};

/** GET api/form/{form_id}/registrations?{query}: one page of the list (query built by the URL). */
export function registrationListQuery(formId: string, query: string) {
  return queryOptions({
    queryKey: registrationListKeys.list(formId, query),
    queryFn: (context) =>
      apiRequest(`${registrationsPath(formId)}?${query}`, ZRegistrationList, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET .../registrations/queue/download/{format}?{filters}: starts an export (or answers it). */
export function startRegistrationExport(formId: string, format: TExportFormat, query: string) {
  const path = `${registrationsPath(formId)}/queue/download/${format}`;
  return apiRequest(query ? `${path}?${query}` : path, ZExportQueueAnswer, { intent: 'action' });
}

/** GET .../registrations/queue/progress/{queue_id}, polled while the export runs. */
export function exportProgressQuery(formId: string, queueId: string) {
  return queryOptions({
    queryKey: registrationListKeys.exportProgress(formId, queueId),
    queryFn: ({ signal }): Promise<TExportQueueAnswer> =>
      apiRequest(
        `${registrationsPath(formId)}/queue/progress/${encodeURIComponent(queueId)}`,
        ZExportQueueAnswer,
        { signal, intent: 'background' },
      ),
  });
}

/** DELETE .../registrations/queue/{queue_id}: stops the export; its answer is not needed. */
export function cancelRegistrationExport(formId: string, queueId: string) {
  return apiRequest(
    `${registrationsPath(formId)}/queue/${encodeURIComponent(queueId)}`,
    z.unknown(),
    { method: 'DELETE', intent: 'action' },
  );
}

/** The finished export's bytes: its URL is behind sign-in, so it is fetched with the key. */
export function fetchExportFile(downloadUrl: string): Promise<Blob> {
  return fetchFileBlob(downloadUrl, { intent: 'action' });
}

/** GET api/form/{form_id}/registrations/charts?{query}: the charts over the list's selection. */
export function registrationChartsQuery(formId: string, query: string) {
  return queryOptions({
    queryKey: [...registrationListKeys.all(formId), 'charts', query] as const,
    queryFn: (context) =>
      apiRequest(`${registrationsPath(formId)}/charts?${query}`, ZRegistrationCharts, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}
