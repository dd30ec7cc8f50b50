import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  files,
  formRevisions,
  forms,
  registrationDeliveries,
  registrationExports,
  registrations,
  users,
} from '../../db/schema';

/** A delivery row. */
export type TDeliveryRow = typeof registrationDeliveries.$inferSelect;

/**
 * How long a worker may take to send one e-mail before another may claim it again (seconds):
 * the after-send queues' expiry (jobs/queue-settings.ts), so a job handed out again because its
 * worker died finds the lease run out, or follows it (deliveries.service followHeldClaim).
 */
export const DEFAULT_CLAIM_LEASE_SECONDS = 5 * 60;

/**
 * A registration with what its e-mails need: the form's current e-mail settings and settings,
 * the revision content it was filled on, its filler's e-mail and the developer mode's recipient:
 * the admin who switched it on (settings.email_developer_user_id), or the form's last editor for
 * forms saved before that id was recorded. Completed registrations only, live ones unless `withTrashed`
 * (the download of a trashed registration's e-mail attachments).
 */
export async function findRegistrationForMail(
  db: TDb,
  clientId: number,
  registrationId: number,
  options: { withTrashed?: boolean } = {},
) {
  const developerId = sql`coalesce((${forms.settings} ->> 'email_developer_user_id')::int, ${forms.updatedBy})`;
  const editors = sql`(select email from ${users} where ${users.id} = ${developerId})`;
  const [row] = await db
    .select({
      registration: registrations,
      form: {
        id: forms.id,
        name: forms.name,
        emailSettings: forms.emailSettings,
        settings: forms.settings,
        schema: forms.schema,
        rules: forms.rules,
      },
      content: formRevisions.content,
      username: users.email,
      editorEmail: sql<string | null>`${editors}`,
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
        options.withTrashed ? undefined : isNull(registrations.deletedAt),
        eq(registrations.status, 'completed'),
      ),
    );
  return row;
}

/** The registration's own files (the `email_add_attachments` attachments), oldest first. */
export function findRegistrationFiles(db: TDb, clientId: number, registrationId: number) {
  return db
    .select({
      uuid: files.uuid,
      sha256: files.sha256,
      filename: files.filename,
      mimeType: files.mimeType,
    })
    .from(files)
    .where(and(eq(files.clientId, clientId), eq(files.registrationId, registrationId)))
    .orderBy(asc(files.id));
}

/**
 * The round's rows, one per e-mail setting index: made once whatever how often the round's job
 * runs (the unique key), and answered (all of them, also those an earlier run made).
 */
export async function insertRoundDeliveries(
  db: TDb,
  rows: { clientId: number; registrationId: number; round: string; settingIndex: number }[],
): Promise<TDeliveryRow[]> {
  const [first] = rows;
  if (!first) return [];
  await db.insert(registrationDeliveries).values(rows).onConflictDoNothing();
  return db
    .select()
    .from(registrationDeliveries)
    .where(
      and(
        eq(registrationDeliveries.clientId, first.clientId),
        eq(registrationDeliveries.registrationId, first.registrationId),
        eq(registrationDeliveries.round, first.round),
      ),
    )
    .orderBy(asc(registrationDeliveries.settingIndex));
}

/**
 * Claims a delivery for sending: only a pending or retrying one whose lease has run out (or was
 * never taken), counting the attempt. Undefined when it is sent, failed, or another worker holds
 * it: that worker sends it, this one must not.
 */
export async function claimDelivery(
  db: TDb,
  clientId: number,
  id: number,
  leaseSeconds = DEFAULT_CLAIM_LEASE_SECONDS,
): Promise<TDeliveryRow | undefined> {
  const [row] = await db
    .update(registrationDeliveries)
    .set({
      attempts: sql`${registrationDeliveries.attempts} + 1`,
      claimedUntil: sql`now() + ${leaseSeconds} * interval '1 second'`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(registrationDeliveries.clientId, clientId),
        eq(registrationDeliveries.id, id),
        inArray(registrationDeliveries.status, ['pending', 'retrying']),
        or(
          isNull(registrationDeliveries.claimedUntil),
          lt(registrationDeliveries.claimedUntil, sql`now()`),
        ),
      ),
    )
    .returning();
  return row;
}

