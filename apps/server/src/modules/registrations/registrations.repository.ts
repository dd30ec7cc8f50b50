import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDb } from '../../db/client';
import {
  clients,
  creditUsages,
  formRevisions,
  forms,
  guestSubmitWindows,
  memberships,
  registrationSerialSequence,
  registrationSubmits,
  registrations,
  users,
} from '../../db/schema';
import { takeCreditSql } from '../credits/credits.repository';
import { fillableBy } from '../forms/forms.repository';
import { registrationSentJobSql } from './registration-jobs';

export type TRegistrationRow = typeof registrations.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a uuid (path ids are checked before any query). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** Forms whose serial sequence is known to exist (per process; creating it is idempotent). */
const knownSequences = new Set<number>();

/**
 * Creates the form's serial sequence when missing, outside any transaction: a sequence is no row
 * a submit waits on (nextval never blocks and is never rolled back). Two servers creating it at
 * once may race on the catalogue; the loser's error means it exists.
 */
export async function ensureSerialSequence(db: TDb, formId: number): Promise<void> {
  if (knownSequences.has(formId)) return;
  try {
    await db.execute(
      sql`create sequence if not exists ${sql.identifier(registrationSerialSequence(formId))}`,
    );
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code;
    if (code !== '23505' && code !== '42P07' && (error as { code?: string }).code !== '23505') {
      throw error;
    }
  }
  knownSequences.add(formId);
}

/** The next serial number of the form's registrations. */
export async function nextSerialNumber(tx: TDb, formId: number): Promise<number> {
  const sequence = registrationSerialSequence(formId);
  const result = await tx.execute<{ n: string }>(sql`select nextval(${sequence}::regclass) as n`);
  return Number(result.rows[0]?.n);
}

/**
 * Stores a new registration and the submit that made it in one statement. Undefined when the
 * fill_token was sent before (the caller rolls back: nothing is kept).
 */
export async function insertRegistration(
  tx: TDb,
  row: typeof registrations.$inferInsert,
  fillToken: string,
): Promise<{ id: number; uuid: string } | undefined> {
  const result = await tx.execute<{ id: string; uuid: string; accepted: boolean }>(sql`
    with r as (
      insert into ${registrations} (client_id, form_id, form_revision, serial_number, name,
        user_id, status, phase, assigned_user_id, visible_state_transition, values,
        registered_at, updated_at)
      values (${row.clientId}, ${row.formId}, ${row.formRevision}, ${row.serialNumber},
        ${row.name}, ${row.userId ?? null}, ${row.status}, ${row.phase ?? null},
        ${row.assignedUserId ?? null}, ${row.visibleStateTransition ?? null},
        ${JSON.stringify(row.values)}::jsonb, ${row.registeredAt}, ${row.registeredAt})
      returning id, uuid, client_id
    ), s as (
      insert into ${registrationSubmits} (client_id, fill_token, registration_id)
      select client_id, ${fillToken}, id from r
      on conflict do nothing
      returning 1
    )
    select r.id, r.uuid, exists (select 1 from s) as accepted from r`);
  const found = result.rows[0];
  if (!found?.accepted) return undefined;
  return { id: Number(found.id), uuid: found.uuid };
}

/**
 * Stands for the serial number in a name computed before the number is known: the submit
 * statement replaces it with the number nextval gives (see {@link submitRegistrationRows}).
 */
export const SERIAL_PLACEHOLDER = '\uE000serial\uE000';

/**
 * What a submit checked its form and access against when that came from a cache: the submit
 * statement stores nothing unless they still hold (see {@link submitRegistrationRows}).
 */
export interface TSubmitGuard {
  formId: number;
  /** The revision whose schema the values were checked with. */
  revision: number;
  userId: number;
  /** The user's roles in the form's client then (null: no member, an admin). */
  membershipRoles: readonly string[] | null;
  /** The user manages no forms there: the form must be shared with them or their group. */
  mustBeShared: boolean;
}

/** The guard as one boolean expression (the checks formForUser made, as of now). */
function guardSql(guard: TSubmitGuard): SQL {
  const roles = JSON.stringify(guard.membershipRoles === null ? null : [...guard.membershipRoles]);
  return sql`exists (select 1 from ${forms}
    where ${forms.id} = ${guard.formId} and ${forms.revision} = ${guard.revision}
      and ${forms.publishedAt} is not null
      and coalesce((select to_jsonb(m.roles) from ${memberships} m
        where m.client_id = ${forms.clientId} and m.user_id = ${guard.userId}), 'null'::jsonb)
        = ${roles}::jsonb
      ${guard.mustBeShared ? sql`and ${fillableBy(guard.userId)}` : sql``})`;
}

