import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { rateLimitAddress } from '../auth/rate-limit';
import { countMailRequests, insertMailRequest, lockMailRequests } from './accounts.repository';

/** The window over which guest mail requests (reset, self-registration) are counted. */
export const MAIL_REQUEST_WINDOW_MS = 15 * 60 * 1000;
/** Mails one address may be sent on a guest's word within the window. */
export const MAX_MAIL_REQUESTS_PER_EMAIL = 3;
/** Guest mail requests from one IP (or IPv6 /64) within the window, over all addresses. */
export const MAX_MAIL_REQUESTS_PER_IP = 30;

/**
 * Counts a guest's request to mail `email` before any work, or refuses it (TOO_MANY_REQUESTS
 * with the wait): per address, so nobody floods a mailbox, and per IP, so nobody floods many.
 * Counted under a lock per address and IP, in PostgreSQL: the limit holds across app servers
 * and parallel requests.
 */
export async function reserveMailRequest(
  db: TDb,
  email: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const address = rateLimitAddress(ip);
  const since = new Date(now.getTime() - MAIL_REQUEST_WINDOW_MS);
  const refusedUntil = await db.transaction(async (tx) => {
    await lockMailRequests(tx, email, address);
    const counts = await countMailRequests(tx, email, address, since);
    const ends = (oldest: Date | null) =>
      (oldest?.getTime() ?? now.getTime()) + MAIL_REQUEST_WINDOW_MS;
    const until = Math.max(
      counts.email.count >= MAX_MAIL_REQUESTS_PER_EMAIL ? ends(counts.email.oldest) : 0,
      counts.ip.count >= MAX_MAIL_REQUESTS_PER_IP ? ends(counts.ip.oldest) : 0,
    );
    if (until === 0) await insertMailRequest(tx, email, address, now);
    return until;
  });
  if (refusedUntil === 0) return;
  const retryAfter = Math.max(1, Math.ceil((refusedUntil - now.getTime()) / 1000));
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: 'server.account.tooManyRequests',
    params: { minutes: Math.ceil(retryAfter / 60), retryAfter },
  });
}
