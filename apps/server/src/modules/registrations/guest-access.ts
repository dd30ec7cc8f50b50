import type { TFormSettings } from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TFormRow } from '../access';
import { findGuestForm } from './registrations-queries.repository';
import { countGuestSubmit, purgeGuestWindows } from './submit.repository';

/** Guest submits per address and form per minute (doc 1 §7: guests still consume credits). */
export const GUEST_SUBMITS_PER_MINUTE = 30;
const GUEST_WINDOW_MS = 60_000;

/** The guest form of a guest link: published with guest access on; NOT_FOUND otherwise. */
export async function guestFormOf(db: TDb, guestId: string): Promise<TFormRow> {
  const found = await findGuestForm(db, guestId);
  const settings = found?.form.settings as TFormSettings | undefined;
  if (!found || settings?.guestAccess !== true) throw new DomainError('NOT_FOUND');
  return found.form;
}

/**
 * Counts a guest submit and refuses it beyond {@link GUEST_SUBMITS_PER_MINUTE} per address and
 * form in the current minute (429 with Retry-After until the minute ends).
 */
export async function limitGuest(db: TDb, form: TFormRow, ip: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - (now.getTime() % GUEST_WINDOW_MS));
  const count = await countGuestSubmit(db, form.clientId, form.id, ip, windowStart);
  // The first submit of a window clears windows long gone (no job needed).
  if (count === 1 && Math.random() < 0.05) {
    await purgeGuestWindows(db, new Date(windowStart.getTime() - 10 * GUEST_WINDOW_MS));
  }
  if (count <= GUEST_SUBMITS_PER_MINUTE) return;
  const seconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + GUEST_WINDOW_MS - now.getTime()) / 1000),
  );
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: 'server.registration.guestRateLimited',
    params: { seconds, retryAfter: seconds },
  });
}
