import { randomUUID } from 'node:crypto';
import {
  type TEmailSetting,
  type TFormCompleteSettings,
  type TFormSettings,
  type TFormType,
  type TWebhookIntegration,
  ZEmailSetting,
  ZFormCompleteSettings,
  ZFormSettings,
  ZFormType,
  ZWebhookIntegration,
} from '@eform/core/api';
import type { TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import type { TRule } from '@eform/core/rules';
import { z } from 'zod';
import type { TFormRow } from '../access';

/** The content a save writes and a revision keeps. */
export interface TFormContent {
  name: string;
  type: TFormType;
  schema: TSchema;
  rules: TRule[];
  settings: TFormSettings;
  emailSettings: TEmailSetting[];
  webhookIntegrations: TWebhookIntegration[];
  formSettings: TFormCompleteSettings;
  summary: string;
  registrationNameToken: string;
}

/**
 * A stored revision as read back: written by this or an older version of the product, so its
 * schema and rules stay raw here and go through the save checks again on a restore.
 */
const ZStoredRevision = z.object({
  name: z.string(),
  type: ZFormType,
  schema: z.array(z.unknown()),
  rules: z.array(z.unknown()).default([]),
  settings: ZFormSettings.default({}),
  emailSettings: z.array(ZEmailSetting).default([]),
  webhookIntegrations: z.array(ZWebhookIntegration).default([]),
  formSettings: ZFormCompleteSettings.default({}),
  summary: z.string().default(''),
  registrationNameToken: z.string().default(''),
});
/** A revision's content as read back, schema and rules unchecked. */
export type TStoredRevision = z.infer<typeof ZStoredRevision>;

/** The revision row of a save: the whole content, so a restore brings back exactly that. */
export function revisionContent(row: TFormRow): TFormContent {
  return {
    name: row.name,
    type: row.type,
    schema: row.schema,
    rules: row.rules,
    settings: row.settings,
    emailSettings: row.emailSettings,
    webhookIntegrations: row.webhookIntegrations,
    formSettings: row.formSettings,
    summary: row.summary,
    registrationNameToken: row.registrationNameToken,
  };
}

/** Parses a stored revision; one that no longer parses cannot be restored (422). */
export function readRevision(content: unknown): TStoredRevision {
  const parsed = ZStoredRevision.safeParse(content);
  if (!parsed.success) {
    throw new DomainError('UNPROCESSABLE', { messageKey: 'server.form.revisionUnreadable' });
  }
  return parsed.data;
}

/** Workflow forms start in phase '1' (doc 2 §2 'Form create'); default forms have no phase. */
export function initialPhase(type: TFormType, current: string | null = null): string | null {
  return type === 'workflow' ? (current ?? '1') : null;
}

/**
 * Guest access (doc 2 §4): turning it on gives the form a new random guestID; while it stays on
 * the id is kept; turning it off clears it. The client never chooses the id.
 */
export function guestSettings(settings: TFormSettings, currentGuestId: string | null) {
  if (!settings.guestAccess) {
    return { settings: { ...settings, guestAccess: false, guestID: null }, guestId: null };
  }
  const guestId = currentGuestId ?? randomUUID();
  return { settings: { ...settings, guestAccess: true, guestID: guestId }, guestId };
}

/**
 * E-mail developer mode (doc 2 §6: an admin-only switch; mails then go only to the admin who
 * turned it on). Without 'eform email developer mode' the stored mode and its admin stay as they
 * are, whatever the body says (a GET's settings sent back by someone else change nothing); with
 * it, turning the mode on records this user as the one mails go to, turning it off clears it.
 */
export function developerModeSettings(
  settings: TFormSettings,
  stored: TFormSettings,
  mayChange: boolean,
  userId: number,
): TFormSettings {
  if (!mayChange) {
    return {
      ...settings,
      email_developer_mode: stored.email_developer_mode ?? false,
      email_developer_user_id: stored.email_developer_user_id ?? null,
    };
  }
  const on = settings.email_developer_mode === true;
  const keep = on && stored.email_developer_mode === true;
  return {
    ...settings,
    email_developer_mode: on,
    email_developer_user_id: on
      ? keep
        ? (stored.email_developer_user_id ?? userId)
        : userId
      : null,
  };
}
