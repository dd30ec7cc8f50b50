import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  forms,
  guestChallengeUses,
  guestSubmitWindows,
  type TGuestWindowKind,
} from '../../db/schema';

/** Where a guest window count goes: the form, what is counted, the address ('' for all). */
export interface TGuestWindow {
  clientId: number;
  formId: number;
  kind: TGuestWindowKind;
  ip: string;
  windowStart: Date;
}

/**
 * Counts one guest request in its window and answers the count so far (this one included). One
 * upsert: concurrent requests on any app server each get their own number.
 */
export async function countGuestWindow(db: TDb, window: TGuestWindow): Promise<number> {
  const [row] = await db
    .insert(guestSubmitWindows)
    .values({ ...window, count: 1 })
    .onConflictDoUpdate({
      target: [
        guestSubmitWindows.clientId,
        guestSubmitWindows.formId,
        guestSubmitWindows.kind,
        guestSubmitWindows.ip,
        guestSubmitWindows.windowStart,
      ],
      set: { count: sql`${guestSubmitWindows.count} + 1` },
    })
    .returning({ count: guestSubmitWindows.count });
  return row?.count ?? 1;
}

/** Deletes the counts of windows that started before `before`, and challenges used and expired. */
export async function purgeGuestWindows(db: TDb, before: Date): Promise<void> {
  await db.delete(guestSubmitWindows).where(sql`${guestSubmitWindows.windowStart} < ${before}`);
  await db.delete(guestChallengeUses).where(sql`${guestChallengeUses.expiresAt} < now()`);
}

/**
 * Records that a guest form's hourly limit refused a submit (the owner sees when). Only this
 * column: the form's revision and updated_at stay, so no editor's save is refused for it.
 */
export async function markGuestLimitHit(db: TDb, formId: number, at: Date): Promise<void> {
  await db.execute(
    sql`update ${forms} set guest_limit_hit_at = ${at} where ${forms.id} = ${formId}`,
  );
}

/** Marks a challenge used; false when it was used before (a replay). */
export async function useChallenge(db: TDb, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(guestChallengeUses)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: guestChallengeUses.signature });
  return rows.length === 1;
}
