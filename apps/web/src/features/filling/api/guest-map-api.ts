import { ZGuestMapDataBulk } from '@eform/core/api/guest-maps';
import { REQUEST_CACHE_SECONDS } from '@eform/core/constants';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { extentQuery, type TFeatureExtent } from './datasource-features-api';
import { enc } from './fill-api';

/** Which public map: a datasource's (/guest/map/{map_uuid}) or a form's map element's. */
export type TGuestMapTarget = { mapUuid: string } | { formId: string; elementName: string };

const targetPath = (target: TGuestMapTarget) =>
  'mapUuid' in target
    ? `/api/guest/datasource/${enc(target.mapUuid)}`
    : `/api/guest/map/${enc(target.formId)}/${enc(target.elementName)}`;

/**
 * GET api/guest/map/{form_id}/{element_name}/{statuses} or api/guest/datasource/{map_uuid}/
 * {statuses} (doc 3 §7), without sign-in: a public map with the features of `statuses` (the
 * path segment: 'all' or joined by '||'), for a live layer within `extent`.
 */
export function guestMapQuery(target: TGuestMapTarget, statuses: string, extent?: TFeatureExtent) {
  const url = `${targetPath(target)}/${enc(statuses)}${extentQuery(extent)}`;
  return queryOptions({
    queryKey: ['guest-map', url] as const,
    queryFn: (context) =>
      apiRequest(url, ZGuestMapDataBulk, {
        signal: context.signal,
        apiKey: null,
        intent: 'background',
      }),
    // The status filter and a live map's moves keep the features on screen until the next answer.
    placeholderData: keepPreviousData,
    staleTime: REQUEST_CACHE_SECONDS * 1000,
  });
}
