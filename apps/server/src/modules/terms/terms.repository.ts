import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { memberships } from '../../db/schema';

/** Marks the terms of the membership's client as accepted by its user at `acceptedAt`. */
export async function recordTermsAcceptance(
  db: TDb,
  membershipId: number,
  acceptedAt: Date,
): Promise<void> {
  await db
    .update(memberships)
    .set({ termsAcceptedAt: acceptedAt })
    .where(eq(memberships.id, membershipId));
}
