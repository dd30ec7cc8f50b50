import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * An api key. Only the SHA-256 of the token is stored, so a database leak yields no usable keys.
 * Sliding expiry: every use (recorded at most once per SESSION_TOUCH_INTERVAL) pushes expires_at.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Hex SHA-256 of the api key. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: instant('created_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    // The purge job deletes by expiry.
    index('sessions_expires_at_idx').on(table.expiresAt),
  ],
);
