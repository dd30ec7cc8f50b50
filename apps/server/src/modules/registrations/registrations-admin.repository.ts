import { and, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  files,
  registrationCounts,
  registrationReviews,
  registrationSubmits,
  registrations,
  registrationVersions,
  users,
} from '../../db/schema';
import { isUuid } from '../access';
import type { TRegistrationListSql } from './registration-filters';

/** The form's counters (registration_counts): per status, live or trashed, and their stamps. */
export function findFormCounts(db: TDb, clientId: number, formId: number) {
  return db
    .select({
      status: registrationCounts.status,
      trashed: registrationCounts.trashed,
      count: registrationCounts.count,
      stamp: registrationCounts.stamp,
    })
    .from(registrationCounts)
    .where(and(eq(registrationCounts.clientId, clientId), eq(registrationCounts.formId, formId)));
}

/** How many registrations the list's WHERE holds (filtered lists; the rest use the counters). */
export async function countListed(db: TDb, list: TRegistrationListSql): Promise<number> {
  const [row] = await db.select({ n: count() }).from(registrations).where(list.where);
  return row?.n ?? 0;
}

/**
 * The lowest and highest serial number of the form (trashed or not; its unique key answers
 * both), undefined when it has no registrations.
 */
export async function findSerialExtent(db: TDb, clientId: number, formId: number) {
  const [row] = await db
    .select({
      min: sql<number | null>`min(${registrations.serialNumber})`,
      max: sql<number | null>`max(${registrations.serialNumber})`,
    })
    .from(registrations)
    .where(and(eq(registrations.clientId, clientId), eq(registrations.formId, formId)));
  if (row?.min == null || row.max == null) return undefined;
  return { min: row.min, max: row.max };
}

/**
 * One page of the list. The page's ids come first from the list's index alone (an index-only
 * scan skips `offset` entries without reading a row: a deep page costs the index, not the
 * table), then only those rows are read, with their sender's e-mail.
 *
 * `readRange`: the list's rows are read whole (with their sort key) by its WHERE, and then
 * sorted, instead of walking the sort's index. For a narrow serial range (the service decides):
 * the serial index finds its few rows at once, where the walk of the date index would pass every
 * row registered after the range first. The subquery's `offset 0` keeps it apart from the
 * outer ORDER BY ... LIMIT (PostgreSQL plans it for all of its rows, not the first page's).
 */
export function listPage(
  db: TDb,
  clientId: number,
  list: TRegistrationListSql,
  limit: number,
  offset: number,
  readRange = false,
) {
  const page = readRange
    ? rangePage(db, list, limit, offset)
    : db
        .select({ id: sql<number>`${registrations.id}`.as('page_id') })
        .from(registrations)
        .where(list.where)
        .orderBy(...list.orderBy)
        .limit(limit)
        .offset(offset)
        .as('page');
  return db
    .select({ registration: registrations, username: users.email })
    .from(page)
    .innerJoin(
      registrations,
      and(eq(registrations.clientId, clientId), eq(registrations.id, page.id)),
    )
    .leftJoin(users, eq(users.id, registrations.userId))
    .orderBy(...list.orderBy);
}

/** The page's ids from all of the list's rows, sorted (listPage's `readRange`). */
function rangePage(db: TDb, list: TRegistrationListSql, limit: number, offset: number) {
  const matches = sql`(select ${registrations.id} as id, ${list.sort.key} as sort_key
    from ${registrations} where ${list.where} offset 0) as matches`;
  const direction = sql.raw(list.sort.descending ? 'desc' : 'asc');
  return db
    .select({ id: sql<number>`matches.id`.as('page_id') })
    .from(matches)
    .orderBy(sql`matches.sort_key ${direction}`, sql`matches.id ${direction}`)
    .limit(limit)
    .offset(offset)
    .as('page');
}

