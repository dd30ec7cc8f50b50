import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/** What a password link was sent for: a new account's welcome mail or a forgotten password. */
export const ACCOUNT_TOKEN_PURPOSES = ['welcome', 'reset'] as const;

/**
 * A one-time link to set a password (welcome and reset mails). Only the SHA-256 of the token is
 * stored; a token works once (used_at) and until expires_at. Sending a new link ends the user's
 * older ones (revoked_at), so only the latest mail works.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<(typeof ACCOUNT_TOKEN_PURPOSES)[number]>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('account_tokens_user_id_idx').on(table.userId),
    index('account_tokens_expires_at_idx').on(table.expiresAt),
  ],
);

/**
 * Requests that mail an address on a guest's word (password reset, self-registration), counted
 * per address and per IP for the rate limit; in PostgreSQL so every app server sees the same
 * counts. Rows older than the window are purged.
 */
export const accountMailRequests = pgTable(
  'account_mail_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The e-mail address asked for, lower-cased (also for addresses without an account). */
    email: text('email').notNull(),
    /** The address as the limits count it (`rateLimitAddress`). */
    ip: text('ip').notNull(),
    requestedAt: instant('requested_at').notNull().defaultNow(),
  },
  (table) => [
    index('account_mail_requests_email_idx').on(table.email, table.requestedAt),
    index('account_mail_requests_ip_idx').on(table.ip, table.requestedAt),
  ],
);
