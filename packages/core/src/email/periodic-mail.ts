// The Registraties tab (a lazy admin chunk) and the server import these; the fill path never
// does.
import { z } from 'zod';
import type { TMessageKey } from '../messages';
import type { TEditorMessageKey } from '../messages/editor';
import { makeIssue, type TEditorIssue } from '../validation/editor-issue';
import { isEmail } from '../validation/email-address';

/** How often the periodic registrations mail goes (doc 2 §3 settings.weeklyRegistrationMail). */
export const PERIODIC_MAIL_PERIODS = ['weekly', 'monthly'] as const;
/** A period of the periodic mail. */
export type TPeriodicMailPeriod = (typeof PERIODIC_MAIL_PERIODS)[number];

/**
 * The weekdays of the weekly mail as stored (doc 2 §9): 1 Monday to 6 Saturday, 7 Sunday (ISO
 * weekday numbers), in the order a Dutch week is shown.
 */
export const PERIODIC_MAIL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** The weekday a new weekly mail goes on: 6, Saturday (doc 2 §9). */
export const DEFAULT_PERIODIC_MAIL_DAY = 6;
/** Day of the month the monthly mail goes on (doc 2 §9). */
export const PERIODIC_MAIL_MONTH_DAY = 1;
/** Hour of the day (Dutch time) the periodic mail goes: early morning (doc 2 §9). */
export const PERIODIC_MAIL_HOUR = 6;

/**
 * The periodic registrations mail of a form with every field (defaults filled in): off, weekly,
 * on Saturday, no recipients. Unknown keys are kept, so what GET answers a PATCH takes back.
 */
export const ZWeeklyRegistrationMailFields = z
  .object({
    enabled: z.boolean().default(false),
    period: z.enum(PERIODIC_MAIL_PERIODS).default('weekly'),
    day: z.number().int().min(1).max(7).default(DEFAULT_PERIODIC_MAIL_DAY),
    recipients: z.array(z.object({ email: z.string() })).default([]),
  })
  .catchall(z.unknown());
/** The periodic mail setting with every field. */
export type TWeeklyRegistrationMailFields = z.infer<typeof ZWeeklyRegistrationMailFields>;

/**
 * The stored setting (possibly absent or partial, as form settings keep it) with the spec's
 * defaults filled in; a stored value that does not parse counts as the defaults (off).
 */
export function weeklyRegistrationMailOf(stored: unknown): TWeeklyRegistrationMailFields {
  const parsed = ZWeeklyRegistrationMailFields.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZWeeklyRegistrationMailFields.parse({});
}

/**
 * The check of doc 2 §5 'Periodic mail': each recipient's e-mail required and a valid address,
 * and at least one recipient while the mail is on. Issues carry their Dutch text at their field
 * path (`recipients.0.email`); none: it may be saved.
 */
export function validateWeeklyRegistrationMail(
  setting: TWeeklyRegistrationMailFields,
): TEditorIssue[] {
  const issues: TEditorIssue[] = [];
  const report = (path: string, messageKey: TEditorMessageKey | TMessageKey) =>
    issues.push(makeIssue(path, messageKey));
  if (setting.enabled && setting.recipients.length === 0) {
    report('recipients', 'email.recipientRequired');
  }
  setting.recipients.forEach((recipient, index) => {
    const value = recipient.email.trim();
    if (value === '') report(`recipients.${index}.email`, 'validation.required');
    else if (!isEmail(value)) report(`recipients.${index}.email`, 'validation.email');
  });
  return issues;
}
