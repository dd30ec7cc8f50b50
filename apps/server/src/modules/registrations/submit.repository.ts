import { createHash } from 'node:crypto';
import type { TRegistrationStatus } from '@eform/core/api/registrations';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDb } from '../../db/client';
import { insertJobsSql } from '../../db/job-insert-sql';
import {
  forms,
  memberships,
  registrationSerialSequence,
  registrationSubmits,
  registrations,
} from '../../db/schema';
import { fillableBy, isUniqueViolation } from '../access';
import { creditUsageSql, takeCreditSql } from '../credits';
import { REGISTRATION_SENT_QUEUE } from './registration-jobs';

/** A new registration as a submit makes it: what it stores in the columns of registrations. */
export interface TNewRegistration {
  clientId: number;
  formId: number;
  formRevision: number;
  /** The serial number when taken before (autoIncrement values hold it); null: nextval here. */
  serialNumber: number | null;
  /** May hold SERIAL_PLACEHOLDER where the serial number goes. */
  name: string;
  userId: number | null;
  status: TRegistrationStatus;
  phase: string | null;
  assignedUserId: number | null;
  visibleStateTransition: string | null;
  values: Record<string, unknown>;
}

/**
 * THE column mapping of a new registration: which field goes to which column, and the SQL type
 * it travels as in the JSON rows parameter (`at` is when it was sent). The JSON keys, the record
 * definition and the INSERT's column list are all made from this one list.
 */
const NEW_REGISTRATION_COLUMNS: readonly (readonly [
  column: string,
  type: string,
  value: (row: TNewRegistration, at: Date) => unknown,
])[] = [
  ['client_id', 'int', (row) => row.clientId],
  ['form_id', 'int', (row) => row.formId],
  ['form_revision', 'int', (row) => row.formRevision],
  ['serial_number', 'int', (row) => row.serialNumber],
  ['name', 'text', (row) => row.name],
  ['user_id', 'int', (row) => row.userId],
  ['status', 'text', (row) => row.status],
  ['phase', 'text', (row) => row.phase],
  ['assigned_user_id', 'int', (row) => row.assignedUserId],
  ['visible_state_transition', 'text', (row) => row.visibleStateTransition],
  ['values', 'jsonb', (row) => row.values],
  ['registered_at', 'timestamptz', (_, at) => at.toISOString()],
  ['updated_at', 'timestamptz', (_, at) => at.toISOString()],
];

/** The JSON row of a new registration, keyed by column. */
function registrationRecord(row: TNewRegistration, at: Date): Record<string, unknown> {
  return Object.fromEntries(
    NEW_REGISTRATION_COLUMNS.map(([column, , value]) => [column, value(row, at)]),
  );
}

/** `column type, ...` for jsonb_to_recordset. */
const RECORD_DEFINITION = sql.raw(
  NEW_REGISTRATION_COLUMNS.map(([column, type]) => `${column} ${type}`).join(', '),
);

/** The columns read from `source`, with some computed instead (`overrides`). */
function columnsOf(source: string, overrides: Record<string, SQL> = {}): SQL {
  return sql.join(
    NEW_REGISTRATION_COLUMNS.map(([column]) => {
      const override = overrides[column];
      return override ? sql`${override} as ${sql.raw(column)}` : sql.raw(`${source}.${column}`);
    }),
    sql`, `,
  );
}

/**
 * Stands for the serial number in a name computed before the number is known: the submit
 * statement replaces it with the number nextval gives (see {@link submitRegistrationRows}).
 */
export const SERIAL_PLACEHOLDER = '\uE000serial\uE000';

/**
 * What a submit checked its form and access against when that came from a cache: the submit
 * statement stores the row only if they still hold (see {@link submitRegistrationRows}).
 */
export interface TSubmitGuard {
  formId: number;
  /** The revision whose schema the values were checked with. */
  revision: number;
  userId: number;
  /** The user's roles in the form's client then (null: no member, an admin). */
  membershipRoles: readonly string[] | null;
  /** The user manages every form there (canManageAllForms): no sharing needed. */
  allForms: boolean;
}

