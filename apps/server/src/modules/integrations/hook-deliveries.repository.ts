import type { THookStatus, THookType } from '@eform/core/api/integrations';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { insertJobsSql } from '../../db/job-insert-sql';
import {
  files,
  formRevisions,
  forms,
  hookAttempts,
  hookDeliveries,
  registrations,
  users,
} from '../../db/schema';
import { HOOK_QUEUE } from './hook-queue';

/** A hook delivery row. */
export type THookDeliveryRow = typeof hookDeliveries.$inferSelect;

/** One hook of one registration in one round, as the round makes it. */
export interface TNewHookDelivery {
  clientId: number;
  formId: number;
  registrationId: number;
  hookId: string;
  round: string;
  hookName: string;
  hookType: THookType;
}

/**
 * The round's deliveries and one 'registration.hook' job each, in ONE statement: a delivery is
 * made once per (registration, hook, round) however often the round's job runs (the unique key:
 * a second run inserts nothing and so queues nothing), and its job commits with it. The queue
 * must exist (hookJobsReady). Answers how many were made now.
 */
export async function insertRoundHookDeliveries(
  db: TDb,
  rows: readonly TNewHookDelivery[],
  /** The request id of the round's submit, carried in each job. */
  reqId?: string,
): Promise<number> {
  if (rows.length === 0) return 0;
  const records = rows.map((row) => ({
    client_id: row.clientId,
    form_id: row.formId,
    registration_id: row.registrationId,
    hook_id: row.hookId,
    round: row.round,
    hook_name: row.hookName,
    hook_type: row.hookType,
  }));
  const result = await db.execute<{ made: number }>(sql`
    with made as (
      insert into ${hookDeliveries} (client_id, form_id, registration_id, hook_id, round,
        hook_name, hook_type)
      select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as (client_id int,
        form_id int, registration_id bigint, hook_id text, round uuid, hook_name text,
        hook_type text)
      on conflict do nothing
      returning client_id, id
    ),
    job as (${insertJobsSql(
      HOOK_QUEUE,
      sql`select jsonb_strip_nulls(jsonb_build_object('client_id', client_id, 'delivery_id', id,
          'after_attempt', 0, 'req_id', ${reqId ?? null}::text)) as data from made`,
    )})
    select count(*)::int as made from made`);
  return result.rows[0]?.made ?? 0;
}

/**
 * Claims a delivery for one attempt, counting it: only one not yet successful, and only as the
 * job that follows attempt `afterAttempt` (a job whose attempt was made by another, a duplicate
 * or one overtaken by a retry by hand, finds the count moved on and does nothing), or any job
 * once a claim's lease ran out (its holder died before it settled). Undefined when it is not
 * this job's to attempt. A follow-up (`heldUntil`) claims only that very claim, run out.
 */
