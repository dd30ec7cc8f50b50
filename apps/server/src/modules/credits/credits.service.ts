import { CREDITS_VALID_YEARS } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import {
  insertCreditEntry,
  insertCreditUsage,
  sumClientCredits,
  type TNewCreditEntry,
  takeCreditFromSlot,
} from './credits.repository';

/**
 * How the ledger survives concurrent submits (ARCHITECTURE "Credits under load"): an entry's
 * balance is spread over up to CREDIT_SLOT_COUNT rows of credit_slots. A submit decrements one
 * slot chosen with FOR UPDATE SKIP LOCKED inside the registration's transaction, so up to that
 * many submits of one client proceed in parallel instead of queueing on one row lock. The
 * CHECK (credits_left >= 0) plus the "> 0" filter under the row lock make overdrawing impossible.
 * Only when every slot with credits is locked by others does a submit wait (second pass without
 * SKIP LOCKED), so a client never sees "no credits" while credits exist. Each consumption also
 * inserts a credit_usages row (insert-only) for charts and reports.
 */
export const CREDIT_SLOT_COUNT = 8;

const MAX_CONSUME_ROUNDS = 5;

/** Credits of a client: sum of credits_left of its unexpired entries. */
export function getClientCredits(db: TDb, clientId: number, now = new Date()): Promise<number> {
  return sumClientCredits(db, clientId, now);
}

/** Default expiry of new credits: CREDITS_VALID_YEARS after `from`. */
export function defaultCreditExpiry(from: Date): Date {
  const expiry = new Date(from);
  expiry.setFullYear(expiry.getFullYear() + CREDITS_VALID_YEARS);
  return expiry;
}

/** Splits `total` over the slots as evenly as possible (at least one slot, even for 0). */
export function splitOverSlots(total: number, slotCount = CREDIT_SLOT_COUNT): number[] {
  const count = Math.max(1, Math.min(slotCount, total));
  const base = Math.floor(total / count);
  return Array.from({ length: count }, (_, i) => base + (i < total % count ? 1 : 0));
}

/** Adds a credit entry to the client. */
export function addCreditEntry(db: TDb, clientId: number, entry: TNewCreditEntry) {
  if (!Number.isInteger(entry.total) || entry.total < 0) throw new DomainError('VALIDATION');
  return db.transaction((tx) =>
    insertCreditEntry(tx, clientId, entry, splitOverSlots(entry.total)),
  );
}

/**
 * Consumes one credit of the client. Call inside the transaction that stores the registration so
 * both commit or neither. Throws INSUFFICIENT_CREDITS when the client has none left.
 */
export async function consumeCredit(
  tx: TDb,
  clientId: number,
  registrationId: number | null = null,
  now = new Date(),
): Promise<number> {
  for (let round = 0; round < MAX_CONSUME_ROUNDS; round++) {
    const creditId =
      (await takeCreditFromSlot(tx, clientId, now, true)) ??
      // All slots with credits were locked: wait for one. It may be empty once the other
      // transaction commits, hence another round while the client still has credits at all.
      ((await sumClientCredits(tx, clientId, now)) > 0
        ? await takeCreditFromSlot(tx, clientId, now, false)
        : null);
    if (creditId !== null) {
      await insertCreditUsage(tx, { clientId, creditId, registrationId, usedAt: now });
      return creditId;
    }
    if ((await sumClientCredits(tx, clientId, now)) === 0) break;
  }
  throw new DomainError('INSUFFICIENT_CREDITS');
}
