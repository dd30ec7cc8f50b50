import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { clientInfoQuery } from '../../../session';

/**
 * The client of the path (/clients/:client_id/...) and the signed-in user's permissions there:
 * an admin may open any client, not only the current one, so the screens ask about this one.
 * `permissions` is null while unknown.
 */
export function usePathClient(): { clientId: string; permissions: readonly string[] | null } {
  const clientId = useParams().client_id ?? '';
  const numeric = /^\d+$/.test(clientId) ? Number(clientId) : null;
  const info = useQuery({ ...clientInfoQuery(numeric ?? 0), enabled: numeric !== null });
  return { clientId, permissions: info.data?.permissions ?? null };
}

/** The path of a screen of the client area of `clientId` ('' is the overview). */
export function clientPath(clientId: string, rest: string): string {
  return `/clients/${encodeURIComponent(clientId)}/${rest}`;
}
