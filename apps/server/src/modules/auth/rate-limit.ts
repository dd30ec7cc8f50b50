import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { countAccountFailures, countAddressFailures } from './auth.repository';

/** The window over which failed sign-ins are counted. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** Failed sign-ins per account within the window before it is locked. */
export const MAX_ACCOUNT_FAILURES = 5;
/**
 * Failed sign-ins per IP address within the window. Only failures count, and the bar is high: a
 * town hall's staff sit behind one address and mistype their passwords every morning; a locked
 * address locks them all out. Guessing many accounts from one address is what must be stopped.
 */
export const MAX_ADDRESS_FAILURES = 50;

/**
 * Refuses a sign-in when the account or the address has too many recent failures. Counted in
 * PostgreSQL, so the limit holds across all app servers. Throws TOO_MANY_LOGIN_ATTEMPTS with the
 * wait in whole minutes (for the text) and seconds (for Retry-After).
 */
export async function assertLoginAllowed(db: TDb, email: string, ip: string, now: Date) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [account, address] = await Promise.all([
    countAccountFailures(db, email, since),
    countAddressFailures(db, ip, since),
  ]);
  const blockedSince = [
    account.count >= MAX_ACCOUNT_FAILURES ? account.oldest : null,
    address.count >= MAX_ADDRESS_FAILURES ? address.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (blockedSince.length === 0) return;
  const until = Math.max(...blockedSince.map((d) => d.getTime() + LOGIN_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', {
    params: { minutes: Math.ceil(retryAfter / 60), retryAfter },
  });
}
