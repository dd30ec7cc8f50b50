import type { TFormSettings } from '@eform/core/api';
import { and, asc, eq, gt, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { forms, periodicMails, registrations, users } from '../../db/schema';
import type { TPeriodicMailStatus } from '../../db/schema/periodic-mails';
import type { TExportRow } from '../exports';
import { withinRetentionSql } from '../registrations';
import type { TMailPeriod } from './periodic-mail.schedule';

/** A form whose periodic mail is on, with what its summary needs. */
export interface TMailForm {
  id: number;
  clientId: number;
  name: string;
  schema: (typeof forms.$inferSelect)['schema'];
  setting: unknown;
  /** settings.retention: the summary leaves out what passed the form's term. */
  retention: TFormSettings['retention'];
}

/** A claimed periodic mail row. */
export type TPeriodicMailRecord = typeof periodicMails.$inferSelect;

/** Forms of every client whose settings.weeklyRegistrationMail.enabled is true. */
export async function formsWithPeriodicMail(db: TDb): Promise<TMailForm[]> {
  return db
    .select({
      id: forms.id,
      clientId: forms.clientId,
      name: forms.name,
      schema: forms.schema,
      setting: sql<unknown>`${forms.settings} -> 'weeklyRegistrationMail'`,
      retention: sql<TFormSettings['retention']>`${forms.settings} -> 'retention'`,
    })
    .from(forms)
    .where(sql`${forms.settings} -> 'weeklyRegistrationMail' ->> 'enabled' = 'true'`)
    .orderBy(forms.id);
}

/**
 * Claims the form's mail of `period` for `until`: made on first sight, taken again only while
 * pending and not held by another worker (its lease ran out). Undefined: sent, failed for good,
 * or being sent elsewhere.
 */
export async function claimPeriodicMail(
  db: TDb,
  form: Pick<TMailForm, 'id' | 'clientId'>,
  period: TMailPeriod,
  now: Date,
  until: Date,
): Promise<TPeriodicMailRecord | undefined> {
  const [row] = await db
    .insert(periodicMails)
    .values({
      clientId: form.clientId,
      formId: form.id,
      periodStart: period.from,
      period: period.period,
      attempts: 1,
      claimedUntil: until,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [periodicMails.clientId, periodicMails.formId, periodicMails.periodStart],
      set: {
        attempts: sql`${periodicMails.attempts} + 1`,
        claimedUntil: until,
        updatedAt: now,
      },
      setWhere: sql`${periodicMails.status} = 'pending' and (${periodicMails.claimedUntil} is null or ${periodicMails.claimedUntil} < ${now})`,
    })
    .returning();
  return row;
}

/** Records that `email` has the mail (kept when a later recipient fails). */
export async function recordRecipient(db: TDb, mail: TPeriodicMailRecord, email: string) {
  await db
    .update(periodicMails)
    .set({ sentTo: sql`array_append(${periodicMails.sentTo}, ${email})` })
    .where(keyOf(mail));
}

/** Ends the worker's hold: the mail's new status and how many registrations it counted. */
export async function releasePeriodicMail(
  db: TDb,
  mail: TPeriodicMailRecord,
  status: TPeriodicMailStatus,
  count: number | null,
  now: Date,
) {
  await db
    .update(periodicMails)
    .set({ status, registrations: count, claimedUntil: null, updatedAt: now })
    .where(keyOf(mail));
}

function keyOf(mail: TPeriodicMailRecord) {
  return and(
    eq(periodicMails.clientId, mail.clientId),
    eq(periodicMails.formId, mail.formId),
    eq(periodicMails.periodStart, mail.periodStart),
  );
}

const BATCH = 1000;

/**
 * The form's sent registrations of the period (not in the trash, not past the form's retention
 * term at `now`), by number, in batches: the rows the exports write.
 */
export async function* periodRegistrations(
  db: TDb,
  form: Pick<TMailForm, 'id' | 'clientId' | 'retention'>,
  period: Pick<TMailPeriod, 'start' | 'end'>,
  now: Date,
): AsyncGenerator<TExportRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({
        id: registrations.id,
        serial_number: registrations.serialNumber,
        registered_at: registrations.registeredAt,
        name: registrations.name,
        phase: registrations.phase,
        status: registrations.status,
        username: users.email,
        review_state: registrations.reviewState,
        values: registrations.values,
      })
      .from(registrations)
      .leftJoin(users, eq(users.id, registrations.userId))
      .where(
        withinRetentionSql(
          and(
            eq(registrations.clientId, form.clientId),
            eq(registrations.formId, form.id),
            eq(registrations.status, 'completed'),
            isNull(registrations.deletedAt),
            gte(registrations.registeredAt, period.start),
            lt(registrations.registeredAt, period.end),
            gt(registrations.serialNumber, after),
          ) as SQL,
          form.retention,
          now,
        ),
      )
      .orderBy(asc(registrations.serialNumber))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    after = rows[rows.length - 1]?.serial_number ?? after;
  }
}
