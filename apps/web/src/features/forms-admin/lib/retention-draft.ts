import type { TFormRetention } from '@eform/core/api';
import { RETENTION_AMOUNT_MAX } from '@eform/core/constants';

/** The panel's fields as typed: a number field holds a number or the text being typed. */
export interface TRetentionFields {
  on: boolean;
  sentOn: boolean;
  sentAmount: number | string;
  sentUnit: 'days' | 'months';
  draftsOn: boolean;
  draftsDays: number | string;
}

/** The default amounts a term starts with when it is switched on. */
const DEFAULT_SENT_AMOUNT = 12;
const DEFAULT_DRAFTS_DAYS = 30;

/** The fields showing a stored term (absent: off, with the default amounts ready). */
export function fieldsOf(stored: TFormRetention | undefined): TRetentionFields {
  return {
    on: Boolean(stored && (stored.sent !== null || stored.drafts_days !== null)),
    sentOn: stored?.sent != null,
    sentAmount: stored?.sent?.amount ?? DEFAULT_SENT_AMOUNT,
    sentUnit: stored?.sent?.unit ?? 'months',
    draftsOn: stored?.drafts_days != null,
    draftsDays: stored?.drafts_days ?? DEFAULT_DRAFTS_DAYS,
  };
}

/** A whole number from 1 to RETENTION_AMOUNT_MAX, or undefined. */
export function termAmount(value: number | string): number | undefined {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= RETENTION_AMOUNT_MAX ? n : undefined;
}

/**
 * The term the fields describe, or undefined while an amount in use is not a valid one. Off, or
 * on with both terms unticked, is both null (off).
 */
export function retentionOf(fields: TRetentionFields): TFormRetention | undefined {
  if (!fields.on) return { sent: null, drafts_days: null };
  const sentAmount = termAmount(fields.sentAmount);
  const draftsDays = termAmount(fields.draftsDays);
  if (
    (fields.sentOn && sentAmount === undefined) ||
    (fields.draftsOn && draftsDays === undefined)
  ) {
    return undefined;
  }
  return {
    sent: fields.sentOn && sentAmount ? { amount: sentAmount, unit: fields.sentUnit } : null,
    drafts_days: fields.draftsOn && draftsDays ? draftsDays : null,
  };
}

/** Whether two terms are the same (absent counts as off). */
export function sameRetention(a: TFormRetention | undefined, b: TFormRetention | undefined) {
  const norm = (r: TFormRetention | undefined) => ({
    sent: r?.sent ?? null,
    drafts_days: r?.drafts_days ?? null,
  });
  return JSON.stringify(norm(a)) === JSON.stringify(norm(b));
}
