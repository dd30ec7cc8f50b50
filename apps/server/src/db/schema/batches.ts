import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { instant } from './columns';
import { users } from './users';

/** What a batch does. */
export const BATCH_KINDS = ['client-removal', 'datasource-import', 'datasource-export'] as const;
/** One of {@link BATCH_KINDS}. */
export type TBatchKind = (typeof BATCH_KINDS)[number];

/** Work of a client removal still to do beyond the rows: storage keys whose bytes may go. */
export interface TBatchState {
  /** Storage keys of file rows already deleted whose bytes are not yet removed. */
  pendingKeys?: string[];
  /** A datasource import or export: the datasource worked on. */
  datasourceId?: number;
  /** A finished datasource export: the storage key and size of its CSV. */
  exportKey?: string;
  exportSize?: number;
  /** Where a finished batch's result is downloaded (GET /api/batch/process answers it). */
  downloadUrl?: string;
}

/**
 * A background batch (doc 3 §3 Batch): long work done by a pg-boss job in chunks, its progress
 * kept here so the screen asks the server (GET api/batch/process/{batch_name}) and a restarted
 * server continues where the last chunk committed. `client_id` is the client worked on; it
 * becomes null once a removal deleted that client, so the batch outlives it to report the end.
 */
export const batches = pgTable(
  'batches',
  {
    name: uuid('name').primaryKey().defaultRandom(),
    kind: text('kind').$type<TBatchKind>().notNull(),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    totalItems: integer('total_items').notNull(),
    itemsInQueue: integer('items_in_queue').notNull(),
    state: jsonb('state').$type<TBatchState>().notNull().default({}),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Last chunk committed: a batch idle for long while unfinished is queued again. */
    updatedAt: instant('updated_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    index('batches_client_id_idx').on(table.clientId),
    index('batches_created_by_idx').on(table.createdBy),
    index('batches_unfinished_idx').on(table.updatedAt).where(sql`${table.finishedAt} is null`),
    check('batches_items_not_negative', sql`${table.itemsInQueue} >= 0`),
  ],
);
