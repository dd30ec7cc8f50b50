import { randomUUID } from 'node:crypto';
import type { TFormSettings, TFormType } from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import { readStoredRevision, type TStoredRevision } from '../form-revisions';

/** Parses a stored revision; one that no longer parses cannot be restored (422). */
export function readRevision(content: unknown): TStoredRevision {
  const stored = readStoredRevision(content);
  if (!stored) {
    throw new DomainError('UNPROCESSABLE', { messageKey: 'server.form.revisionUnreadable' });
  }
  return stored;
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
