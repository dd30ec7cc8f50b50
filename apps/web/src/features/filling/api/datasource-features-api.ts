import { ZDatasourceFeaturesBulk } from '@eform/core/api/datasources';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { datasourcePath } from './datasource-api';

// Apart from the search field's datasource-api.ts: only the map field (a chunk of its own) and
// the public map read features, so none of this weighs on the fill path.

/** A live layer's extent (WGS84), as GET api/datasource/{id} takes it. */
export interface TFeatureExtent {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// Six decimals (about 10 cm): the same view asks the same URL, so the service worker's copy
// answers it offline.
const round = (n: number) => String(Math.round(n * 1e6) / 1e6);

/** `?left=…&top=…&right=…&bottom=…` for a live layer's `extent`, '' without one. */
export function extentQuery(extent: TFeatureExtent | undefined): string {
  if (!extent) return '';
  const query = new URLSearchParams({
    left: round(extent.left),
    top: round(extent.top),
    right: round(extent.right),
    bottom: round(extent.bottom),
  });
  return `?${query}`;
}

/**
 * GET /api/datasource/{id}: a map layer's features (doc 1 §7), for a live layer within the
 * visible extent. The service worker keeps each answer for offline use. Asked from inside the
 * form: a refusal only fails the field. The features are checked at a glance, not parsed one by
 * one (ZDatasourceFeaturesBulk: a preloaded layer holds up to 100,000).
 */
export function datasourceFeaturesQuery(
  datasourceId: string,
  extent?: TFeatureExtent,
  guestId?: string,
) {
  const url = `${datasourcePath(datasourceId, guestId)}${extentQuery(extent)}`;
  return queryOptions({
    queryKey: ['fill', 'datasource', datasourceId, 'features', url] as const,
    queryFn: (context) =>
      apiRequest(url, ZDatasourceFeaturesBulk, { signal: context.signal, intent: 'in-form' }),
    // A live layer keeps its features on screen while the next extent loads.
    placeholderData: extent ? keepPreviousData : undefined,
  });
}