/** What {@link submitRegistrationRows} stores besides the row's own columns. */
export interface TSubmitRow {
  row: Omit<typeof registrations.$inferInsert, 'serialNumber' | 'registeredAt' | 'updatedAt'>;
  /** The serial number when taken before (autoIncrement values hold it); null: nextval here. */
  serialNumber: number | null;
  fillToken: string;
  /** Queue the 'registration.sent' job (pg-boss is installed). */
  queue: boolean;
  /** Checks that must still hold (the form and access came from a cache). */
  guard?: TSubmitGuard;
  /** When it was sent: registered_at, updated_at and the credit's used_at. */
  at: Date;
}

/** What the submit statement did for one row: stored (`stored`), or why not. */
export type TSubmitOutcome =
  | { stored: { id: number; uuid: string; serialNumber: number } }
  /** The guard failed: the cached form or access is out of date; nothing stored. */
  | { stale: true }
  /** No unlocked credit slot with enough credits; nothing stored. */
  | { noCredit: true };

/** Whether an error is the unique violation of a fill_token sent before. */
export function isFillTokenConflict(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; table?: string } }).cause ?? error;
  const { code, table } = cause as { code?: string; table?: string };
  return code === '23505' && table === 'registration_submits';
}

const dialect = new PgDialect();

/**
 * Runs a statement as a named (prepared) statement of its connection: PostgreSQL parses and
 * plans each of the few submit statement variants once per connection instead of on every
 * submit. The name is the hash of the text; the parameters differ per call. A transaction handle
 * (no pool) runs it unnamed.
 */
