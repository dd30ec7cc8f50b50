import { useQuery } from '@tanstack/react-query';
import type { TClientRef } from '../../session';
import { clientInfoQuery, useCurrentUser } from '../../session';

/** The current client, and whether its info says the user must still accept its terms. */
export function useTermsRequired(): { client: TClientRef | null; required: boolean } {
  const client = useCurrentUser()?.currentClient ?? null;
  const info = useQuery({ ...clientInfoQuery(client?.id ?? 0), enabled: client !== null });
  return { client, required: client !== null && info.data?.terms_and_conditions_required === true };
}