/** Records the outcome of a claimed attempt and ends the claim. */
export async function settleDelivery(
  db: TDb,
  clientId: number,
  id: number,
  outcome: { status: 'sent' | 'retrying' | 'failed'; reason: string | null; recipients?: string },
): Promise<void> {
  await db
    .update(registrationDeliveries)
    .set({
      status: outcome.status,
      reason: outcome.reason,
      ...(outcome.recipients !== undefined ? { recipients: outcome.recipients } : {}),
      claimedUntil: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(registrationDeliveries.clientId, clientId), eq(registrationDeliveries.id, id)));
}

/** One delivery of a registration, by its uuid (the retry route's path). */
export async function findDelivery(
  db: TDb,
  clientId: number,
  registrationId: number,
  uuid: string,
): Promise<TDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationDeliveries)
    .where(
      and(
        eq(registrationDeliveries.clientId, clientId),
        eq(registrationDeliveries.registrationId, registrationId),
        eq(registrationDeliveries.uuid, uuid),
      ),
    );
  return row;
}

/** A delivery by id (the retry job's payload). */
export async function findDeliveryById(
  db: TDb,
  clientId: number,
  id: number,
): Promise<TDeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(registrationDeliveries)
    .where(and(eq(registrationDeliveries.clientId, clientId), eq(registrationDeliveries.id, id)));
  return row;
}

/** A failed delivery back to pending for a retry by hand; false when it was not failed. */
export async function reopenFailedDelivery(
  db: TDb,
  clientId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(registrationDeliveries)
    .set({ status: 'pending', reason: null, claimedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(registrationDeliveries.clientId, clientId),
        eq(registrationDeliveries.id, id),
        eq(registrationDeliveries.status, 'failed'),
      ),
    )
    .returning({ id: registrationDeliveries.id });
  return rows.length === 1;
}

/** A registration of a form by uuid within its client (the retry route's path). */
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

/** The setting indexes of the registration's e-mails that were sent (any round), in order. */
export async function findSentSettingIndexes(
  db: TDb,
  clientId: number,
  registrationId: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ settingIndex: registrationDeliveries.settingIndex })
    .from(registrationDeliveries)
    .where(
      and(
        eq(registrationDeliveries.clientId, clientId),
        eq(registrationDeliveries.registrationId, registrationId),
        eq(registrationDeliveries.status, 'sent'),
      ),
    )
    .orderBy(asc(registrationDeliveries.settingIndex));
  return rows.map((row) => row.settingIndex);
}

/**
 * Records a finished zip of e-mail attachments as a done export of its requester: the exports'
 * file route serves it to that user alone until it expires, and the exports cleanup removes it
 * with its bytes. Answers its uuid (the file route's queue_id).
 */
export async function insertAttachmentsDownload(
  db: TDb,
  row: {
    clientId: number;
    formId: number;
    userId: number;
    registrationUuid: string;
    fileKey: string;
    fileSize: number;
    fileName: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<string> {
  const [inserted] = await db
    .insert(registrationExports)
    .values({
      clientId: row.clientId,
      formId: row.formId,
      userId: row.userId,
      // A zip of files, served as application/zip like the export with attachments.
      format: 'csv-with-attachments',
      query: { download_emails: row.registrationUuid },
      state: 'done',
      total: 1,
      processed: 1,
      fileKey: row.fileKey,
      fileSize: row.fileSize,
      fileName: row.fileName,
      createdAt: row.createdAt,
      expiresAt: row.expiresAt,
    })
    .returning({ uuid: registrationExports.uuid });
  if (!inserted) throw new Error('download not recorded');
  return inserted.uuid;
}
