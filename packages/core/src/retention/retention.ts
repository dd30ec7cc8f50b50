// The retention terms' dates, written once: the daily run, its preview, the exports and the
// mails all ask here which registrations have passed their form's term, so a registration the
// run would delete is never shown or sent in between.
import type { TFormRetention } from '../api/forms';
import { RETENTION_RUN_UTC } from '../constants/retention';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The moments before which a form's registrations have passed their term (null: kept). */
export interface TRetentionCutoffs {
  /** Sent registrations sent before this moment are past their term. */
  sent: Date | null;
  /** Drafts and saved registrations last changed before this moment are past their term. */
  drafts: Date | null;
}

/** Whether a form's retention is on: at least one of its terms is set. */
export function retentionIsOn(retention: TFormRetention | null | undefined): boolean {
  return Boolean(retention && (retention.sent !== null || retention.drafts_days !== null));
}

/**
 * `date` moved back `months` calendar months in UTC, the time of day kept. A day the target month
 * lacks becomes that month's last day (31 March minus one month is 28 or 29 February), so a term
 * of N months never keeps a registration longer than N calendar months.
 */
export function subtractMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** `date` moved back `days` whole days of 24 hours. */
export function subtractDays(date: Date, days: number): Date {
  return new Date(date.getTime() - days * DAY_MS);
}

/** The cutoffs of a form's terms at `now`; both null when retention is off. */
export function retentionCutoffs(
  retention: TFormRetention | null | undefined,
  now: Date,
): TRetentionCutoffs {
  const sent = retention?.sent ?? null;
  const draftsDays = retention?.drafts_days ?? null;
  return {
    sent:
      sent === null
        ? null
        : sent.unit === 'months'
          ? subtractMonthsUtc(now, sent.amount)
          : subtractDays(now, sent.amount),
    drafts: draftsDays === null ? null : subtractDays(now, draftsDays),
  };
}

/** The first daily retention run strictly after `now` (at RETENTION_RUN_UTC). */
export function nextRetentionRun(now: Date): Date {
  const today = new Date(
    Date.UTC(
      now.getUTCFullYear(),
      now.getUTCMonth(),
      now.getUTCDate(),
      RETENTION_RUN_UTC.hour,
      RETENTION_RUN_UTC.minute,
    ),
  );
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + DAY_MS);
}

/** The pg-boss (cron) schedule of the daily retention run, from RETENTION_RUN_UTC. */
export const RETENTION_CRON = `${RETENTION_RUN_UTC.minute} ${RETENTION_RUN_UTC.hour} * * *`;

/** What decides whether a registration has passed its term: its status and its two dates. */
export interface TRetainedRegistration {
  status: string;
  registeredAt: Date;
  updatedAt: Date;
}

/**
 * Whether a registration has passed its form's term at `now`: a sent one by when it was sent, a
 * draft by its last change. Mails and downloads treat such a one as gone before the run deletes it.
 */
export function isPastRetention(
  retention: TFormRetention | null | undefined,
  registration: TRetainedRegistration,
  now: Date,
): boolean {
  const cut = retentionCutoffs(retention, now);
  if (registration.status === 'draft') {
    return cut.drafts !== null && registration.updatedAt < cut.drafts;
  }
  return cut.sent !== null && registration.registeredAt < cut.sent;
}

/**
 * Whether `next` would delete something `current` keeps at `now`: a term turned on, or made
 * shorter (a later cutoff). The panel then shows, before saving, how many the next run removes.
 */
export function retentionRemovesMore(
  next: TFormRetention | null | undefined,
  current: TFormRetention | null | undefined,
  now: Date,
): boolean {
  const after = retentionCutoffs(next, now);
  const before = retentionCutoffs(current, now);
  const later = (a: Date | null, b: Date | null) => a !== null && (b === null || a > b);
  return later(after.sent, before.sent) || later(after.drafts, before.drafts);
}
