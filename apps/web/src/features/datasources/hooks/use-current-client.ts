import type { TDatasourceType } from '@eform/core/api/datasources';
import { useQuery } from '@tanstack/react-query';
import { clientInfoQuery, useCurrentUser } from '../../session';

/** The module a map_features datasource needs (doc 3 §2 premium wall). */
const MAP_MODULE = 'map_element';

/**
 * The session's current client, whose datasources the screens show (doc 3 §2); `id` is null for
 * a user without a client. `locked(type)`: a map layer while the client has no 'map_element'
 * module (false until its modules are known, so the premium wall never flashes).
 */
export function useCurrentClient(): {
  id: number | null;
  locked: (type: TDatasourceType) => boolean;
} {
  const clientId = useCurrentUser()?.currentClient?.id ?? null;
  const info = useQuery({ ...clientInfoQuery(clientId ?? 0), enabled: clientId !== null });
  const modules = info.data?.modules;
  return {
    id: clientId,
    locked: (type) =>
      type === 'map_features' && modules !== undefined && !modules.includes(MAP_MODULE),
  };
}
