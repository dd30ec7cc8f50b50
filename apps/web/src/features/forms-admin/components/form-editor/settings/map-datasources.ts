/** The two kinds of datasource (doc 3 §Datasources): search lists and map feature layers. */
export type TDatasourceType = 'search' | 'map_features';

/** A datasource a picker offers: its id as the API hands it out and its name. */
export type TDatasourceOption = { id: string | number; name: string };

const NONE: readonly TDatasourceOption[] = [];

/**
 * The client's datasources of `type` for the settings pickers. This product has no datasource
 * API yet (it comes with the datasources issue); until then the list is empty and the pickers say
 * so, keeping an id an element already has. The future call is doc 3 §7
 * `GET api/datasource/list/{type}/{client_id}` (id, name), as a TanStack query keyed by type and
 * client.
 */
export function useDatasources(
  _type: TDatasourceType,
  _clientId: number | null,
): { datasources: readonly TDatasourceOption[]; isLoading: boolean } {
  return { datasources: NONE, isLoading: false };
}