export async function claimHookDelivery(
  db: TDb,
  clientId: number,
  id: number,
  afterAttempt: number,
  leaseSeconds: number,
  heldUntil?: string,
): Promise<THookDeliveryRow | undefined> {
  const mayClaim =
    heldUntil === undefined
      ? sql`((${hookDeliveries.claimedUntil} is null and ${hookDeliveries.attempts} = ${afterAttempt})
          or ${hookDeliveries.claimedUntil} < now())`
      : // The claim's end as the job carries it (milliseconds; the column holds microseconds).
        sql`(abs(extract(epoch from ${hookDeliveries.claimedUntil} - ${heldUntil}::timestamptz)) < 0.001
          and ${hookDeliveries.claimedUntil} < now())`;
  const [row] = await db
    .update(hookDeliveries)
    .set({
      attempts: sql`${hookDeliveries.attempts} + 1`,
      claimedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`,
      firstAttemptAt: sql`coalesce(${hookDeliveries.firstAttemptAt}, now())`,
      nextAttemptAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(hookDeliveries.clientId, clientId),
        eq(hookDeliveries.id, id),
        inArray(hookDeliveries.status, ['pending', 'error']),
        mayClaim,
      ),
    )
    .returning();
  return row;
}

/** What one attempt came to, as kept. */
export interface THookAttemptRecord {
  statusCode: number | null;
  durationMs: number;
  responseExcerpt: string;
  error: string | null;
}

/**
 * Records a claimed attempt and settles the delivery in one statement: its status, when the
 * next attempt runs (null: none planned), the Signalen signal it made; the claim ends.
 */
export async function settleHookAttempt(
  db: TDb,
  delivery: { clientId: number; id: number },
  attempt: THookAttemptRecord,
  outcome: { status: THookStatus; nextAttemptAt: Date | null; signalId: string | null },
): Promise<void> {
  await db.execute(sql`
    with attempt as (
      insert into ${hookAttempts} (client_id, delivery_id, status_code, duration_ms,
        response_excerpt, error)
      values (${delivery.clientId}, ${delivery.id}, ${attempt.statusCode}, ${attempt.durationMs},
        ${attempt.responseExcerpt}, ${attempt.error})
    )
    update ${hookDeliveries} set status = ${outcome.status},
      next_attempt_at = ${outcome.nextAttemptAt?.toISOString() ?? null},
      signal_id = coalesce(${outcome.signalId}, signal_id), claimed_until = null,
      updated_at = now()
    where client_id = ${delivery.clientId} and id = ${delivery.id}`);
}

/**
 * What a round needs of a live registration: its form and the form's integrations now.
 * Undefined when it is gone or in the trash.
 */
export async function findRoundHooks(db: TDb, clientId: number, registrationId: number) {
  const [row] = await db
    .select({ formId: forms.id, hooks: forms.webhookIntegrations })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.id, registrationId),
        isNull(registrations.deletedAt),
      ),
    );
  return row;
}

/** A delivery by id (a job's payload). */
export async function findHookDeliveryById(db: TDb, clientId: number, id: number) {
  const [row] = await db
    .select()
    .from(hookDeliveries)
    .where(and(eq(hookDeliveries.clientId, clientId), eq(hookDeliveries.id, id)));
  return row;
}

/** One delivery of a registration, by its uuid (the retry route's path). */
export async function findHookDelivery(
  db: TDb,
  clientId: number,
  registrationId: number,
  uuid: string,
) {
  const [row] = await db
    .select()
    .from(hookDeliveries)
    .where(
      and(
        eq(hookDeliveries.clientId, clientId),
        eq(hookDeliveries.registrationId, registrationId),
        eq(hookDeliveries.uuid, uuid),
      ),
    );
  return row;
}

/**
 * A delivery made ready for an attempt now (a retry by hand): not successful and not claimed
 * right now; its planned retry is dropped (the job that carries it finds the count moved on).
 * Answers the attempts made so far (the job to queue follows them), undefined when it may not.
 */
export async function reopenHookDelivery(
  db: TDb,
  clientId: number,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(hookDeliveries)
    // Pending again until the attempt by hand ends: the detail follows it as it does a first one.
    .set({ status: 'pending', nextAttemptAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(hookDeliveries.clientId, clientId),
        eq(hookDeliveries.id, id),
        inArray(hookDeliveries.status, ['pending', 'error']),
        sql`(${hookDeliveries.claimedUntil} is null or ${hookDeliveries.claimedUntil} < now())`,
      ),
    )
    .returning({ attempts: hookDeliveries.attempts });
  return row?.attempts;
}

/** Deliveries a registration's detail lists at most. */
const MAX_LISTED = 100;

/** A registration's hook deliveries, newest round first, with their attempts oldest first. */
export async function listHookDeliveries(db: TDb, clientId: number, registrationId: number) {
  const deliveries = await db
    .select()
    .from(hookDeliveries)
    .where(
      and(eq(hookDeliveries.clientId, clientId), eq(hookDeliveries.registrationId, registrationId)),
    )
    .orderBy(desc(hookDeliveries.id))
    .limit(MAX_LISTED);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(hookAttempts)
          .where(
            and(
              eq(hookAttempts.clientId, clientId),
              inArray(
                hookAttempts.deliveryId,
                deliveries.map((d) => d.id),
              ),
            ),
          )
          .orderBy(asc(hookAttempts.id));
  return deliveries.map((delivery) => ({
    delivery,
    attempts: attempts.filter((a) => a.deliveryId === delivery.id),
  }));
}

/**
 * A live registration with what its hooks need: its form's current integrations, the revision
 * content it was filled on, its filler's e-mail. Undefined when it is gone or in the trash.
 */
export async function findHookRegistration(db: TDb, clientId: number, registrationId: number) {
  const [row] = await db
    .select({
      registration: registrations,
      form: {
        id: forms.id,
        uuid: forms.uuid,
        name: forms.name,
        type: forms.type,
        schema: forms.schema,
        webhookIntegrations: forms.webhookIntegrations,
      },
      content: formRevisions.content,
      username: users.email,
    })
    .from(registrations)
    .innerJoin(forms, eq(forms.id, registrations.formId))
    .leftJoin(
      formRevisions,
      and(
        eq(formRevisions.formId, registrations.formId),
        eq(formRevisions.revision, registrations.formRevision),
      ),
    )
    .leftJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.id, registrationId),
        isNull(registrations.deletedAt),
      ),
    );
  return row;
}

/** The registration's files, oldest first. */
export function findHookFiles(db: TDb, clientId: number, registrationId: number) {
  return db
    .select({
      uuid: files.uuid,
      sha256: files.sha256,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(files)
    .where(and(eq(files.clientId, clientId), eq(files.registrationId, registrationId)))
    .orderBy(asc(files.id));
}

/** A registration's file by uuid, for a signed link (only one a registration holds). */
export async function findLinkedFile(db: TDb, fileUuid: string) {
  const [row] = await db
    .select({
      sha256: files.sha256,
      filename: files.filename,
      mimeType: files.mimeType,
      size: files.size,
    })
    .from(files)
    .where(and(eq(files.uuid, fileUuid), sql`${files.registrationId} is not null`));
  return row;
}

/** A registration of a form by uuid within its client, trashed or not. */
export async function findFormRegistrationId(
  db: TDb,
  clientId: number,
  formId: number,
  uuid: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.clientId, clientId),
        eq(registrations.formId, formId),
        eq(registrations.uuid, uuid),
      ),
    );
  return row?.id;
}
