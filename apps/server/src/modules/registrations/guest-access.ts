import {
  GUEST_MAP_READS_PER_MINUTE,
  GUEST_SEARCHES_PER_MINUTE,
  GUEST_SUBMITS_PER_HOUR_DEFAULT,
} from '@eform/core/constants';
import type { TAnswerMessageKey } from '@eform/core/errors';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TFormRow } from '../access';
import {
  countGuestWindow,
  markGuestLimitHit,
  purgeGuestWindows,
  type TGuestWindow,
} from './guest-protection.repository';
import { findGuestForm } from './registrations-queries.repository';

/** Guest submits per address and form per minute (doc 1 §7: guests still consume credits). */
export const GUEST_SUBMITS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Counts of windows this old are gone for every kind (the longest window is an hour). */
const KEEP_WINDOWS_MS = 2 * HOUR_MS;

/** The guest form of a guest link: published with guest access on; NOT_FOUND otherwise. */
export async function guestFormOf(db: TDb, guestId: string): Promise<TFormRow> {
  const found = await findGuestForm(db, guestId);
  if (found?.form.settings.guestAccess !== true) throw new DomainError('NOT_FOUND');
  return found.form;
}

/** Counts a request in its window; the first of a window now and then clears windows long gone. */
async function count(db: TDb, window: TGuestWindow): Promise<number> {
  const n = await countGuestWindow(db, window);
  if (n === 1 && Math.random() < 0.05) {
    await purgeGuestWindows(db, new Date(window.windowStart.getTime() - KEEP_WINDOWS_MS));
  }
  return n;
}

const windowStartOf = (now: Date, size: number) => new Date(now.getTime() - (now.getTime() % size));
const secondsLeft = (start: Date, size: number, now: Date) =>
  Math.max(1, Math.ceil((start.getTime() + size - now.getTime()) / 1000));

/** What a guest does that is limited per address and minute. */
export type TGuestMinuteKind = 'submit' | 'search' | 'datasource';

const PER_MINUTE: Record<TGuestMinuteKind, { max: number; messageKey: TAnswerMessageKey }> = {
  submit: { max: GUEST_SUBMITS_PER_MINUTE, messageKey: 'server.registration.guestRateLimited' },
  search: {
    max: GUEST_SEARCHES_PER_MINUTE,
    messageKey: 'server.registration.guestSearchRateLimited',
  },
  datasource: {
    max: GUEST_MAP_READS_PER_MINUTE,
    messageKey: 'server.datasource.guestRateLimited',
  },
};

/**
 * Counts a guest submit, search or datasource read (a public map's) and refuses it beyond
 * {@link GUEST_SUBMITS_PER_MINUTE} (GUEST_SEARCHES_PER_MINUTE, GUEST_MAP_READS_PER_MINUTE) per
 * address and form in the current minute (429 with Retry-After until the minute ends).
 */
export async function limitGuest(
  db: TDb,
  form: Pick<TFormRow, 'id' | 'clientId'>,
  ip: string,
  now: Date,
  kind: TGuestMinuteKind = 'submit',
): Promise<void> {
  const windowStart = windowStartOf(now, MINUTE_MS);
  const n = await count(db, { clientId: form.clientId, formId: form.id, kind, ip, windowStart });
  if (n <= PER_MINUTE[kind].max) return;
  const seconds = secondsLeft(windowStart, MINUTE_MS, now);
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: PER_MINUTE[kind].messageKey,
    params: { seconds, retryAfter: seconds },
  });
}

/** A guest form's limit of guest submits per hour over all addresses. */
export function guestSubmitsPerHour(form: TFormRow): number {
  return form.settings.guest_submits_per_hour ?? GUEST_SUBMITS_PER_HOUR_DEFAULT;
}

/**
 * Counts a guest submit of the form in the current hour (all addresses together) and refuses it
 * beyond {@link guestSubmitsPerHour}: 429 with Retry-After until the hour ends, before any credit
 * is taken. The first refusal of an hour records when, for the owner's guest panel.
 */
export async function limitGuestForm(db: TDb, form: TFormRow, now: Date): Promise<void> {
  const windowStart = windowStartOf(now, HOUR_MS);
  const limit = guestSubmitsPerHour(form);
  const n = await count(db, {
    clientId: form.clientId,
    formId: form.id,
    kind: 'hour',
    ip: '',
    windowStart,
  });
  if (n <= limit) return;
  if (n === limit + 1) await markGuestLimitHit(db, form.id, now);
  const seconds = secondsLeft(windowStart, HOUR_MS, now);
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: 'server.registration.guestFormLimit',
    params: { minutes: Math.ceil(seconds / 60), retryAfter: seconds },
  });
}
