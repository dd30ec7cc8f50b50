import { setTimeout as sleep } from 'node:timers/promises';
import { CREDITS_VALID_YEARS } from '@eform/core/constants';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import {
  insertCreditEntry,
  sumClientCredits,
  type TNewCreditEntry,
  takeOneCredit,
} from './credits.repository';

/**
 * How the ledger survives concurrent submits (docs/ARCHITECTURE.md "Credits ledger without a hot
 * row"): an entry's balance is spread over up to CREDIT_SLOT_COUNT rows of credit_slots. A submit
 * decrements one slot chosen with FOR UPDATE SKIP LOCKED in the statement that stores the
 * registration (takeCreditSql, the one way a credit is taken), so up to that many submits of one
 * client proceed in parallel instead of queueing on one row lock. The CHECK (credits_left >= 0)
 * plus the ">= count" filter under the row lock make overdrawing impossible.
 * A submit never WAITS for a slot lock: when every slot with credits is held by others it backs
 * off briefly and tries again. Waiting (FOR UPDATE without SKIP LOCKED) deadlocked under load:
 * a waiter whose slot turned out empty after the holder committed keeps that row lock while it
 * moves on to the next slot, so two waiters can each hold what the other waits for. A client
 * never sees "no credits" while credits exist: only a sum of zero ends the attempts. Each
 * consumption also inserts a credit_usages row (insert-only) for charts and reports.
 */
// Twice the bench's concurrency (16 submits of one client at once): with 8 slots half of them
// found every slot held and backed off (bench:submit 151/s; 178/s with 32).
export const CREDIT_SLOT_COUNT = 32;

/** Attempts while every slot with credits is held by other submits (about 2 s in all). */
const MAX_CONSUME_ROUNDS = 40;
/** Back-off between attempts: grows from 2 ms to this, with jitter so waiters spread out. */
const MAX_BACKOFF_MS = 60;

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
 * Runs `attempt` (which takes a credit with takeCreditSql and answers null when no slot was free)
 * until it succeeds. Null with a sum of zero: INSUFFICIENT_CREDITS. Null while credits
 * exist means every slot with credits is held by a submit in flight: back off briefly (jittered,
 * growing) and try again; still held after about 2 s: SERVICE_UNAVAILABLE (busy, not empty).
 */
export async function retryWhileSlotsHeld<T>(
  db: TDb,
  clientId: number,
  now: Date,
  attempt: () => Promise<T | null>,
): Promise<T> {
  for (let round = 0; round < MAX_CONSUME_ROUNDS; round++) {
    const result = await attempt();
    if (result !== null) return result;
    if ((await sumClientCredits(db, clientId, now)) === 0) {
      throw new DomainError('INSUFFICIENT_CREDITS');
    }
    const backoff = Math.min(MAX_BACKOFF_MS, 2 ** (round + 1));
    await sleep(backoff / 2 + Math.random() * (backoff / 2));
  }
  throw new DomainError('SERVICE_UNAVAILABLE');
}

/**
 * Consumes one credit of the client and records its usage (one statement, see takeOneCredit).
 * Call inside the transaction that stores the registration so both commit or neither, as late as
 * possible (the slot stays locked until the commit). Throws INSUFFICIENT_CREDITS when the client
 * has none left. The credit entry's id.
 */
export function consumeCredit(
  tx: TDb,
  clientId: number,
  registrationId: number | null = null,
  now = new Date(),
): Promise<number> {
  return retryWhileSlotsHeld(tx, clientId, now, () =>
    takeOneCredit(tx, clientId, registrationId, now),
  );
}
