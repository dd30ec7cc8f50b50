import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import {
  countLoginAttempts,
  insertLoginAttempt,
  lockLoginAttempts,
  type TLoginAttemptCounts,
} from './auth.repository';

/** The window over which failed sign-ins are counted. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins of one account from one address within the window; then that address is
 * refused for that account until the window has passed. Other addresses are not affected, so
 * nobody can lock a person out by guessing their password from elsewhere.
 */
export const MAX_ACCOUNT_ADDRESS_FAILURES = 5;
/**
 * Failed sign-ins per IP address within the window, over all accounts. The bar is high: a town
 * hall's staff sit behind one address and mistype their passwords every morning; a blocked
 * address blocks them all. Guessing many accounts from one address is what must be stopped.
 */
export const MAX_ADDRESS_FAILURES = 50;
/**
 * Failed sign-ins of one account from all addresses within the window before the progressive
 * delay starts: twice the per-address limit, so one guessing address never slows the owner.
 */
export const ACCOUNT_FREE_FAILURES = 10;
/** The longest progressive delay: a person on another address is never kept out longer. */
export const ACCOUNT_MAX_DELAY_MS = 30 * 1000;

/**
 * How long after the account's latest attempt the next one may start, given `failures` within
 * the window (from all addresses): none up to {@link ACCOUNT_FREE_FAILURES}, then 1 s, doubling
 * with every further failure, capped at {@link ACCOUNT_MAX_DELAY_MS}. Guessing from many
 * addresses thus gets about one guess per 30 s, while the owner waits half a minute at most.
 */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

/** Why and until when an attempt is refused, or null when it may go ahead. */
export interface TLoginRefusal {
  until: Date;
  /** Only the progressive account delay applies (at most half a minute). */
  short: boolean;
}

/** The rate-limit verdict for an attempt at `now`, given the recorded attempts. */
export function loginRefusal(counts: TLoginAttemptCounts, now: Date): TLoginRefusal | null {
  const windowEnds = (oldest: Date | null) =>
    oldest ? oldest.getTime() + LOGIN_WINDOW_MS : Number.NEGATIVE_INFINITY;
  const locked = Math.max(
    counts.pair.count >= MAX_ACCOUNT_ADDRESS_FAILURES ? windowEnds(counts.pair.oldest) : 0,
    counts.address.count >= MAX_ADDRESS_FAILURES ? windowEnds(counts.address.oldest) : 0,
  );
  const delay = accountDelayMs(counts.account.count);
  const delayed = delay > 0 && counts.account.latest ? counts.account.latest.getTime() + delay : 0;
  const until = Math.max(locked, delayed);
  if (until <= now.getTime()) return null;
  return { until: new Date(until), short: locked <= now.getTime() };
}

/**
 * Records a sign-in attempt before the password is checked, or refuses it. The lock, the count
 * and the insert form one transaction serialised per account and per address, so parallel
 * attempts each see the others: of 50 simultaneous guesses at most 5 reach the (slow) argon2
 * check. Stored in PostgreSQL, so the limit holds across all app servers. A refused attempt is
 * not recorded. Throws TOO_MANY_LOGIN_ATTEMPTS with the wait in whole minutes (for the text) and
 * seconds (for Retry-After).
 */
export async function reserveLoginAttempt(
  db: TDb,
  email: string,
  ip: string,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const refusal = await db.transaction(async (tx) => {
    await lockLoginAttempts(tx, email, ip);
    const found = loginRefusal(await countLoginAttempts(tx, email, ip, since), now);
    if (!found) await insertLoginAttempt(tx, email, ip, now);
    return found;
  });
  if (!refusal) return;
  const retryAfter = Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', {
    params: { minutes: Math.ceil(retryAfter / 60), retryAfter },
    ...(refusal.short ? { messageKey: 'auth.tooManyAttemptsShort' as const } : {}),
  });
}
