import { DomainError } from '@eform/core/errors';
import type { TServerOnlyMessageKey } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { rateLimitAddress } from '../auth';
import { hashAccountToken } from './account-tokens';
import {
  countMailRequests,
  deleteMailRequests,
  insertMailRequest,
  lockMailRequests,
} from './accounts.repository';

/** The window over which guest requests (reset, self-registration, set-password) are counted. */
export const MAIL_REQUEST_WINDOW_MS = 15 * 60 * 1000;
/** Mails one address may be sent on a guest's word within the window. */
export const MAX_MAIL_REQUESTS_PER_EMAIL = 3;
/**
 * Guest requests from one IP (or IPv6 /64) within the window, over all addresses and tokens:
 * reset and registration mails, and set-password attempts that did not set a password.
 */
export const MAX_MAIL_REQUESTS_PER_IP = 30;
/**
 * Failed attempts to set a password with one link token within the window, from any address.
 * A real link fails only when used or expired, so only a guesser reaches this.
 */
export const MAX_SET_PASSWORD_ATTEMPTS_PER_TOKEN = 5;

/**
 * The key a set-password attempt is counted under in `account_mail_requests`: the token's hash
 * (never the token) with a prefix no e-mail address has, so it shares the per-IP count of the
 * guest calls and keeps its own per-token count.
 */
function setPasswordKey(token: string): string {
  return `set-password:${hashAccountToken(token)}`;
}

interface TGuestLimit {
  key: string;
  perKey: number;
  messageKey: TServerOnlyMessageKey;
}

/**
 * Counts a guest's request under `key` from `ip` before any work, or refuses it
 * (TOO_MANY_REQUESTS with the wait for the text and Retry-After). Counted under a lock per key
 * and IP, in PostgreSQL: the limit holds across app servers and parallel requests.
 */
async function reserveGuestRequest(db: TDb, ip: string, limit: TGuestLimit, now: Date) {
  const address = rateLimitAddress(ip);
  const since = new Date(now.getTime() - MAIL_REQUEST_WINDOW_MS);
  const refusedUntil = await db.transaction(async (tx) => {
    await lockMailRequests(tx, limit.key, address);
    const counts = await countMailRequests(tx, limit.key, address, since);
    const ends = (oldest: Date | null) =>
      (oldest?.getTime() ?? now.getTime()) + MAIL_REQUEST_WINDOW_MS;
    const until = Math.max(
      counts.email.count >= limit.perKey ? ends(counts.email.oldest) : 0,
      counts.ip.count >= MAX_MAIL_REQUESTS_PER_IP ? ends(counts.ip.oldest) : 0,
    );
    if (until === 0) await insertMailRequest(tx, limit.key, address, now);
    return until;
  });
  if (refusedUntil === 0) return;
  const retryAfter = Math.max(1, Math.ceil((refusedUntil - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: limit.messageKey,
    params: { minutes: Math.ceil(retryAfter / 60), retryAfter },
  });
}

/**
 * Counts a guest's request to mail `email` before any work, or refuses it: per address, so
 * nobody floods a mailbox, and per IP, so nobody floods many.
 */
export async function reserveMailRequest(
  db: TDb,
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const limit = {
    key: email,
    perKey: MAX_MAIL_REQUESTS_PER_EMAIL,
    messageKey: 'server.account.tooManyRequests',
  } as const;
  await reserveGuestRequest(db, ip, limit, now);
}

/**
 * Counts an attempt to set a password with `token` before the token is even looked up, or
 * refuses it (issue 29: 200 guesses in 1.7 s went unchecked): at most
 * {@link MAX_SET_PASSWORD_ATTEMPTS_PER_TOKEN} per token and {@link MAX_MAIL_REQUESTS_PER_IP}
 * guest requests per IP in the window. Recorded first, so parallel guesses see each other;
 * {@link forgetSetPasswordAttempts} takes a successful one out of the count again.
 */
export async function reserveSetPasswordAttempt(
  db: TDb,
  token: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const limit = {
    key: setPasswordKey(token),
    perKey: MAX_SET_PASSWORD_ATTEMPTS_PER_TOKEN,
    messageKey: 'server.account.tooManyPasswordAttempts',
  } as const;
  await reserveGuestRequest(db, ip, limit, now);
}

/**
 * A password was set with `token`: its attempts no longer count against the IP, so a town hall
 * whose staff all follow their welcome links from one address in the same morning is not
 * refused.
 */
export async function forgetSetPasswordAttempts(db: TDb, token: string): Promise<void> {
  await deleteMailRequests(db, setPasswordKey(token));
}
