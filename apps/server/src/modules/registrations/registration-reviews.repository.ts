import type { TReviewState } from '@eform/core/api/registrations';
import { REGISTRATION_REVIEWS_MAX, REGISTRATION_VERSIONS_MAX } from '@eform/core/constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { registrationReviews, registrations, registrationVersions, users } from '../../db/schema';
import { isUuid } from '../access';

/**
 * The SQL of a registration's review and versions (issue 34). Every statement names the client;
 * writes by id take it too.
 */

/** A user as the review answers name them: the display name, else the e-mail address. */
const userName = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.email})`;

/** The registration `uuid` of the form with what a review or correction needs of it. */
export async function findReviewTarget(db: TDb, clientId: number, formId: number, uuid: string) {
  if (!isUuid(uuid)) return undefined;
  const [row] = await db
    .select({
      id: registrations.id,
      status: registrations.status,
      deletedAt: registrations.deletedAt,
      formRevision: registrations.formRevision,
      phase: registrations.phase,
      values: registrations.values,
      registeredAt: registrations.registeredAt,
      updatedAt: registrations.updatedAt,
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

/** The review now on the registration, with its reviewer's name. */
export async function findReview(db: TDb, clientId: number, id: number) {
  const [row] = await db
    .select({
      state: registrations.reviewState,
      comment: registrations.reviewComment,
      at: registrations.reviewedAt,
      userId: users.id,
      userName,
    })
    .from(registrations)
    .leftJoin(users, eq(users.id, registrations.reviewedBy))
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, id)));
  return row;
}

/** Sets the registration's review and adds it to the history (on the caller's transaction). */
export async function writeReview(
  tx: TDb,
  review: {
    clientId: number;
    id: number;
    state: TReviewState;
    comment: string | null;
    userId: number;
  },
): Promise<void> {
  const [row] = await tx
    .update(registrations)
    .set({
      reviewState: review.state,
      reviewComment: review.comment,
      reviewedAt: sql`now()`,
      reviewedBy: review.userId,
    })
    .where(and(eq(registrations.clientId, review.clientId), eq(registrations.id, review.id)))
    .returning({ id: registrations.id });
  if (!row) return;
  await tx.insert(registrationReviews).values({
    clientId: review.clientId,
    registrationId: review.id,
    state: review.state,
    comment: review.comment,
    userId: review.userId,
  });
}

/** The registration's reviews, newest first, with each reviewer's name. */
export function listReviews(db: TDb, clientId: number, id: number) {
  return db
    .select({
      state: registrationReviews.state,
      comment: registrationReviews.comment,
      at: registrationReviews.at,
      userId: users.id,
      userName,
    })
    .from(registrationReviews)
    .leftJoin(users, eq(users.id, registrationReviews.userId))
    .where(
      and(eq(registrationReviews.clientId, clientId), eq(registrationReviews.registrationId, id)),
    )
    .orderBy(desc(registrationReviews.at), desc(registrationReviews.id))
    .limit(REGISTRATION_REVIEWS_MAX);
}

/**
 * Locks the registration's row for a correction and answers its values and its latest version
 * number (0 while never corrected): two corrections at once take turns, each on the other's
 * values, instead of one losing the other's change.
 */
export async function lockForCorrection(tx: TDb, clientId: number, id: number) {
  const result = await tx.execute<{ values: Record<string, unknown>; latest: number }>(sql`
    select r.values, coalesce((select max(v.version) from ${registrationVersions} v
      where v.client_id = r.client_id and v.registration_id = r.id), 0)::int as latest
    from ${registrations} r
    where r.client_id = ${clientId} and r.id = ${id}
    for update`);
  return result.rows[0];
}

/** Adds versions of the registration's values (on the caller's transaction). */
export async function insertVersions(
  tx: TDb,
  rows: {
    clientId: number;
    registrationId: number;
    version: number;
    values: Record<string, unknown>;
    userId: number | null;
    comment: string | null;
    at?: Date;
  }[],
): Promise<void> {
  await tx.insert(registrationVersions).values(rows);
}

/** Replaces the registration's values with a correction's and marks it updated now. */
export async function updateValues(
  tx: TDb,
  clientId: number,
  id: number,
  values: Record<string, unknown>,
) {
  const [row] = await tx
    .update(registrations)
    .set({ values, updatedAt: sql`now()` })
    .where(and(eq(registrations.clientId, clientId), eq(registrations.id, id)))
    .returning({ updatedAt: registrations.updatedAt });
  return row;
}

/** The registration's versions, newest first, with each corrector's name. */
export function listVersions(db: TDb, clientId: number, id: number) {
  return db
    .select({
      version: registrationVersions.version,
      values: registrationVersions.values,
      comment: registrationVersions.comment,
      at: registrationVersions.at,
      userId: users.id,
      userName,
    })
    .from(registrationVersions)
    .leftJoin(users, eq(users.id, registrationVersions.userId))
    .where(
      and(eq(registrationVersions.clientId, clientId), eq(registrationVersions.registrationId, id)),
    )
    .orderBy(desc(registrationVersions.version))
    .limit(REGISTRATION_VERSIONS_MAX + 1);
}
