import { type TDatasourceType, ZDatasourceOptions } from '@eform/core/api/datasources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/http/api-client';

export type { TDatasourceType };

/** A datasource a picker offers: its id as the API hands it out and its name. */
export type TDatasourceOption = { id: string | number; name: string };

const NONE: readonly TDatasourceOption[] = [];

/**
 * GET api/datasource/list/{type}/{client_id} (doc 3 §7): id and name of the client's datasources
 * of `type`, by name. Keyed under 'datasources' so the datasource screens' saves refresh it.
 */
export function datasourceOptionsQuery(type: TDatasourceType, clientId: number) {
  return queryOptions({
    queryKey: ['datasources', 'options', type, clientId] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/datasource/list/${type}/${clientId}`, ZDatasourceOptions, {
        signal,
        intent: 'background',
      }),
  });
}

/**
 * The client's datasources of `type` for the settings pickers; empty (and not loading) without a
 * client or when the call fails, so the pickers say there are none and keep an id an element
 * already has.
 */
export function useDatasources(
  type: TDatasourceType,
  clientId: number | null,
): { datasources: readonly TDatasourceOption[]; isLoading: boolean } {
  const query = useQuery({
    ...datasourceOptionsQuery(type, clientId ?? 0),
    enabled: clientId !== null,
  });
  return { datasources: query.data ?? NONE, isLoading: query.isPending && clientId !== null };
}
