import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { ACCOUNT_LINK_DAYS } from './account-mail';
import {
  findAccountToken,
  insertAccountToken,
  lockAccountToken,
  markTokenUsed,
  revokeUserTokens,
  type TAccountTokenRow,
  type TTokenPurpose,
} from './accounts.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The stored form of a link token: its SHA-256 (256 random bits need no slow hash). */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new one-time password link for the user, valid {@link ACCOUNT_LINK_DAYS} days; the user's
 * older links stop working (only the latest mail counts). Answers the token for the mail: it is
 * stored hashed only, and never anywhere else.
 */
export async function issueAccountToken(
  db: TDb,
  userId: number,
  purpose: TTokenPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await revokeUserTokens(tx, userId, now);
    await insertAccountToken(tx, {
      tokenHash: hashAccountToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ACCOUNT_LINK_DAYS * DAY_MS),
    });
  });
  return token;
}

/** The reason a link cannot be used (NOT_FOUND unknown, UNPROCESSABLE used or expired). */
function assertUsable(
  row: TAccountTokenRow | undefined,
  now: Date,
): asserts row is TAccountTokenRow {
  if (!row) throw new DomainError('NOT_FOUND', { messageKey: 'server.account.tokenUnknown' });
  if (row.usedAt || row.revokedAt) {
    throw new DomainError('UNPROCESSABLE', { messageKey: 'server.account.tokenUsed' });
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('UNPROCESSABLE', {
      messageKey: 'server.account.tokenExpired',
      params: { days: ACCOUNT_LINK_DAYS },
    });
  }
}

/**
 * Throws why the link of `token` cannot be used, without using it: asked before the slow
 * password hash, so a guest sending made-up tokens never costs an argon2 run.
 */
export async function assertAccountTokenUsable(db: TDb, token: string, now: Date): Promise<void> {
  assertUsable(await findAccountToken(db, hashAccountToken(token)), now);
}

/**
 * Uses the link of `token` once, inside the caller's transaction: the row is locked, so of two
 * simultaneous uses one wins. An unknown token is NOT_FOUND; a used, replaced or expired one
 * UNPROCESSABLE with the reason, for the page to say so.
 */
export async function consumeAccountToken(
  tx: TDb,
  token: string,
  now: Date,
): Promise<TAccountTokenRow> {
  const row = await lockAccountToken(tx, hashAccountToken(token));
  assertUsable(row, now);
  await markTokenUsed(tx, row.id, now);
  return row;
}
