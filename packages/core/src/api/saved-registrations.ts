import { z } from 'zod';
import { MAX_FILL_TOKEN_LENGTH, ZRegistrationValues } from './registrations';

/** At most this many saved registrations in one sync call; the device sends in parts. */
export const SYNC_MAX_REGISTRATIONS = 500;
/** A user keeps at most this many saved registrations on the server (per client). */
export const SAVED_REGISTRATIONS_MAX_PER_USER = 2000;

const ZInstant = z.iso.datetime({ offset: true });

/**
 * A registration saved on the device to be sent later (doc 1 §3 'Saved (offline) registration'),
 * as the device sends it to POST api/saved-registrations-sync and the server answers it.
 * `server_updated_at` is the registration_updated_at of the server's version this one was last
 * synced with (absent for one never synced): a server version newer than that, from another
 * device, makes a conflict instead of being overwritten.
 */
export const ZSavedRegistration = z
  .object({
    form_id: z.string().min(1).max(64).describe('form_id (uuid) of the form'),
    form_name: z.string().max(500).default(''),
    form_summary: z.string().max(5000).default(''),
    fill_token: z.string().trim().min(1).max(MAX_FILL_TOKEN_LENGTH),
    schema: z
      .array(z.unknown())
      .max(5000)
      .default([])
      .describe('The schema the registration was filled on'),
    values: ZRegistrationValues,
    registration_updated_at: ZInstant.describe('When the filler last changed it (device clock)'),
    registration_saved_deleted_at: ZInstant.nullable()
      .default(null)
      .describe('Set when the filler deleted it; the deletion reaches the other devices'),
    server_updated_at: ZInstant.nullable()
      .optional()
      .describe('registration_updated_at of the server version it was last synced with'),
    unsynced: z.boolean().optional().describe('Device only: changed since the last sync'),
    content_omitted: z
      .literal(true)
      .optional()
      .describe(
        'Answer only: the device holds this version (listed in `known` or just sent), so `values` and `schema` are left empty',
      ),
  })
  .meta({ id: 'SavedRegistration' });
/** A saved registration. */
export type TSavedRegistration = z.infer<typeof ZSavedRegistration>;
/** A saved registration as the device writes it (defaults not yet applied). */
export type TSavedRegistrationInput = z.input<typeof ZSavedRegistration>;

/** At most this many versions in `known` (every saved registration of the user, all clients). */
export const SYNC_MAX_KNOWN = 20_000;

/** A version of a saved registration the device already holds with its content. */
export const ZKnownVersion = z.object({
  fill_token: z.string().trim().min(1).max(MAX_FILL_TOKEN_LENGTH),
  registration_updated_at: ZInstant,
});
/** A version the device holds. */
export type TKnownVersion = z.infer<typeof ZKnownVersion>;

const ZSyncList = z.array(ZSavedRegistration).max(SYNC_MAX_REGISTRATIONS);

/**
 * POST api/saved-registrations-sync body: the device's unsynced registrations (empty after
 * login), as the spec's plain list, or as `{registrations, known}` where `known` lists the
 * versions the device already holds: the answer then carries those, and the ones just sent,
 * without their content (`content_omitted`).
 */
export const ZSavedRegistrationsSyncBody = z.union([
  ZSyncList,
  z.object({
    registrations: ZSyncList,
    known: z.array(ZKnownVersion).max(SYNC_MAX_KNOWN).default([]),
  }),
]);
/** The sync body. */
export type TSavedRegistrationsSyncBody = z.input<typeof ZSavedRegistrationsSyncBody>;

/** Two versions of one saved registration, changed on two devices since their last sync. */
export const ZSyncConflict = z.object({
  fill_token: z.string(),
  client_version: ZSavedRegistration,
  server_version: ZSavedRegistration,
});
/** A sync conflict. */
export type TSyncConflict = z.infer<typeof ZSyncConflict>;

/**
 * Why a sent registration was not kept on the server (it stays on the device). 'too_long': a
 * value is larger than its element type allows (core's `storedValueErrors`, issue 29); `fields`
 * names them.
 */
export const SYNC_REFUSALS = ['form_not_found', 'already_sent', 'too_many', 'too_long'] as const;

/**
 * Answer 201 of the sync: every saved registration of the user on the server (they replace the
 * device's synced ones; deleted ones carry registration_saved_deleted_at), the conflicts to
 * choose from, and those refused (kept on the device only, with the reason). With the object
 * body, versions the device holds come with `content_omitted` (also a conflict's client_version).
 */
export const ZSavedRegistrationsSyncAnswer = z
  .object({
    registrations: z.array(ZSavedRegistration),
    conflicts: z.array(ZSyncConflict),
    refused: z
      .array(
        z.object({
          fill_token: z.string(),
          reason: z.enum(SYNC_REFUSALS),
          fields: z
            .array(z.string())
            .optional()
            .describe(
              "'too_long' only: the paths of the values too large (subform items as name.index.child)",
            ),
        }),
      )
      .default([]),
  })
  .meta({ id: 'SavedRegistrationsSyncAnswer' });
/** The sync answer. */
export type TSavedRegistrationsSyncAnswer = z.infer<typeof ZSavedRegistrationsSyncAnswer>;