async function executeNamed<T extends pg.QueryResultRow>(db: TDb, query: SQL): Promise<T[]> {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!(pool instanceof pg.Pool)) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `eform_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  return (await pool.query<T>({ name, text, values: params })).rows;
}

/**
 * Rows that may share one submit statement: one client, form and revision, the same guard and
 * queue choice (see submit-batcher.ts).
 */
export function submitBatchKey(submit: TSubmitRow): string {
  const { row, guard, queue } = submit;
  return JSON.stringify([row.clientId, row.formId, row.formRevision, queue, guard ?? null]);
}

/**
 * New registrations sent, as ONE statement (autocommit, so no BEGIN/COMMIT round trips and no
 * lock held while the server waits on the network), for one or more rows of the same
 * {@link submitBatchKey}: as many credits as rows taken from one free slot (see takeCreditSql),
 * per row the serial number from the form's sequence (unless given), the registration with its
 * name (SERIAL_PLACEHOLDER replaced by the number), the submit row of its fill_token, the credit
 * usage and the 'registration.sent' job. Everything hangs off the credit: when no slot has enough
 * left, or the guard fails, nothing is stored. A fill_token sent before violates
 * registration_submits' key, which aborts the whole statement (see {@link isFillTokenConflict}).
 * The rows travel as one JSON parameter, so the text is the same for any number of rows: a
 * prepared statement per connection.
 */
export async function submitRegistrationRows(
  db: TDb,
  submits: readonly TSubmitRow[],
): Promise<TSubmitOutcome[]> {
  const [first] = submits;
  if (!first) return [];
  const { clientId, formId, formRevision } = first.row;
  const earliest = new Date(Math.min(...submits.map((submit) => submit.at.getTime())));
  const items = JSON.stringify(
    submits.map((submit) => ({
      serial: submit.serialNumber,
      name: submit.row.name,
      user_id: submit.row.userId ?? null,
      status: submit.row.status,
      phase: submit.row.phase ?? null,
      assigned: submit.row.assignedUserId ?? null,
      transition: submit.row.visibleStateTransition ?? null,
      values: submit.row.values,
      token: submit.fillToken,
      at: submit.at.toISOString(),
    })),
  );
  const guard = first.guard ? guardSql(first.guard) : sql`true`;
  const job = first.queue ? sql`, job as (${registrationSentJobSql('reg')})` : sql``;
  const sequence = registrationSerialSequence(formId);
  const rows = await executeNamed<{
    ok: boolean;
    ord: string | null;
    id: string | null;
    uuid: string | null;
    serial_number: string | null;
  }>(
    db,
    sql`
    with guard as (select ${guard} as ok),
    credit as (${takeCreditSql(clientId, earliest, sql`(select ok from guard)`, submits.length)}),
    items as (
      select i.*, coalesce(i.serial, nextval(${sequence}::regclass)) as serial_number,
        gen_random_uuid() as uuid
      from rows from (jsonb_to_recordset(${items}::jsonb) as (serial bigint, name text,
        user_id int, status text, phase text, assigned int, transition text, values jsonb,
        token text, at timestamptz)) with ordinality as i
      where exists (select 1 from credit)
    ),
    reg as (
      insert into ${registrations} (uuid, client_id, form_id, form_revision, serial_number, name,
        user_id, status, phase, assigned_user_id, visible_state_transition, values,
        registered_at, updated_at)
      select uuid, ${clientId}::int, ${formId}::int, ${formRevision}::int, serial_number,
        replace(name, ${SERIAL_PLACEHOLDER}::text, serial_number::text), user_id, status, phase,
        assigned, transition, values, at, at
      from items
      returning id, uuid, client_id, serial_number
    ), submit as (
      insert into ${registrationSubmits} (client_id, fill_token, registration_id)
      select reg.client_id, items.token, reg.id from reg join items using (uuid)
    ), usage as (
      insert into ${creditUsages} (client_id, credit_id, registration_id, used_at)
      select reg.client_id, credit.credit_id, reg.id, items.at
      from reg join items using (uuid) cross join credit
    )${job}
    select guard.ok, stored.ordinality as ord, stored.id, stored.uuid, stored.serial_number
    from guard left join (select items.ordinality, reg.* from reg join items using (uuid)) stored
      on true`,
  );
  if (!rows[0]?.ok) return submits.map(() => ({ stale: true }));
  const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
  return submits.map((_, index) => {
    const found = byOrdinal.get(index + 1);
    if (!found?.id || !found.uuid || found.serial_number === null) return { noCredit: true };
    return {
      stored: { id: Number(found.id), uuid: found.uuid, serialNumber: Number(found.serial_number) },
    };
  });
}

/** Whether the client's fill_token was sent before. */
export async function isFillTokenUsed(db: TDb, clientId: number, fillToken: string) {
  const [row] = await db
    .select({ id: registrationSubmits.registrationId })
    .from(registrationSubmits)
    .where(
      and(eq(registrationSubmits.clientId, clientId), eq(registrationSubmits.fillToken, fillToken)),
    );
  return row !== undefined;
}

/** Records a submit that continued a draft; false when the fill_token was sent before. */
export async function insertSubmit(
  tx: TDb,
  clientId: number,
  fillToken: string,
  registrationId: number,
): Promise<boolean> {
  const rows = await tx
    .insert(registrationSubmits)
    .values({ clientId, fillToken, registrationId })
    .onConflictDoNothing()
    .returning({ id: registrationSubmits.registrationId });
  return rows.length === 1;
}

/** A live registration of the form by its _id, locked for a continuing submit. */
export async function findDraftForUpdate(
  tx: TDb,
  clientId: number,
  formId: number,
  uuid: string,
): Promise<TRegistrationRow | undefined> {
  if (!isUuid(uuid)) return undefined;
  const [row] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.uuid, uuid.toLowerCase()),
        eq(registrations.formId, formId),
        isNull(registrations.deletedAt),
      ),
    )
    .for('update');
  return row;
}

export async function updateDraft(
  tx: TDb,
  clientId: number,
  id: number,
  values: Partial<typeof registrations.$inferInsert>,
): Promise<void> {
  await tx
    .update(registrations)
    .set(values)
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, id)));
}

/** Whether the user is a member of the client (a workflow assignee must be). */
export async function isClientMember(db: TDb, clientId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
  return row !== undefined;
}

/** The live registration with this _id, with its form and the filler's e-mail. */
export async function findRegistrationByUuid(db: TDb, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db
    .select({ registration: registrations, form: forms, username: users.email })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(and(eq(registrations.uuid, uuid.toLowerCase()), isNull(registrations.deletedAt)));
  return row;
}

/** The schema and rules of the form revision a registration was filled on. */
export async function findRevisionContent(db: TDb, formId: number, revision: number) {
  const [row] = await db
    .select({ content: formRevisions.content })
    .from(formRevisions)
    .where(and(eq(formRevisions.formId, formId), eq(formRevisions.revision, revision)));
  return row?.content;
}

/** One page of the user's own registrations over the clients they are a member of. */
export async function listUserRegistrations(
  db: TDb,
  userId: number,
  limit: number,
  offset: number,
) {
  const own = and(
    eq(registrations.userId, userId),
    isNull(registrations.deletedAt),
    sql`${registrations.clientId} in (select ${memberships.clientId} from ${memberships} where ${memberships.userId} = ${userId})`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        uuid: registrations.uuid,
        name: registrations.name,
        registeredAt: registrations.registeredAt,
        updatedAt: registrations.updatedAt,
        formUuid: forms.uuid,
        formName: forms.name,
        formSummary: forms.summary,
      })
      .from(registrations)
      .innerJoin(forms, eq(forms.id, registrations.formId))
      .where(own)
      .orderBy(desc(registrations.registeredAt), desc(registrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(own),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Drafts assigned to the user in the clients they are a member of, newest change first. */
export function listAssignedDrafts(db: TDb, userId: number, uuid?: string) {
  return db
    .select({
      registration: registrations,
      formUuid: forms.uuid,
      formName: forms.name,
      formSummary: forms.summary,
    })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .where(
      and(
        eq(registrations.assignedUserId, userId),
        eq(registrations.status, 'draft'),
        isNull(registrations.deletedAt),
        uuid === undefined ? undefined : eq(registrations.uuid, uuid.toLowerCase()),
        sql`${registrations.clientId} in (select ${memberships.clientId} from ${memberships} where ${memberships.userId} = ${userId})`,
      ),
    )
    .orderBy(desc(registrations.updatedAt), desc(registrations.id));
}

/** Published forms of the client the user may fill (all of them when `allForms`), by name. */
export function listPublishedForms(db: TDb, clientId: number, userId: number, allForms: boolean) {
  return db
    .select({ uuid: forms.uuid, name: forms.name, type: forms.type, folderId: forms.folderId })
    .from(forms)
    .where(
      and(
        eq(forms.clientId, clientId),
        isNotNull(forms.publishedAt),
        allForms ? undefined : fillableBy(userId),
      ),
    )
    .orderBy(forms.name, forms.id);
}

/** The published form with guest access whose guest link is `guestId`. */
export async function findGuestForm(db: TDb, guestId: string) {
  if (!isUuid(guestId)) return undefined;
  const [row] = await db
    .select({ form: forms, clientUuid: clients.uuid })
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .where(and(eq(forms.guestId, guestId.toLowerCase()), isNotNull(forms.publishedAt)));
  return row;
}

/**
 * Counts one guest submit of `ip` on the form in the current minute and answers the count so
 * far (this one included). One upsert: concurrent submits each get their own number.
 */
export async function countGuestSubmit(
  db: TDb,
  clientId: number,
  formId: number,
  ip: string,
  windowStart: Date,
): Promise<number> {
  const [row] = await db
    .insert(guestSubmitWindows)
    .values({ clientId, formId, ip, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [
        guestSubmitWindows.clientId,
        guestSubmitWindows.formId,
        guestSubmitWindows.ip,
        guestSubmitWindows.windowStart,
      ],
      set: { count: sql`${guestSubmitWindows.count} + 1` },
    })
    .returning({ count: guestSubmitWindows.count });
  return row?.count ?? 1;
}

/** Deletes the counts of windows that ended before `before`. */
export async function purgeGuestWindows(db: TDb, before: Date): Promise<void> {
  await db.delete(guestSubmitWindows).where(sql`${guestSubmitWindows.windowStart} < ${before}`);
}

/**
 * One page of a form's live registrations whose `field` value contains `query` (case
 * insensitive), newest first, with the value as text.
 */
export async function searchFormRegistrations(
  db: TDb,
  clientId: number,
  formId: number,
  field: string,
  query: string,
  limit: number,
  offset: number,
) {
  const value = sql<string>`coalesce(${registrations.values} ->> ${field}, '')`;
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const where: SQL | undefined = and(
    eq(registrations.clientId, clientId),
    eq(registrations.formId, formId),
    isNull(registrations.deletedAt),
    query === '' ? undefined : sql`${value} ilike ${`%${escaped}%`}`,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        uuid: registrations.uuid,
        name: registrations.name,
        registeredAt: registrations.registeredAt,
        username: users.email,
        value,
      })
      .from(registrations)
      .leftJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(desc(registrations.registeredAt), desc(registrations.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
