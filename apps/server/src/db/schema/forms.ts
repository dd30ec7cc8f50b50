import {
  FORM_TYPES,
  type TEmailSetting,
  type TFormCompleteSettings,
  type TFormSettings,
  type TFormType,
  type TWebhookIntegration,
} from '@eform/core/api';
import type { TSchema } from '@eform/core/elements';
import type { TRule } from '@eform/core/rules';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, publicUuid, textArrayLiteral, timestamps } from './columns';
import { folders } from './folders';
import { userGroups } from './user-groups';
import { users } from './users';

/**
 * A form of one client. `uuid` is the spec's form_id (paths and links use it). The content is
 * jsonb parsed by core's zod schemas before it is written (every write goes through the forms
 * service's checks), so the columns carry core's types: `schema` (elements, subform rules stored
 * inside their subform element), `rules` (main-form rules), `settings`, `email_settings`,
 * `webhook_integrations`, `form_settings`. `revision` counts saves: a PATCH must name the revision it was based
 * on, and the write only happens while that is still the current one (no lost updates).
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    // A folder holding forms cannot be deleted (the API answers 409 first; this is the backstop).
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    type: text('type').$type<TFormType>().notNull().default('default'),
    schema: jsonb('schema').$type<TSchema>().notNull().default(sql`'[]'::jsonb`),
    rules: jsonb('rules').$type<TRule[]>().notNull().default(sql`'[]'::jsonb`),
    settings: jsonb('settings').$type<TFormSettings>().notNull().default(sql`'{}'::jsonb`),
    emailSettings: jsonb('email_settings')
      .$type<TEmailSetting[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    webhookIntegrations: jsonb('webhook_integrations')
      .$type<TWebhookIntegration[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    formSettings: jsonb('form_settings')
      .$type<TFormCompleteSettings>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    summary: text('summary').notNull().default(''),
    registrationNameToken: text('registration_name_token').notNull().default(''),
    publishedAt: instant('published_at'),
    /** '1' for workflow forms (phases '1'-'9'); null for default forms. */
    registrationPhase: text('registration_phase'),
    /** The guest link's id (settings.guestID mirrors it); null while guest access is off. */
    guestId: uuid('guest_id'),
    /** Last time settings.guest_submits_per_hour refused a guest submit (shown to the owner). */
    guestLimitHitAt: instant('guest_limit_hit_at'),
    revision: integer('revision').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    // Admin lists: forms of a client by folder (null = without folder), sorted by name.
    index('forms_client_folder_name_idx').on(table.clientId, table.folderId, table.name),
    index('forms_client_name_idx').on(table.clientId, table.name),
    // Filler lists: published forms only.
    index('forms_client_published_idx')
      .on(table.clientId, table.folderId)
      .where(sql`${table.publishedAt} is not null`),
    index('forms_folder_id_idx').on(table.folderId),
    uniqueIndex('forms_guest_id_key').on(table.guestId),
    check('forms_type_known', sql`${table.type} = any(${textArrayLiteral(FORM_TYPES)})`),
    check('forms_revision_positive', sql`${table.revision} >= 1`),
  ],
);

/**
 * One saved version of a form, written with every save (create, PATCH, restore): the full form
 * content, so a restore brings back exactly what was saved. Append-only. `content` is typed as
 * unknown on purpose: a revision may have been written by an older version of the product, so a
 * restore parses it again (forms/form-content.ts) and checks it like a save.
 */
export const formRevisions = pgTable(
  'form_revisions',
  {
    id: serial('id').primaryKey(),
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    content: jsonb('content').$type<unknown>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('form_revisions_form_revision_key').on(table.formId, table.revision),
    index('form_revisions_client_id_idx').on(table.clientId),
  ],
);

/** Who may fill a form: one row per user or group (the spec's form `users`). */
export const formAccess = pgTable(
  'form_access',
  {
    id: serial('id').primaryKey(),
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => userGroups.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('form_access_form_user_key')
      .on(table.formId, table.userId)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('form_access_form_group_key')
      .on(table.formId, table.groupId)
      .where(sql`${table.groupId} is not null`),
    index('form_access_form_id_idx').on(table.formId),
    // "Which forms may this user / group fill" (folder lists) walks from the user side.
    index('form_access_user_id_idx').on(table.userId),
    index('form_access_group_id_idx').on(table.groupId),
    index('form_access_client_id_idx').on(table.clientId),
    check('form_access_one_subject', sql`num_nonnulls(${table.userId}, ${table.groupId}) = 1`),
  ],
);
