import { ZDatasourceSearchItems } from '@eform/core/api/datasources';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';
import { enc } from './fill-api';

/**
 * GET /api/datasource/{id}?format=search: a search element's options (doc 1 §7). The service
 * worker keeps the answer, so the options are there offline once loaded. Asked from inside the
 * form ('in-form'): a refusal only fails the field, the filler stays in the form.
 */
export function datasourceSearchQuery(datasourceId: string | number) {
  return queryOptions({
    queryKey: ['fill', 'datasource', String(datasourceId), 'search'] as const,
    queryFn: (context) =>
      apiRequest(
        `/api/datasource/${enc(String(datasourceId))}?format=search`,
        ZDatasourceSearchItems,
        {
          signal: context.signal,
          intent: 'in-form',
        },
      ),
    select: (answer) => answer.json,
  });
}
