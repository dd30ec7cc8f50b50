import { ZLoginAttackList } from '@eform/core/api/login-attacks';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http/api-client';

// The rate limit's window is 15 minutes: a minute's delay in noticing an attack is fine.
const REFRESH_MS = 60_000;

/** GET /api/admin/login-attacks: accounts under sign-in attack (admins only). */
export function loginAttacksQuery() {
  return queryOptions({
    queryKey: ['admin', 'login-attacks'] as const,
    queryFn: (context) =>
      // A side notice of the dashboard: a refusal must not toast or leave the page.
      apiRequest('/api/admin/login-attacks', ZLoginAttackList, {
        signal: context.signal,
        intent: 'background',
      }),
    refetchInterval: REFRESH_MS,
  });
}
