import { PassThrough } from 'node:stream';
import { weeklyRegistrationMailOf } from '@eform/core/email';
import { escapeHtml } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../mail/mailer';
import { csvTableWriter, registrationColumns } from '../exports';
import {
  claimPeriodicMail,
  formsWithPeriodicMail,
  periodRegistrations,
  recordRecipient,
  releasePeriodicMail,
  type TMailForm,
} from './periodic-mail.repository';
import {
  duePeriod,
  dutchLongDate,
  dutchShortDate,
  type TMailPeriod,
} from './periodic-mail.schedule';

/** What the periodic mail needs from the app. */
export interface TPeriodicMailDeps {
  db: TDb;
  mailer: TMailer;
  log: Logger;
}

/** Attempts (one per hourly run while the send day lasts) before a mail counts as failed. */
export const PERIODIC_MAIL_ATTEMPTS = 3;
/** How long one worker holds a mail it is sending. */
const LEASE_MS = 15 * 60_000;

/** What one run did: mails (one per form and period) sent, failed for now, and skipped. */
export interface TPeriodicMailRun {
  sent: number;
  failed: number;
}

/**
 * The hourly run (doc 2 §9): each form whose periodic mail is due at `now` (weekly on its
 * weekday, monthly on the 1st, from early morning) and not yet sent for its period mails each
 * recipient the period's summary: form name, period, count and the registrations as CSV. The
 * periodic_mails row makes it once per form and period; a recipient who has it is not mailed
 * again when another failed and the mail is tried again an hour later.
 */
export async function runPeriodicMails(
  deps: TPeriodicMailDeps,
  now = new Date(),
): Promise<TPeriodicMailRun> {
  const run: TPeriodicMailRun = { sent: 0, failed: 0 };
  for (const form of await formsWithPeriodicMail(deps.db)) {
    const setting = weeklyRegistrationMailOf(form.setting);
    const period = duePeriod(setting, now);
    if (!period) continue;
    const recipients = uniqueAddresses(setting.recipients.map((r) => r.email));
    if (recipients.length === 0) continue;
    const ok = await sendFormMail(deps, form, period, recipients, now);
    if (ok === true) run.sent += 1;
    else if (ok === false) run.failed += 1;
  }
  return run;
}

/** Addresses trimmed, each once (case-insensitive). */
function uniqueAddresses(addresses: string[]): string[] {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Sends one form's mail of `period`; undefined when it was not this worker's to send. */
async function sendFormMail(
  deps: TPeriodicMailDeps,
  form: TMailForm,
  period: TMailPeriod,
  recipients: string[],
  now: Date,
): Promise<boolean | undefined> {
  const { db, log } = deps;
  const claimed = await claimPeriodicMail(
    db,
    form,
    period,
    now,
    new Date(now.getTime() + LEASE_MS),
  );
  if (!claimed) return undefined;
  let count: number | null = null;
  try {
    const summary = await summaryOf(db, form, period, now);
    count = summary.count;
    const had = new Set(claimed.sentTo.map((address) => address.toLowerCase()));
    for (const to of recipients) {
      if (had.has(to.toLowerCase())) continue;
      await deps.mailer.send({ to, ...summary.mail });
      await recordRecipient(db, claimed, to);
    }
    await releasePeriodicMail(db, claimed, 'sent', count, now);
    log.info({ formId: form.id, period: period.from, registrations: count }, 'periodic mail sent');
    return true;
  } catch (error) {
    const final = claimed.attempts >= PERIODIC_MAIL_ATTEMPTS;
    await releasePeriodicMail(db, claimed, final ? 'failed' : 'pending', count, now);
    log.warn(
      { err: error, formId: form.id, period: period.from, attempt: claimed.attempts },
      final ? 'periodic mail failed' : 'periodic mail not sent, tried again next hour',
    );
    return false;
  }
}

/** The mail's subject, text, HTML and CSV attachment, and the period's count. */
async function summaryOf(db: TDb, form: TMailForm, period: TMailPeriod, now: Date) {
  const csv = await periodCsv(db, form, period, now);
  const from = dutchLongDate(period.from);
  const to = dutchLongDate(period.to);
  const lines = [
    ts('server.periodicMail.intro', { form: form.name, from, to }),
    ts('server.periodicMail.count', { count: csv.count }),
    csv.count > 0 ? ts('server.periodicMail.attached') : ts('server.periodicMail.none'),
  ];
  const why = ts('server.periodicMail.why');
  const fileName = ts('server.periodicMail.fileName', {
    form: safeFileName(form.name),
    from: dutchShortDate(period.from),
    to: dutchShortDate(period.to),
  });
  return {
    count: csv.count,
    mail: {
      subject: ts(
        period.period === 'monthly'
          ? 'server.periodicMail.subject.monthly'
          : 'server.periodicMail.subject.weekly',
        { form: form.name },
      ),
      text: `${lines.join('\n\n')}\n\n${why}\n`,
      html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p style="color:#666">${escapeHtml(why)}</p>`,
      attachments:
        csv.count > 0
          ? [
              {
                filename: `${fileName}.csv`,
                content: csv.content,
                contentType: 'text/csv; charset=utf-8',
              },
            ]
          : [],
    },
  };
}

/**
 * The period's registrations as the CSV download writes them (exports module), in memory; none
 * past the form's retention term at `now`.
 */
async function periodCsv(db: TDb, form: TMailForm, period: TMailPeriod, now: Date) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const table = csvTableWriter(out, registrationColumns(form.schema));
  let count = 0;
  for await (const rows of periodRegistrations(db, form, period, now)) {
    await table.write(rows);
    count += rows.length;
  }
  await table.end();
  return { count, content: Buffer.concat(chunks) };
}

/** A form name fit for a file name. */
function safeFileName(name: string): string {
  return name.replace(/[/\\:*?"<>|]|\p{Cc}/gu, '_').trim() || 'formulier';
}