/**
 * A guard row `g` (columns form_id, revision, user_id, roles, all_forms) as one boolean: the
 * checks formForUser made, as of now. The fill rule is access's fillableBy, with the guard row's
 * user.
 */
function guardHoldsSql(): SQL {
  // The guard row's own user: one statement checks every row of the batch.
  const userId = sql`g.user_id`;
  return sql`exists (select 1 from ${forms}
    where ${forms.id} = g.form_id and ${forms.revision} = g.revision
      and (g.all_forms and ${fillableBy({ userId, allForms: true })}
        or ${fillableBy({ userId, allForms: false })})
      and coalesce((select to_jsonb(m.roles) from ${memberships} m
        where m.client_id = ${forms.clientId} and m.user_id = g.user_id), 'null'::jsonb)
        = coalesce(g.roles, 'null'::jsonb))`;
}

/** One new registration for {@link submitRegistrationRows}. */
export interface TSubmitRow {
  row: TNewRegistration;
  fillToken: string;
  /** Queue the 'registration.sent' job (pg-boss is installed). */
  queue: boolean;
  /** Checks that must still hold (the form and access came from a cache). */
  guard?: TSubmitGuard;
  /** When it was sent: registered_at, updated_at and the credit's used_at. */
  at: Date;
  /** The submit's request id, carried in its 'registration.sent' job. */
  reqId?: string;
}

/** What the submit statement did for one row: stored (`stored`), or why not. */
export type TSubmitOutcome =
  | { stored: { id: number; uuid: string; serialNumber: number } }
  /** Its guard failed: the cached form or access is out of date; nothing stored for it. */
  | { stale: true }
  /** No unlocked credit slot with enough credits for the batch; nothing stored. */
  | { noCredit: true };

