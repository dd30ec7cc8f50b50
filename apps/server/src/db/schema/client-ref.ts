import { integer } from 'drizzle-orm/pg-core';
import { clients } from './clients';

/**
 * The tenant column of every client-owned table: `client_id`, required, removed with its client.
 * One helper so no table forgets the cascade or the NOT NULL that tenant scoping relies on.
 */
export const clientRef = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
