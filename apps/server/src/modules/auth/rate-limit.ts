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
/** The longest progressive delay of an address that failed for the account. */
export const ACCOUNT_MAX_DELAY_MS = 30 * 1000;
/**
 * The longest an address that has not failed for the account is held while the account is
 * delayed. It is never refused for the delay (that let six rotating addresses lock any account
 * for good); the short hold only slows a guesser who rotates through fresh addresses one by one.
 */
export const CLEAN_ADDRESS_MAX_WAIT_MS = 3 * 1000;
/**
 * Failures of one account within the window from which it counts as under attack: logged (at
 * this count and every further this many) and listed for the admins. Equal to the start of the
 * delay: with at most 5 per address, that takes at least two addresses.
 */
export const LOGIN_ATTACK_FAILURES = ACCOUNT_FREE_FAILURES;

/**
 * How long after the account's latest attempt the next one may start, given `failures` within
 * the window (from all addresses): none up to {@link ACCOUNT_FREE_FAILURES}, then 1 s, doubling
 * with every further failure, capped at {@link ACCOUNT_MAX_DELAY_MS}.
 */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_MAX_DELAY_MS, 1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES));
}

/** The rate limit's verdict on one attempt. */
export type TLoginVerdict =
  | {
      go: false;
      until: Date;
      /** Only the progressive account delay applies (at most half a minute). */
      short: boolean;
    }
  | {
      go: true;
      /** How long to hold the attempt before the password check (a clean address only). */
      waitMs: number;
    };

/**
 * The rate-limit verdict for an attempt at `now`, given the recorded attempts. The pair and
 * address limits refuse. The account delay refuses only an address that failed for this account
 * in the window (the guessers' addresses); any other address is held at most
 * {@link CLEAN_ADDRESS_MAX_WAIT_MS}, so the owner always gets in with the right password.
 */
export function judgeLoginAttempt(counts: TLoginAttemptCounts, now: Date): TLoginVerdict {
  const windowEnds = (oldest: Date | null) =>
    oldest ? oldest.getTime() + LOGIN_WINDOW_MS : Number.NEGATIVE_INFINITY;
  const locked = Math.max(
    counts.pair.count >= MAX_ACCOUNT_ADDRESS_FAILURES ? windowEnds(counts.pair.oldest) : 0,
    counts.address.count >= MAX_ADDRESS_FAILURES ? windowEnds(counts.address.oldest) : 0,
  );
  const delay = accountDelayMs(counts.account.count);
  const delayed = delay > 0 && counts.account.latest ? counts.account.latest.getTime() + delay : 0;
  const failedHere = counts.pair.count > 0;
  const until = Math.max(locked, failedHere ? delayed : 0);
  if (until > now.getTime()) {
    return { go: false, until: new Date(until), short: locked <= now.getTime() };
  }
  const waitMs = failedHere ? 0 : Math.min(CLEAN_ADDRESS_MAX_WAIT_MS, delayed - now.getTime());
  return { go: true, waitMs: Math.max(0, waitMs) };
}

/** What a recorded attempt leaves to the caller, outside the transaction. */
export interface TReservedAttempt {
  /** Hold the attempt this long before the password check (see {@link judgeLoginAttempt}). */
  waitMs: number;
  /** Set when this attempt finds the account under attack, at each step worth a log line. */
  attack: { failures: number; addresses: number } | null;
}

/**
 * Records a sign-in attempt before the password is checked, or refuses it. The lock, the count
 * and the insert form one transaction serialised per account and per address, so parallel
 * attempts each see the others: of 50 simultaneous guesses at most 5 reach the (slow) argon2
 * check. Stored in PostgreSQL, so the limit holds across all app servers. A refused attempt is
 * not recorded. Throws TOO_MANY_LOGIN_ATTEMPTS with the wait in whole minutes (for the text) and
 * seconds (for Retry-After). The hold of a clean address is the caller's, after the commit: no
 * transaction or lock is held while waiting.
 */
export async function reserveLoginAttempt(
  db: TDb,
  email: string,
  ip: string,
  now: Date,
): Promise<TReservedAttempt> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const { verdict, counts } = await db.transaction(async (tx) => {
    await lockLoginAttempts(tx, email, ip);
    const found = await countLoginAttempts(tx, email, ip, since);
    const judged = judgeLoginAttempt(found, now);
    if (judged.go) await insertLoginAttempt(tx, email, ip, now);
    return { verdict: judged, counts: found };
  });
  if (verdict.go) return { waitMs: verdict.waitMs, attack: attackStep(counts.account) };
  const retryAfter = Math.max(1, Math.ceil((verdict.until.getTime() - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', {
    params: { minutes: Math.ceil(retryAfter / 60), retryAfter },
    ...(verdict.short ? { messageKey: 'auth.tooManyAttemptsShort' as const } : {}),
  });
}

/**
 * The attack worth logging: the account's earlier failures reach the threshold or a further
 * multiple of it. Attempts of one account are serialised, so each step is logged once.
 */
function attackStep(account: TLoginAttemptCounts['account']): TReservedAttempt['attack'] {
  const { count, addresses } = account;
  if (count < LOGIN_ATTACK_FAILURES || count % LOGIN_ATTACK_FAILURES !== 0) return null;
  return { failures: count, addresses };
}

/**
 * The address the limits count: an IPv4 address as is (also when it arrives IPv4-mapped,
 * '::ffff:10.1.2.3'), an IPv6 address as its /64 network ('2001:db8:0:a::/64'). One subscriber
 * or host gets a whole /64, so counting single IPv6 addresses would hand an attacker millions of
 * fresh addresses, each clean for the account (issue 17).
 */
export function rateLimitAddress(ip: string): string {
  const bare = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped?.[1]) return mapped[1];
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : [];
  const left = groups(head);
  const right = groups(tail);
  const filled =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const network = filled.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
}
