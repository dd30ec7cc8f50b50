import {
  REGISTRATION_STATUSES,
  REVIEW_STATES,
  type TRegistrationStatus,
  type TReviewState,
} from '@eform/core/api/registrations';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, textArrayLiteral } from './columns';
import { forms } from './forms';
import { users } from './users';

/** The registrations list sorts names by this many characters (registrations_list_name_idx). */
export const REGISTRATION_NAME_SORT_CHARS = 200;

/**
 * A sent registration (doc 2 §3 'Registration'). Grows with use, so it is keyed by
 * (client_id, id) and every unique key starts with client_id: distributing it by client
 * (Citus) needs no rewrite. `uuid` is the spec's `_id`. The schema it was filled on is the form
 * revision `form_revision` (form_revisions holds the full content), not a copy per row.
 * `serial_number` comes from the form's own sequence (see `registrationSerialSequence`): gaps
 * after a failed transaction are fine, duplicates are refused by the unique key.
 */
export const registrations = pgTable(
  'registrations',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formRevision: integer('form_revision').notNull(),
    serialNumber: integer('serial_number').notNull(),
    name: text('name').notNull(),
    /** Null for a guest registration. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<TRegistrationStatus>().notNull().default('completed'),
    /** '1'-'9' for workflow registrations; null for default forms. */
    phase: text('phase'),
    /** Who must continue a workflow draft; null when not forwarded (assign_to_user 0). */
    assignedUserId: integer('assigned_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The label of the stateTransition element that moved it last (doc 2 §3). */
    visibleStateTransition: text('visible_state_transition'),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    registeredAt: instant('registered_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** Set when moved to the trash; trashed registrations are deleted after 30 days. */
    deletedAt: instant('deleted_at'),
    /** A manager's review (issue 34); null: not reviewed. History in registration_reviews. */
    reviewState: text('review_state').$type<TReviewState>(),
    reviewComment: text('review_comment'),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('registrations_client_uuid_key').on(table.clientId, table.uuid),
    // Paths carry only the _id: a plain index finds its row (a unique key must hold client_id).
    index('registrations_uuid_idx').on(table.uuid),
    uniqueIndex('registrations_client_form_serial_key').on(
      table.clientId,
      table.formId,
      table.serialNumber,
    ),
    // A form's registrations by date (admin list, search dialog), live ones only.
    index('registrations_form_date_idx')
      .on(table.clientId, table.formId, table.registeredAt.desc())
      .where(sql`${table.deletedAt} is null`),
    // The registrations list (issue 19): every tab and sort is one index range scan. Live rows
    // by status (the completed and draft tabs) and sort column, with id as the unique tiebreak;
    // the trash by deleted_at (other sorts of the trash, which the purge keeps small, sort it).
    index('registrations_list_date_idx')
      .on(table.clientId, table.formId, table.status, table.registeredAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('registrations_list_serial_idx')
      .on(table.clientId, table.formId, table.status, table.serialNumber, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('registrations_list_updated_idx')
      .on(table.clientId, table.formId, table.status, table.updatedAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    // Names may be long (a pattern may hold a textarea): the sort reads their start only.
    index('registrations_list_name_idx')
      .on(
        table.clientId,
        table.formId,
        table.status,
        sql`left(${table.name}, ${sql.raw(String(REGISTRATION_NAME_SORT_CHARS))})`,
        table.id,
      )
      .where(sql`${table.deletedAt} is null`),
    index('registrations_trash_idx')
      .on(table.clientId, table.formId, table.deletedAt, table.id)
      .where(sql`${table.deletedAt} is not null`),
    // The trash purge: trashed rows of every client, oldest first.
    index('registrations_trashed_at_idx')
      .on(table.deletedAt)
      .where(sql`${table.deletedAt} is not null`),
    // My registrations: the user's newest first.
    index('registrations_user_date_idx').on(
      table.clientId,
      table.userId,
      table.registeredAt.desc(),
    ),
    // Assigned drafts of a user.
    index('registrations_assigned_idx')
      .on(table.assignedUserId, table.updatedAt.desc())
      .where(sql`${table.status} = 'draft' and ${table.deletedAt} is null`),
    index('registrations_form_id_idx').on(table.formId),
    // The list's review filter (issue 34) on the live rows of a status, newest first.
    index('registrations_review_idx')
      .on(table.clientId, table.formId, table.status, table.reviewState, table.registeredAt)
      .where(sql`${table.deletedAt} is null`),
    index('registrations_reviewed_by_idx').on(table.reviewedBy),
    check(
      'registrations_review_state_known',
      sql`${table.reviewState} is null or ${table.reviewState} = any(${textArrayLiteral(REVIEW_STATES)})`,
    ),
    check(
      'registrations_status_known',
      sql`${table.status} = any(${textArrayLiteral(REGISTRATION_STATUSES)})`,
    ),
  ],
);

/**
 * How many registrations a form has per status, live or trashed, so a page of the list never
 * counts a million rows; `stamp` grows with every write to the form's registrations (a filtered
 * count is cached while the sum of the form's stamps stays the same). Kept by statement-level
 * triggers on registrations (migration 0009), one upsert per form and group per statement, so a
 * batch of 32 submits updates its form's row once.
 */
export const registrationCounts = pgTable(
  'registration_counts',
  {
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    status: text('status').$type<TRegistrationStatus>().notNull(),
    trashed: boolean('trashed').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
    stamp: bigint('stamp', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.formId, table.status, table.trashed] }),
    index('registration_counts_form_id_idx').on(table.formId),
  ],
);

/**
 * One accepted submit, insert-only: the fill_token that made it. A token is accepted once per
 * client (the primary key), so a repeated submit of the same filling is answered 409 instead of
 * storing a duplicate, also when it continues a workflow draft under a new token.
 */
export const registrationSubmits = pgTable(
  'registration_submits',
  {
    clientId: clientRef(),
    fillToken: text('fill_token').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    submittedAt: instant('submitted_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.fillToken] }),
    index('registration_submits_registration_idx').on(table.clientId, table.registrationId),
  ],
);

/**
 * An uploaded file (doc 1 §2.9 files). The bytes live in the storage (content-addressed by
 * `sha256` under DATA_DIR, or object storage later); this row says whose it is. A file is the
 * uploader's until a registration holding it is stored (`registration_id`); from then on whoever
 * may see that registration may download it.
 */
export const files = pgTable(
  'files',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The type read from the bytes, never the one the browser claimed. */
    mimeType: text('mime_type').notNull(),
    filename: text('filename').notNull(),
    /** Null for a guest upload. */
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    formId: integer('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    registrationId: bigint('registration_id', { mode: 'number' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('files_client_uuid_key').on(table.clientId, table.uuid),
    index('files_uuid_idx').on(table.uuid),
    index('files_registration_idx').on(table.clientId, table.registrationId),
    index('files_form_id_idx').on(table.formId),
    index('files_uploaded_by_idx').on(table.uploadedBy),
    // The orphan purge: uploads no registration took, oldest first; then who else holds the bytes.
    index('files_orphan_idx').on(table.createdAt).where(sql`${table.registrationId} is null`),
    index('files_sha256_idx').on(table.sha256),
    check('files_size_not_negative', sql`${table.size} >= 0`),
  ],
);

/**
 * The name of the sequence that numbers a form's registrations (registration_serial_number).
 * A sequence, not a counter row: nextval never waits on another transaction and is not rolled
 * back, so concurrent submits of one form never queue on it (gaps are allowed, duplicates not).
 */
export function registrationSerialSequence(formId: number): string {
  return `registration_serial_form_${Math.trunc(formId)}`;
}

/**
 * What a guest window counts: submits, searches or datasource reads per address a minute, or a
 * form's hour.
 */
export const GUEST_WINDOW_KINDS = ['submit', 'search', 'hour', 'datasource'] as const;
/** One of {@link GUEST_WINDOW_KINDS}. */
export type TGuestWindowKind = (typeof GUEST_WINDOW_KINDS)[number];

/**
 * Guest requests per form in fixed windows: the guest rate limits. `kind` 'submit', 'search' and
 * 'datasource' (a guest form's datasource reads) count per address and minute; 'hour' counts a
 * form's guest submits over all addresses (`ip` empty) per hour
 * (settings.guest_submits_per_hour). In PostgreSQL, so the limits hold across all app servers;
 * one row per (form, kind, address, window), so only requests counted on the same row ever wait
 * on each other. Rows of past windows are useless and deleted by the
 * requests themselves now and then.
 */
export const guestSubmitWindows = pgTable(
  'guest_submit_windows',
  {
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TGuestWindowKind>().notNull().default('submit'),
    ip: text('ip').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({
      columns: [table.clientId, table.formId, table.kind, table.ip, table.windowStart],
    }),
    index('guest_submit_windows_start_idx').on(table.windowStart),
    check(
      'guest_submit_windows_kind_known',
      sql`${table.kind} = any(${textArrayLiteral(GUEST_WINDOW_KINDS)})`,
    ),
  ],
);

/**
 * The guest submit challenges (ALTCHA) already used: a solution is accepted once. Keyed by the
 * challenge's signature; kept until the challenge expires (after that it is refused anyway) and
 * then deleted by the submits now and then.
 */
export const guestChallengeUses = pgTable(
  'guest_challenge_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('guest_challenge_uses_expires_idx').on(table.expiresAt)],
);

/**
 * Server-made secrets, made at first use and shared by every app server through the database:
 * 'altcha' signs the guest submit challenges. Never sent to anyone.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: instant('created_at').notNull().defaultNow(),
});
