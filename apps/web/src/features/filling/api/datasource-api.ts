import { ZDatasourceSearchItems } from '@eform/core/api/datasources';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { enc } from './fill-api';

/**
 * GET /api/datasource/{id}: a search element's options or a map layer's features (doc 1 §7); a
 * form filled through a guest link reads them through it (GET
 * /api/guest/form/{guest_id}/datasource/{id}, the same answers), as no one is signed in.
 */
export const datasourcePath = (datasourceId: string | number, guestId: string | undefined) =>
  guestId
    ? `/api/guest/form/${enc(guestId)}/datasource/${enc(String(datasourceId))}`
    : `/api/datasource/${enc(String(datasourceId))}`;

/**
 * GET /api/datasource/{id}?format=search: a search element's options (doc 1 §7), every item of
 * a list the device may keep (`complete`), else the first by name; with `q` the server's search
 * (the first matches by name), while the filler types. The service worker keeps the answers,
 * so a whole list is there offline once loaded. Asked from inside the form ('in-form'): a
 * refusal only fails the field, the filler stays in the form.
 */
export function datasourceSearchQuery(datasourceId: string | number, guestId?: string, q = '') {
  const query = new URLSearchParams(q ? { format: 'search', q } : { format: 'search' });
  const url = `${datasourcePath(datasourceId, guestId)}?${query}`;
  return queryOptions({
    queryKey: ['fill', 'datasource', String(datasourceId), 'search', url] as const,
    queryFn: (context) =>
      apiRequest(url, ZDatasourceSearchItems, { signal: context.signal, intent: 'in-form' }),
    // The last results stay listed while the next query's load.
    placeholderData: q ? keepPreviousData : undefined,
  });
}
