import { hasPermission, type TPermission } from '@eform/core/permissions';
import { useQuery } from '@tanstack/react-query';
import { clientInfoQuery } from '../api/session-queries';
import { buildAccess, type TAccess } from '../lib/access';
import { useCurrentUser } from './use-current-user';

export type TAccessState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | ({ status: 'ready' } & TAccess);

/**
 * Roles and permissions of the signed-in user in the current client. 'loading' while the client
 * info is on its way (after a reload or a client switch): guards wait instead of guessing.
 */
export function useAccess(): TAccessState {
  const current = useCurrentUser();
  const clientId = current?.currentClient?.id ?? null;
  const clientInfo = useQuery({
    ...clientInfoQuery(clientId ?? 0),
    enabled: current !== null && clientId !== null,
  });
  if (!current) return { status: 'signed-out' };
  // Loading until the first answer or failure only. A failed query is asked again when another
  // screen mounts its own observer (retryOnMount) and is then pending again: the guards turned
  // that into 'loading', unmounted the screen, the failure remounted it, and so on for good (a
  // reload offline without a copy spun forever, issue 30).
  if (clientId !== null && clientInfo.isPending && clientInfo.errorUpdateCount === 0) {
    return { status: 'loading' };
  }
  // A failed client info answer leaves the account's own roles, so the shell still works.
  return { status: 'ready', ...buildAccess(current.roles, clientInfo.data ?? null) };
}

/**
 * Whether the user holds a permission in the current client; false while it is not known yet,
 * so an action appears once it is allowed rather than flashing and vanishing.
 */
export function useCan(): (permission: TPermission) => boolean {
  const access = useAccess();
  return (permission) => access.status === 'ready' && hasPermission(access.permissions, permission);
}
