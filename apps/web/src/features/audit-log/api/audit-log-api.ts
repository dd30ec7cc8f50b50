import { ZAuditLogPage } from '@eform/core/api/audit';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, queryIntent } from '../../../lib/http/api-client';
import { fetchFileBlob } from '../../../lib/http/file-blob';
import { auditQuery, type TAuditFilters } from '../lib/audit-filters';

/** Where a log is read: one client's, or the admins' across clients. */
export type TAuditScope = { kind: 'client'; clientId: string } | { kind: 'admin' };

function basePath(scope: TAuditScope): string {
  return scope.kind === 'client'
    ? `/api/clients/${encodeURIComponent(scope.clientId)}/audit-log`
    : '/api/admin/audit-log';
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Pages of the log, newest first; 'Meer laden' fetches the next page. */
export function auditLogQuery(scope: TAuditScope, filters: TAuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['audit-log', scope, filters] as const,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal, client, queryKey }) =>
      apiRequest(withQuery(basePath(scope), auditQuery(filters, pageParam)), ZAuditLogPage, {
        signal,
        intent: queryIntent({ client, queryKey }),
      }),
    getNextPageParam: (last) => last.next_page ?? undefined,
    // Every read is logged: no refetch on focus writes entries nobody asked for.
    refetchOnWindowFocus: false,
  });
}

/** The CSV of the filtered log, fetched with the session's key. */
export function fetchAuditCsv(scope: TAuditScope, filters: TAuditFilters): Promise<Blob> {
  return fetchFileBlob(withQuery(`${basePath(scope)}/export`, auditQuery(filters)), {
    intent: 'action',
  });
}