/** Whether an error is the unique violation of a fill_token sent before. */
export function isFillTokenConflict(error: unknown): boolean {
  return isUniqueViolation(error, 'registration_submits');
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
 * Rows that may share one submit statement: one client (the credits are the client's) and the
 * same queue choice. Users, forms, revisions and guards may differ: each row carries its own
 * (see submit-batcher.ts).
 */
export function submitBatchKey(submit: TSubmitRow): string {
  return `${submit.row.clientId}:${submit.queue}`;
}

/** The distinct guards of a batch as JSON rows, and per submit its guard's number (or null). */
function guardRows(submits: readonly TSubmitRow[]) {
  const numbers = new Map<string, number>();
  const rows: Record<string, unknown>[] = [];
  const numberOf = submits.map(({ guard }) => {
    if (!guard) return null;
    const row = {
      form_id: guard.formId,
      revision: guard.revision,
      user_id: guard.userId,
      roles: guard.membershipRoles === null ? null : [...guard.membershipRoles],
      all_forms: guard.allForms,
    };
    const key = JSON.stringify(row);
    let number = numbers.get(key);
    if (number === undefined) {
      rows.push(row);
      number = rows.length;
      numbers.set(key, number);
    }
    return number;
  });
  return { rows, numberOf };
}

/**
 * New registrations sent, as ONE statement (autocommit on the pool, so no BEGIN/COMMIT round
 * trips and no lock held while the server waits on the network; or a statement of the caller's
 * transaction), for one or more rows of one client ({@link submitBatchKey}), of any users and
 * forms. Per row its guard (when it has one) is checked; a row whose guard fails is `stale` and
 * takes no part. For the rows that pass: as many credits as rows taken from one free slot
 * (takeCreditSql), per row the serial number from its form's sequence (unless given), the
 * registration with its name (SERIAL_PLACEHOLDER replaced by the number), the submit row of its
 * fill_token, the credit usage and the 'registration.sent' job. All of it hangs off the credit:
 * when no slot has enough left, none of them is stored (`noCredit`). A fill_token sent before
 * violates registration_submits' key, which aborts the whole statement (see
 * {@link isFillTokenConflict}). The rows and guards travel as JSON parameters, so the text is the
 * same for any number of rows: a prepared statement per connection.
 */
export async function submitRegistrationRows(
  db: TDb,
  submits: readonly TSubmitRow[],
): Promise<TSubmitOutcome[]> {
  const [first] = submits;
  if (!first) return [];
  const { clientId } = first.row;
  if (submits.some((submit) => submitBatchKey(submit) !== submitBatchKey(first))) {
    throw new Error('one submit statement serves one client');
  }
  const earliest = new Date(Math.min(...submits.map((submit) => submit.at.getTime())));
  const guards = guardRows(submits);
  const items = submits.map((submit, index) => ({
    ...registrationRecord(submit.row, submit.at),
    sequence: registrationSerialSequence(submit.row.formId),
    token: submit.fillToken,
    guard: guards.numberOf[index],
    req_id: submit.reqId ?? null,
  }));
  const job = first.queue ? sql`, job as (${registrationSentJobSql()})` : sql``;
  const rows = await executeNamed<{
    ord: string;
    ok: boolean;
    id: string | null;
    uuid: string | null;
    serial_number: string | null;
  }>(
    db,
    sql`
    with guard as (
      select g.ordinality as n, ${guardHoldsSql()} as ok
      from rows from (jsonb_to_recordset(${JSON.stringify(guards.rows)}::jsonb) as (form_id int,
        revision int, user_id int, roles jsonb, all_forms boolean)) with ordinality as g
    ),
    items as (
      select i.*, coalesce((select guard.ok from guard where guard.n = i.guard), true) as ok
      from rows from (jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as (${RECORD_DEFINITION},
        sequence text, token text, guard bigint, req_id text)) with ordinality as i
    ),
    credit as (${takeCreditSql(
      clientId,
      earliest,
      sql`(select count(*) from items where ok)`,
      sql`exists (select 1 from items where ok)`,
    )}),
    accepted as (
      select i.ordinality, i.token, i.req_id, gen_random_uuid() as uuid, ${columnsOf('i', {
        serial_number: sql`coalesce(i.serial_number, nextval(i.sequence::regclass))`,
      })}
      from items i
      where i.ok and exists (select 1 from credit)
    ),
    reg as (
      insert into ${registrations} (uuid, ${sql.raw(NEW_REGISTRATION_COLUMNS.map(([column]) => column).join(', '))})
      select uuid, ${columnsOf('accepted', {
        name: sql`replace(accepted.name, ${SERIAL_PLACEHOLDER}::text, accepted.serial_number::text)`,
      })}
      from accepted
      returning id, uuid, client_id, serial_number
    ),
    submit as (
      insert into ${registrationSubmits} (client_id, fill_token, registration_id)
      select reg.client_id, accepted.token, reg.id from reg join accepted using (uuid)
    ),
    usage as (${creditUsageSql(
      clientId,
      sql`select reg.id as registration_id, accepted.registered_at as used_at
        from reg join accepted using (uuid)`,
    )})${job}
    select i.ordinality as ord, i.ok, reg.id, reg.uuid, reg.serial_number
    from items i left join accepted on accepted.ordinality = i.ordinality
      left join reg on reg.uuid = accepted.uuid`,
  );
  const byOrdinal = new Map(rows.map((row) => [Number(row.ord), row]));
  return submits.map((_, index): TSubmitOutcome => {
    const found = byOrdinal.get(index + 1);
    if (!found?.ok) return { stale: true };
    if (!found.id || !found.uuid || found.serial_number === null) return { noCredit: true };
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

/** Whether the user is a member of the client (a workflow assignee must be). */
export async function isClientMember(db: TDb, clientId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
  return row !== undefined;
}

/**
 * The INSERT of the 'registration.sent' jobs of the submit statement's new registrations (the
 * CTEs `reg` and `accepted`), each with its submit's request id, as a data-modifying CTE: the
 * job commits with the registration in the same statement (insertJobsSql).
 */
function registrationSentJobSql(): SQL {
  return insertJobsSql(
    REGISTRATION_SENT_QUEUE,
    sql`select jsonb_strip_nulls(jsonb_build_object('client_id', reg.client_id,
        'registration_id', reg.id, 'req_id', accepted.req_id)) as data
      from reg join accepted using (uuid)`,
  );
}
