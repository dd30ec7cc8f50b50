import { ZRegistrationCharts } from '@eform/core/api/registration-charts';
import {
  type TExportFormat,
  type TExportQueueAnswer,
  type TGeoExportFormat,
  ZExportQueueAnswer,
  ZRegistrationList,
  ZRegistrationLocations,
} from '@eform/core/api/registrations-admin';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { ApiError } from '../../../lib/http/api-error';
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
  locations: (formId: string, query: string) =>
    ['form-admin', formId, 'registrations', 'locations', query] as const,
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

/** GET .../registrations/locations?{filters}&color_by=…: the located registrations for the map. */
export function registrationLocationsQuery(formId: string, query: string) {
  return queryOptions({
    queryKey: registrationListKeys.locations(formId, query),
    queryFn: (context) =>
      apiRequest(`${registrationsPath(formId)}/locations?${query}`, ZRegistrationLocations, {
        signal: context.signal,
        intent: queryIntent(context),
      }),
  });
}

/** GET .../registrations/export/{geojson|kml}?{filters}: the geo file, streamed at once. */
export function fetchGeoExport(formId: string, format: TGeoExportFormat, query: string) {
  const path = `${registrationsPath(formId)}/export/${format}`;
  return fetchFileBlob(query ? `${path}?${query}` : path, { intent: 'action' });
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
    // A refusal, or a selection too heavy to chart (503), stays so: asking again only loads the
    // database. Other failures are tried twice more.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && (error.status < 500 || error.status === 503)),
  });
}