/** The registration `uuid` of the form, trashed or not; undefined when there is none. */
export async function findFormRegistration(
  db: TDb,
  clientId: number,
  formId: number,
  uuid: string,
) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db
    .select({
      id: registrations.id,
      deletedAt: registrations.deletedAt,
      status: registrations.status,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.uuid, uuid.toLowerCase()),
        eq(registrations.formId, formId),
      ),
    );
  return row;
}

/** Moves a registration to the trash (now) or out of it; nothing when it is there already. */
export async function setTrashed(
  db: TDb,
  clientId: number,
  id: number,
  trashed: boolean,
): Promise<void> {
  await db
    .update(registrations)
    .set({ deletedAt: trashed ? sql`now()` : null })
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.id, id),
        trashed ? isNull(registrations.deletedAt) : isNotNull(registrations.deletedAt),
      ),
    );
}

/**
 * Deletes the registrations `doomed` selects (a query of `client_id, id`: one batch, locked with
 * `for update skip locked` so two runs never wait on each other) and their submit, review and version rows, in one
 * statement, and releases their files for the upload purge (no registration, created at the
 * epoch), which removes them and their bytes when nobody else holds those. THE way the trash
 * purge and the retention run delete registrations: answers how many of each went.
 */
export async function deleteRegistrationBatch(db: TDb, doomed: SQL) {
  const result = await db.execute<{ registrations: number; files: number }>(sql`
    with doomed as (${doomed}), released as (
      update ${files} f
      set form_id = null, registration_id = null, uploaded_by = null, created_at = 'epoch'
      from doomed d
      where f.client_id = d.client_id and f.registration_id = d.id
      returning 1
    ), submits as (
      delete from ${registrationSubmits} s using doomed d
      where s.client_id = d.client_id and s.registration_id = d.id
    ), reviews as (
      delete from ${registrationReviews} v using doomed d
      where v.client_id = d.client_id and v.registration_id = d.id
    ), versions as (
      delete from ${registrationVersions} v using doomed d
      where v.client_id = d.client_id and v.registration_id = d.id
    ), gone as (
      delete from ${registrations} r using doomed d
      where r.client_id = d.client_id and r.id = d.id
      returning 1
    )
    select (select count(*) from gone)::int as registrations,
      (select count(*) from released)::int as files`);
  const [row] = result.rows;
  return { registrations: row?.registrations ?? 0, files: row?.files ?? 0 };
}

/** Deletes up to `limit` registrations trashed before `before` (oldest first), with their files. */
export function deleteTrashedBefore(db: TDb, before: Date, limit: number) {
  return deleteRegistrationBatch(
    db,
    sql`select client_id, id from ${registrations}
      where deleted_at is not null and deleted_at < ${before}
      order by deleted_at
      limit ${limit}
      for update skip locked`,
  );
}

/**
 * Deletes these registrations of the client for good, trashed or not (a subject's erasure, issue
 * 34), the same way the trash purge does: their files released, their submit rows gone.
 */
export async function deleteClientRegistrations(
  db: TDb,
  clientId: number,
  registrationIds: readonly number[],
) {
  if (registrationIds.length === 0) return { registrations: 0, files: 0 };
  const ids = sql`${`{${registrationIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
  return deleteRegistrationBatch(
    db,
    sql`select client_id, id from ${registrations}
      where client_id = ${clientId} and id = any(${ids})
      for update`,
  );
}

/**
 * Deletes a form's registrations and their submit, review and version rows (none has a foreign
 * key to them), on the form deletion's transaction.
 */
export async function deleteFormRegistrations(
  tx: TDb,
  clientId: number,
  formId: number,
): Promise<void> {
  const ofForm = and(eq(registrations.clientId, clientId), eq(registrations.formId, formId));
  for (const table of [registrationSubmits, registrationReviews, registrationVersions]) {
    await tx
      .delete(table)
      .where(
        and(
          eq(table.clientId, clientId),
          inArray(
            table.registrationId,
            tx.select({ id: registrations.id }).from(registrations).where(ofForm),
          ),
        ),
      );
  }
  await tx.delete(registrations).where(ofForm);
}
