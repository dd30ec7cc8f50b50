import type { TAdminAuditLogQuery, TAuditLogQuery } from '@eform/core/api/audit';
import { AUDIT_LOG_PAGE_SIZE } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import { CLIENTS_MESSAGES } from '@eform/core/messages/clients';
import { ts } from '@eform/core/messages/server-only';
import { hasPermission, permissionsForRoles } from '@eform/core/permissions';
import { CSV_BOM, csvRecord } from '../../csv/csv';
import type { TDb } from '../../db/client';
import type { TTenant } from '../access';
import { type TAccount, userRoles } from '../current-user';
import {
  deleteAuditEntriesBefore,
  listAuditEntries,
  type TAuditFilter,
  type TAuditRow,
} from './audit.repository';

/** Rows the CSV export reads per query: memory stays flat however long the log is. */
const CSV_PAGE_ROWS = 1000;
/** Rows the retention purge deletes per statement, so no statement holds many locks long. */
export const AUDIT_PURGE_BATCH = 5000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A page of entries and the number of the next one (null on the last). */
export interface TAuditPage {
  rows: TAuditRow[];
  nextPage: number | null;
}

function filterOf(query: TAuditLogQuery, clientId: number | undefined): TAuditFilter {
  return {
    clientId,
    registrationUuid: query.registration_id?.toLowerCase(),
    userId: query.user_id,
    action: query.action,
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  };
}

async function readPage(db: TDb, filter: TAuditFilter, page: number): Promise<TAuditPage> {
  // One row more than a page tells whether another page follows, without counting.
  const rows = await listAuditEntries(
    db,
    filter,
    AUDIT_LOG_PAGE_SIZE + 1,
    (page - 1) * AUDIT_LOG_PAGE_SIZE,
  );
  const more = rows.length > AUDIT_LOG_PAGE_SIZE;
  return { rows: rows.slice(0, AUDIT_LOG_PAGE_SIZE), nextPage: more ? page + 1 : null };
}

/**
 * A page of one client's log. The tenant was resolved for 'eform view audit log' (client
 * managers and admins), so the filter is always scoped to its client.
 */
export function readClientAuditLog(
  db: TDb,
  tenant: TTenant,
  query: TAuditLogQuery,
): Promise<TAuditPage> {
  return readPage(db, filterOf(query, tenant.client.id), query.page);
}

/** FORBIDDEN unless the account may manage all clients (admins). */
export function assertAuditAdmin(user: TAccount): void {
  if (!hasPermission(permissionsForRoles(userRoles(user)), 'eform manage all clients')) {
    throw new DomainError('FORBIDDEN');
  }
}

/** A page of the log across clients, for admins; `client_id` narrows it to one. */
export function readAdminAuditLog(
  db: TDb,
  user: TAccount,
  query: TAdminAuditLogQuery,
): Promise<TAuditPage> {
  assertAuditAdmin(user);
  return readPage(db, filterOf(query, query.client_id), query.page);
}

/** The filter of a client's CSV export (same filters as its list). */
export function clientCsvFilter(tenant: TTenant, query: TAuditLogQuery): TAuditFilter {
  return filterOf(query, tenant.client.id);
}

/** The filter of the admins' CSV export. */
export function adminCsvFilter(user: TAccount, query: TAdminAuditLogQuery): TAuditFilter {
  assertAuditAdmin(user);
  return filterOf(query, query.client_id);
}

/**
 * The CSV of the entries matching `filter`, newest first, as lines to stream: a BOM and the
 * Dutch header first, then a page of rows at a time through the one CSV writer.
 */
export async function* auditCsvLines(db: TDb, filter: TAuditFilter): AsyncGenerator<string> {
  yield CSV_BOM +
    csvRecord([
      ts('server.audit.csv.at'),
      ts('server.audit.csv.user'),
      ts('server.audit.csv.action'),
      ts('server.audit.csv.object'),
      ts('server.audit.csv.id'),
      ts('server.audit.csv.address'),
    ]);
  for (let offset = 0; ; offset += CSV_PAGE_ROWS) {
    const rows = await listAuditEntries(db, filter, CSV_PAGE_ROWS, offset);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRecord([
          row.at.toISOString(),
          row.userName ?? '',
          actionLabel(row.action),
          row.objectType,
          row.objectId,
          row.address ?? '',
        ]),
      )
      .join('');
    if (rows.length < CSV_PAGE_ROWS) return;
  }
}

/** The Dutch label of an action (the screens' own), or the action itself for an unknown one. */
export function actionLabel(action: string): string {
  const labels: Record<string, string> = CLIENTS_MESSAGES;
  return labels[`audit.action.${action}`] ?? action;
}

/**
 * The retention purge: deletes entries older than `retentionDays`, a batch at a time until
 * none is left; answers how many went.
 */
export async function purgeExpiredAuditEntries(
  db: TDb,
  retentionDays: number,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const deleted = await deleteAuditEntriesBefore(db, before, AUDIT_PURGE_BATCH);
    total += deleted;
    if (deleted < AUDIT_PURGE_BATCH) return total;
  }
}
