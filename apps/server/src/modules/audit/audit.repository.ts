import type { TAuditAction } from '@eform/core/api/audit';
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One entry to write: who did what to which object, in which client, from where. */
export interface TAuditRecord {
  clientId: number | null;
  userId: number | null;
  /** The user's name as it is now, so a removed or renamed user still shows as he acted. */
  userName: string | null;
  action: TAuditAction;
  objectType: string;
  objectId: string;
  registrationUuid?: string | null;
  formId?: number | null;
  address: string | null;
  details?: Record<string, unknown> | null;
  /** When it happened; the moment recordAudit is called when not given. */
  at?: Date;
}

/** Writes a batch of entries with one multi-row INSERT. */
export async function insertAuditEntries(db: TDb, entries: readonly TAuditRecord[]): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      at: e.at,
      clientId: e.clientId,
      userId: e.userId,
      userName: e.userName,
      action: e.action,
      objectType: e.objectType,
      objectId: e.objectId,
      registrationUuid: e.registrationUuid ?? null,
      formId: e.formId ?? null,
      address: e.address,
      details: e.details ?? null,
    })),
  );
}

/** The filters of a read; clientId undefined reads across clients (admins only). */
export interface TAuditFilter {
  clientId?: number;
  registrationUuid?: string;
  userId?: number;
  action?: string;
  from?: Date;
  to?: Date;
}

/** A row of the log as read. */
export type TAuditRow = typeof auditLog.$inferSelect;

/** Entries matching the filter, newest first, `limit` from `offset`. */
export function listAuditEntries(
  db: TDb,
  filter: TAuditFilter,
  limit: number,
  offset: number,
): Promise<TAuditRow[]> {
  const where = and(
    filter.clientId === undefined ? undefined : eq(auditLog.clientId, filter.clientId),
    filter.registrationUuid === undefined
      ? undefined
      : eq(auditLog.registrationUuid, filter.registrationUuid),
    filter.userId === undefined ? undefined : eq(auditLog.userId, filter.userId),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.from === undefined ? undefined : gte(auditLog.at, filter.from),
    filter.to === undefined ? undefined : lt(auditLog.at, filter.to),
  );
  return db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Deletes up to `batch` entries written before `before` (the retention purge); answers how many.
 * The table's trigger refuses any row younger than its hard floor, whatever `before` says.
 */
export async function deleteAuditEntriesBefore(
  db: TDb,
  before: Date,
  batch: number,
): Promise<number> {
  const result = await db.execute(sql`
    delete from ${auditLog} where ${auditLog.id} in (
      select ${auditLog.id} from ${auditLog} where ${auditLog.at} < ${before} limit ${batch}
    )`);
  return result.rowCount ?? 0;
}
